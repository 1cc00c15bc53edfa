import { transitVitestConfig } from '@transit/vitest-config';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(transitVitestConfig({ environment: 'jsdom', lineCoveragePercent: 95 }), {
  test: { setupFiles: ['./src/testSetup.ts'], coverage: { exclude: ['src/testSetup.ts'] } },
});
