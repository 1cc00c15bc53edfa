import { transitViteConfig } from '@transit/vite-config';

export default transitViteConfig({ city: 'madrid', port: 5173 });
