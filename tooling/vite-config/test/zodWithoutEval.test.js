// @ts-check
import { describe, expect, it } from 'vitest';
import { zodWithoutEval } from '../index.js';

describe('zod without eval', () => {
  it("sets zod's settings before any module runs: no parser compiled, no `new Function` probe", () => {
    const hook = zodWithoutEval().transformIndexHtml;
    const tags =
      typeof hook === 'function' ? hook.call(/** @type {never} */ ({}), '', /** @type {never} */ ({})) : [];
    expect(tags).toEqual([
      { tag: 'script', children: 'globalThis.__zod_globalConfig={jitless:true}', injectTo: 'head' },
    ]);
  });
});
