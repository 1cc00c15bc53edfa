import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { precompiledMessages } from '../index.js';

const CATALOGS = path.resolve(import.meta.dirname, '..', '..', '..', 'packages', 'i18n', 'src', 'catalogs');

describe('the precompiled messages', () => {
  // The app formats with the parser-less build of @formatjs: a catalog left as text fails at run time (FORMAT_ERROR).
  it.each(readdirSync(path.join(CATALOGS, 'es')))('compile every locale of the %s catalog', (file) => {
    const plugin = precompiledMessages();
    for (const locale of readdirSync(CATALOGS)) {
      const id = path.join(CATALOGS, locale, file);
      const compiled = plugin.transform('{"x.y": "Hola {name}"}', id);
      expect(compiled, id).toBeDefined();
      expect(JSON.parse(compiled?.code ?? '{}')).toEqual({
        'x.y': [
          { type: 0, value: 'Hola ' },
          { type: 1, value: 'name' },
        ],
      });
    }
  });
});
