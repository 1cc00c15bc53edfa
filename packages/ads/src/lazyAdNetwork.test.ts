import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdMountContext, type AdNetwork, lazyAdNetwork } from './adNetwork';

const context: AdMountContext = { message: (id) => id };

/** A network that draws one paragraph, and records what it was asked. */
function drawing(text: string) {
  const removed: string[] = [];
  const network: AdNetwork = {
    id: 'drawn',
    mount(container) {
      const paragraph = document.createElement('p');
      paragraph.textContent = text;
      container.append(paragraph);
      return () => {
        removed.push(text);
        paragraph.remove();
      };
    },
  };
  return { network, removed };
}

describe('an ad network whose code loads with its first ad', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads its code once, then draws each mount, and removes what it drew', async () => {
    const { network, removed } = drawing('an ad');
    const load = vi.fn(() => Promise.resolve(network));
    const lazy = lazyAdNetwork('house', ['ads.label'], load);
    expect(lazy.messageIds).toEqual(['ads.label']);
    const first = document.createElement('div');
    const second = document.createElement('div');
    const removeFirst = lazy.mount(first, context);
    lazy.mount(second, context);
    await vi.waitFor(() => expect(second.textContent).toBe('an ad'));
    expect(first.textContent).toBe('an ad');
    expect(load).toHaveBeenCalledTimes(1);
    removeFirst();
    expect(first.textContent).toBe('');
    expect(removed).toEqual(['an ad']);
  });

  it('draws nothing into a slot removed before its code arrived', async () => {
    const { network } = drawing('too late');
    const lazy = lazyAdNetwork('house', [], () => Promise.resolve(network));
    const container = document.createElement('div');
    lazy.mount(container, context)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('');
  });

  it('leaves the slot empty when its code cannot load (offline), and tries again at the next mount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { network } = drawing('back online');
    const load = vi
      .fn<() => Promise<AdNetwork>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(network);
    const lazy = lazyAdNetwork('house', [], load);
    const offline = document.createElement('div');
    lazy.mount(offline, context);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('The house ad could not load')),
    );
    expect(offline.textContent).toBe('');
    const online = document.createElement('div');
    lazy.mount(online, context);
    await vi.waitFor(() => expect(online.textContent).toBe('back online'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
