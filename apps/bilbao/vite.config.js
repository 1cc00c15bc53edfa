import { transitViteConfig } from '@transit/vite-config';

export default transitViteConfig({ city: 'bilbao', port: 5179 });
