import { transitViteConfig } from '@transit/vite-config';

export default transitViteConfig({ city: 'new-york', port: 5180 });
