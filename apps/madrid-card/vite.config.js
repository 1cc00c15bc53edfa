import { transitViteConfig } from '@transit/vite-config';

export default transitViteConfig({ city: 'madrid-card', port: 5177 });
