// @ts-check
import { describe, expect, it } from 'vitest';
import { transitViteConfig } from '../index.js';

describe('source maps are not published by default', () => {
  it('builds no source map into the served folder unless asked (vite build --sourcemap)', () => {
    const config = transitViteConfig();
    expect(config.build?.sourcemap ?? false).toBe(false);
  });
});
