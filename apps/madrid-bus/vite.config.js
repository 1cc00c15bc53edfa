import { transitViteConfig } from '@transit/vite-config';

export default transitViteConfig({ city: 'madrid-bus', port: 5176 });
