import { describe, expect, it } from 'vitest';
import { applyThemeClass } from './theme';

describe('applyThemeClass (spec §4: the theme sets a class on the body)', () => {
  it('sets the theme class and removes the previous theme, keeping other classes', () => {
    const body = document.createElement('body');
    body.className = 'app theme-V2_LightBlue';
    applyThemeClass('V2_DarkBlack', body);
    expect([...body.classList]).toEqual(['app', 'theme-V2_DarkBlack']);
    applyThemeClass('V2_LightPink', body);
    expect([...body.classList]).toEqual(['app', 'theme-V2_LightPink']);
  });
});
