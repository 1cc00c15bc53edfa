import { BASE_CATALOGS, type BaseMessageId } from '@transit/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHouseAdNetwork } from './houseAd';
import { HOUSE_AD_MESSAGES, isHouseAdOnFromEnv } from './houseAdConfig';

const PREMIUM_PLANS = '/ajustes/planes-premium';
const spanish = { message: (id: BaseMessageId) => BASE_CATALOGS.es[id] };

function mountHouseAd(navigate?: (href: string) => boolean) {
  const container = document.createElement('div');
  document.body.append(container);
  const remove = createHouseAdNetwork({ href: PREMIUM_PLANS, navigate }).mount(container, spanish);
  const link = container.querySelector('a');
  if (!link) throw new Error('The house ad drew no link.');
  return { container, link, remove };
}

/** Clicks the link; says whether the ad took the click (jsdom cannot load another page, so the test stops it after). */
function click(link: HTMLAnchorElement, init: MouseEventInit = {}): boolean {
  let wasTaken = false;
  const record = (event: Event) => {
    wasTaken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record, { once: true });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return wasTaken;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the house ad (the bottom slot’s default with no ad network configured)', () => {
  it('promotes premium, without ads, linking to the premium plans at /ajustes/planes-premium', () => {
    const { link } = mountHouseAd();
    expect(link.getAttribute('href')).toBe(PREMIUM_PLANS);
    expect(link.textContent).toBe('Viaja sin anuncios con Premium Ver los planes');
  });

  it('speaks the locale the slot gives it, from the base catalog (the slot is on the first screen)', () => {
    const container = document.createElement('div');
    createHouseAdNetwork({ href: PREMIUM_PLANS }).mount(container, {
      message: (id) => BASE_CATALOGS.en[id],
    });
    expect(container.textContent).toBe('Travel ad-free with Premium See the plans');
    for (const catalog of Object.values(BASE_CATALOGS)) {
      expect(catalog[HOUSE_AD_MESSAGES.title]).not.toBe('');
      expect(catalog[HOUSE_AD_MESSAGES.action]).not.toBe('');
    }
  });

  it('is drawn with no network request at all, so it works offline', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const headBefore = document.head.innerHTML;
    const { container } = mountHouseAd();
    expect(fetch).not.toHaveBeenCalled();
    expect(container.querySelectorAll('img, script, iframe, link, picture, video, object')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/url\(|src=|srcset=/);
    expect(document.head.innerHTML).toBe(headBefore);
  });

  it('is styled property by property, which a Content-Security-Policy without unsafe-inline allows', () => {
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    const setCssText = vi.spyOn(CSSStyleDeclaration.prototype, 'cssText', 'set');
    const { link } = mountHouseAd();
    expect(setAttribute.mock.calls.filter(([name]) => name === 'style')).toEqual([]);
    expect(setCssText).not.toHaveBeenCalled();
    expect(link.style.display).toBe('flex');
  });

  it('opens the premium plans inside the app when clicked, without loading the page again', () => {
    const navigate = vi.fn(() => true);
    const { link } = mountHouseAd(navigate);
    expect(click(link)).toBe(true);
    expect(navigate).toHaveBeenCalledWith(PREMIUM_PLANS);
  });

  it.each([
    ['a ctrl-click (a new tab)', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click (a new window)', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_name, init) => {
    const navigate = vi.fn(() => true);
    const { link } = mountHouseAd(navigate);
    expect(click(link, init)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is a plain link when the app cannot open the page itself', () => {
    for (const navigate of [undefined, () => false]) {
      const { link } = mountHouseAd(navigate);
      expect(click(link)).toBe(false);
    }
  });

  it('is removed by what mounting it returns', () => {
    const { container, remove } = mountHouseAd();
    remove();
    expect(container.children).toHaveLength(0);
  });
});

describe('the house ad switch (VITE_HOUSE_AD)', () => {
  it('is on by default and when set to on', () => {
    expect(isHouseAdOnFromEnv({})).toEqual({ ok: true, value: true });
    expect(isHouseAdOnFromEnv({ VITE_HOUSE_AD: '' })).toEqual({ ok: true, value: true });
    expect(isHouseAdOnFromEnv({ VITE_HOUSE_AD: 'on' })).toEqual({ ok: true, value: true });
  });

  it('is off when set to off', () => {
    expect(isHouseAdOnFromEnv({ VITE_HOUSE_AD: 'off' })).toEqual({ ok: true, value: false });
  });

  it('gives AD_CONFIG_INVALID for any other value', () => {
    const result = isHouseAdOnFromEnv({ VITE_HOUSE_AD: 'false' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.toString()).toBe(
      "AD_CONFIG_INVALID | Invalid ad settings: VITE_HOUSE_AD must be 'on' or 'off'",
    );
  });
});
