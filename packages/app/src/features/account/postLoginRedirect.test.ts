import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './postLoginRedirect';

const ORIGIN = 'https://transporte.example';

describe('postLoginRedirectUrl (spec §2): where to go after signing in, never outside the app', () => {
  it('follows a path of this app, with its query and hash', () => {
    expect(safeRedirectPath('/paradas/4-12', ORIGIN)).toBe('/paradas/4-12');
    expect(safeRedirectPath('/lineas/4-1?ruta=1#horario', ORIGIN)).toBe('/lineas/4-1?ruta=1#horario');
    expect(safeRedirectPath(`${ORIGIN}/ajustes`, ORIGIN)).toBe('/ajustes');
  });

  it.each([
    'https://elsewhere.example/paradas',
    '//elsewhere.example/paradas',
    '/\\elsewhere.example',
    '\\\\elsewhere.example',
    ' //elsewhere.example',
    'javascript:alert(1)',
    'data:text/html,hola',
    'http://transporte.example/paradas',
  ])('refuses %s (an external URL or another origin)', (raw) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBeUndefined();
  });

  it('ignores an empty value and the sign-in routes themselves (going back there would start over)', () => {
    expect(safeRedirectPath(null, ORIGIN)).toBeUndefined();
    expect(safeRedirectPath('', ORIGIN)).toBeUndefined();
    expect(safeRedirectPath('/_google-sign-in?postLoginRedirectUrl=/x', ORIGIN)).toBeUndefined();
    expect(safeRedirectPath('/google-credential-handler?idToken=x', ORIGIN)).toBeUndefined();
    expect(safeRedirectPath('/ajustes/google-manual-token-sign-in', ORIGIN)).toBeUndefined();
  });
});
