import { transitVitestConfig } from '@transit/vitest-config';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(transitVitestConfig({ environment: 'jsdom', lineCoveragePercent: 85 }), {
  test: {
    setupFiles: ['./src/testSetup.ts'],
    // The test helpers are not the app: they stay out of its coverage.
    coverage: { exclude: ['src/testSetup.ts', 'src/testSupport.tsx', 'src/testBrowser.ts'] },
  },
});
