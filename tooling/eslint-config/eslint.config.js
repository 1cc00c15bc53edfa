import { transitConfig } from './index.js';

export default transitConfig(import.meta.dirname);
