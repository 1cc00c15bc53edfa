import { transitViteConfig } from '@transit/vite-config';

export default transitViteConfig({ city: 'madrid-metro', port: 5174 });
