import { describe, expect, it } from 'vitest';
import { ADSENSE_SCRIPT_URL, adSenseConfigFromEnv } from './adNetwork';
import { createAdSenseNetwork } from './adSense';

const CLIENT = 'ca-pub-1234567890123456';

describe('the ad network from the environment', () => {
  it('is none when nothing is set (the default run reaches no ad network)', () => {
    expect(adSenseConfigFromEnv({})).toEqual({ ok: true, value: undefined });
    expect(adSenseConfigFromEnv({ VITE_ADSENSE_CLIENT: '', VITE_ADSENSE_BOTTOM_SLOT: '' })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('is AdSense when its publisher and ad unit are both set', () => {
    expect(
      adSenseConfigFromEnv({ VITE_ADSENSE_CLIENT: CLIENT, VITE_ADSENSE_BOTTOM_SLOT: '1234567' }),
    ).toEqual({
      ok: true,
      value: { clientId: CLIENT, bottomSlotId: '1234567' },
    });
  });

  it.each([
    [{ VITE_ADSENSE_CLIENT: 'pub-123' }, "VITE_ADSENSE_CLIENT must look like 'ca-pub-'"],
    [{ VITE_ADSENSE_CLIENT: CLIENT, VITE_ADSENSE_BOTTOM_SLOT: 'bottom' }, 'VITE_ADSENSE_BOTTOM_SLOT must be'],
    [{ VITE_ADSENSE_CLIENT: CLIENT }, 'set both VITE_ADSENSE_CLIENT and VITE_ADSENSE_BOTTOM_SLOT'],
    [{ VITE_ADSENSE_BOTTOM_SLOT: '1234567' }, 'set both VITE_ADSENSE_CLIENT and VITE_ADSENSE_BOTTOM_SLOT'],
  ])('gives AD_CONFIG_INVALID for %j', (env, reason) => {
    const result = adSenseConfigFromEnv(env);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('AD_CONFIG_INVALID');
    expect(result.error.toString()).toContain(`AD_CONFIG_INVALID | Invalid ad settings: ${reason}`);
  });
});

describe('AdSense as the ad network', () => {
  it('adds its script once, fills the container with a unit of the bottom slot, and removes it', () => {
    const network = createAdSenseNetwork({ clientId: CLIENT, bottomSlotId: '1234567' });
    const first = document.createElement('div');
    const second = document.createElement('div');
    // AdSense draws its own texts: it reads no message.
    const context = { message: () => '' };
    const removeFirst = network.mount(first, context);
    network.mount(second, context);
    const scripts = document.querySelectorAll(`script[src^="${ADSENSE_SCRIPT_URL}"]`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(`${ADSENSE_SCRIPT_URL}?client=${CLIENT}`);
    const unit = first.querySelector('ins.adsbygoogle');
    expect(unit?.getAttribute('data-ad-client')).toBe(CLIENT);
    expect(unit?.getAttribute('data-ad-slot')).toBe('1234567');
    expect((window as Window & { adsbygoogle?: unknown[] }).adsbygoogle).toHaveLength(2);
    removeFirst();
    expect(first.children).toHaveLength(0);
    expect(second.children).toHaveLength(1);
  });
});
