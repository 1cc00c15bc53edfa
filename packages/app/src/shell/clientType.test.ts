import { describe, expect, it } from 'vitest';
import { createAppConfigStore } from '../common/appConfigStore';
import { WEB_STORAGE } from '../platform';
import { startingClientType } from './clientType';

const at = (url: string) => new URL(url, 'https://transit.example');

describe('the client type the adapters are picked by, as the page starts', () => {
  it("is the /app entry's client parameter: a wrapper opens the app there at every start (spec §2)", () => {
    expect(startingClientType('madrid', at('/app?client=android&ga=1'), WEB_STORAGE.session)).toBe('android');
    expect(startingClientType('madrid', at('/app?client=ios'), WEB_STORAGE.session)).toBe('ios');
  });

  it("elsewhere, the client this tab's session recorded at its /app entry", () => {
    createAppConfigStore('madrid').getState().setConfig({ clientType: 'ios', enableGA: false });
    expect(startingClientType('madrid', at('/paradas/4-12'), WEB_STORAGE.session)).toBe('ios');
    // Another city's app on the same origin keeps its own.
    expect(startingClientType('bilbao', at('/paradas'), WEB_STORAGE.session)).toBe('web');
  });

  it('is web for a plain browser tab, and for a client parameter that cannot be read', () => {
    expect(startingClientType('madrid', at('/paradas'), WEB_STORAGE.session)).toBe('web');
    expect(startingClientType('madrid', at('/app?client=windows'), WEB_STORAGE.session)).toBe('web');
  });
});
