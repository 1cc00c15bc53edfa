import { transitViteConfig } from '@transit/vite-config';

export default transitViteConfig({ city: 'madrid-cercanias', port: 5175 });
