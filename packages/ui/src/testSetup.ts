import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs every package at once on 2 cores, where the map's Leaflet chunk can take seconds to import the first time:
// waiting queries get that long (a passing test waits only as long as it needs).
configure({ asyncUtilTimeout: 15_000 });

// Testing Library unmounts between tests by itself only with Vitest globals, which the shared config leaves off.
afterEach(() => {
  cleanup();
});
