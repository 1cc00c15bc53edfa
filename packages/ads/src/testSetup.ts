import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests by itself only with Vitest globals, which the shared config leaves off.
afterEach(() => {
  cleanup();
});
