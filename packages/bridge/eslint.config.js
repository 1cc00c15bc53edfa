import { transitConfig } from '@transit/eslint-config';

export default transitConfig(import.meta.dirname);
