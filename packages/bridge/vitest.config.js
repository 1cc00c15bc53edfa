import { transitVitestConfig } from '@transit/vitest-config';

export default transitVitestConfig({ environment: 'jsdom', lineCoveragePercent: 95 });
