import { transitViteConfig } from '@transit/vite-config';

export default transitViteConfig({ city: 'barcelona', port: 5178 });
