import { transitVitestConfig } from '@transit/vitest-config';

export default transitVitestConfig({ lineCoveragePercent: 90 });
