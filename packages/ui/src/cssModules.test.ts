// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * CSS Modules are read as `styles['name']` (strict index access), which the compiler cannot check against the
 * stylesheet: a typo would silently drop a style. This reads every literal class a component uses and looks for it.
 */
describe('CSS Modules', () => {
  it('every class a component reads is defined in its stylesheet', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const [, binding, cssPath] of text.matchAll(
        /import (\w+) from '(\.{1,2}\/[\w/]+\.module\.css)';/g,
      )) {
        const stylesheet = readFileSync(path.resolve(path.dirname(file), cssPath ?? ''), 'utf8');
        for (const [, className] of text.matchAll(new RegExp(`\\b${binding}\\['([\\w-]+)'\\]`, 'g'))) {
          checked += 1;
          if (!new RegExp(`\\.${className}(?![\\w-])`).test(stylesheet)) {
            missing.push(`${path.relative(SRC, file)}: .${className} not in ${cssPath}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });
});
