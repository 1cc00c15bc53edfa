import { transitViteConfig } from '@transit/vite-config';

export default transitViteConfig({ port: 5173 });
