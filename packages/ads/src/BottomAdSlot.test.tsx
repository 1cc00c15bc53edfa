import {
  type AdClient,
  BOTTOM_AD_HEIGHT_PX,
  MADRID_CLIENT_POLICY,
  PRIVATE_BOTTOM_AD_STORAGE_KEY,
} from '@transit/core';
import { TransitIntlProvider } from '@transit/i18n/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdNetwork } from './adNetwork';
import { BottomAdSlot, type BottomAdSlotProps } from './BottomAdSlot';
import { createHouseAdNetwork } from './houseAd';

const WEB: AdClient = { clientType: 'web' };
const PRIVATE_ADS_ALLOWED = { ...MADRID_CLIENT_POLICY, arePrivateWebAdsAllowed: true };

function fakeNetwork() {
  const unmount = vi.fn();
  const mount = vi.fn((container: HTMLElement) => {
    container.textContent = 'an ad';
    return unmount;
  });
  const network: AdNetwork = { id: 'fake', mount };
  return { network, mount, unmount };
}

function renderSlot(props: Partial<BottomAdSlotProps> = {}, locale = 'es') {
  const all: BottomAdSlotProps = {
    network: fakeNetwork().network,
    isAllowedHere: true,
    client: WEB,
    policy: MADRID_CLIENT_POLICY,
    isEntitled: false,
    now: () => Date.UTC(2026, 10, 23, 8),
    random: () => 0.5,
    ...props,
  };
  const view = render(
    <TransitIntlProvider locale={locale}>
      <BottomAdSlot {...all} />
      <input aria-label="Busca" />
      <input type="checkbox" aria-label="Marca" />
    </TransitIntlProvider>,
  );
  return {
    ...view,
    rerenderWith: (more: Partial<BottomAdSlotProps>, nextLocale = locale) =>
      view.rerender(
        <TransitIntlProvider locale={nextLocale}>
          <BottomAdSlot {...all} {...more} />
          <input aria-label="Busca" />
          <input type="checkbox" aria-label="Marca" />
        </TransitIntlProvider>,
      ),
  };
}

const slot = () => screen.queryByRole('complementary', { name: 'Publicidad' });

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the web bottom ad (spec §2, §4)', () => {
  it('shows the network’s ad on web, 80 px high, labelled as advertising', () => {
    const { network, mount } = fakeNetwork();
    renderSlot({ network });
    expect(slot()?.textContent).toBe('an ad');
    expect(slot()?.style.blockSize).toBe(`${BOTTOM_AD_HEIGHT_PX}px`);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('draws no slot without an ad network configured', () => {
    renderSlot({ network: undefined });
    expect(slot()).toBeNull();
  });

  it.each(['android', 'ios'] as const)(
    'draws no web slot in the %s app (the wrapper shows its own)',
    (clientType) => {
      renderSlot({ client: { clientType, androidClientVersionCode: 40 } });
      expect(slot()).toBeNull();
    },
  );

  it('shows no ad to an entitled rider', () => {
    const { network, mount } = fakeNetwork();
    const view = renderSlot({ network });
    expect(slot()).not.toBeNull();
    view.rerenderWith({ isEntitled: true });
    expect(slot()).toBeNull();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('is hidden where the route switches it off, keeping its ad', () => {
    const { network, mount } = fakeNetwork();
    const view = renderSlot({ network });
    view.rerenderWith({ isAllowedHere: false });
    expect(screen.getByRole('complementary', { hidden: true }).hidden).toBe(true);
    view.rerenderWith({ isAllowedHere: true });
    expect(slot()?.hidden).toBe(false);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('is hidden while a text input has focus, and back when it loses it (not for a checkbox)', () => {
    renderSlot();
    fireEvent.focusIn(screen.getByLabelText('Busca'));
    expect(slot()).toBeNull();
    expect(screen.getByRole('complementary', { hidden: true }).hidden).toBe(true);
    fireEvent.focusOut(screen.getByLabelText('Busca'));
    fireEvent.focusIn(screen.getByLabelText('Marca'));
    expect(slot()?.hidden).toBe(false);
  });

  it('remounts its ad block every 40 s', () => {
    vi.useFakeTimers();
    const { network, mount, unmount } = fakeNetwork();
    renderSlot({ network });
    act(() => void vi.advanceTimersByTime(39_999));
    expect(mount).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledTimes(2);
  });

  describe('the house ad (with no ad network configured)', () => {
    const house = () => createHouseAdNetwork({ href: '/ajustes/planes-premium' });

    it('shows our own ad for premium in the slot, a complementary landmark labelled Publicidad, 80 px high', () => {
      renderSlot({ network: house() });
      const link = within(slot() ?? document.body).getByRole('link', {
        name: 'Viaja sin anuncios con Premium Ver los planes',
      });
      expect(link.getAttribute('href')).toBe('/ajustes/planes-premium');
      expect(slot()?.style.blockSize).toBe(`${BOTTOM_AD_HEIGHT_PX}px`);
    });

    it('keeps the slot’s rules: none for an entitled rider, none in the apps, hidden while typing', () => {
      const view = renderSlot({ network: house() });
      fireEvent.focusIn(screen.getByLabelText('Busca'));
      expect(slot()).toBeNull();
      fireEvent.focusOut(screen.getByLabelText('Busca'));
      expect(slot()).not.toBeNull();
      view.rerenderWith({ isEntitled: true });
      expect(slot()).toBeNull();
      view.rerenderWith({
        isEntitled: false,
        client: { clientType: 'android', androidClientVersionCode: 40 },
      });
      expect(screen.queryByRole('link', { name: /Premium/ })).toBeNull();
    });

    it('is drawn again in the language the rider picks', () => {
      const view = renderSlot({ network: house() });
      view.rerenderWith({}, 'en');
      const english = screen.getByRole('complementary', { name: 'Advertisement' });
      expect(within(english).getByRole('link').textContent).toBe('Travel ad-free with Premium See the plans');
    });

    it('remounts every 40 s like any ad block', () => {
      vi.useFakeTimers();
      const network = house();
      const mount = vi.spyOn(network, 'mount');
      renderSlot({ network });
      act(() => void vi.advanceTimersByTime(40_000));
      expect(mount).toHaveBeenCalledTimes(2);
      expect(within(slot() ?? document.body).getAllByRole('link')).toHaveLength(1);
    });
  });

  it('does not reload a network’s ad when the language changes (its texts are its own)', () => {
    const { network, mount } = fakeNetwork();
    const view = renderSlot({ network });
    view.rerenderWith({}, 'en');
    expect(screen.getByRole('complementary', { name: 'Advertisement' }).textContent).toBe('an ad');
    expect(mount).toHaveBeenCalledTimes(1);
  });

  describe('private-ad mode (probability 0.3 where the city allows private web ads)', () => {
    it('hides the public ad and records privateBottomAdTimestamp', () => {
      const now = Date.UTC(2026, 10, 23, 8);
      renderSlot({ policy: PRIVATE_ADS_ALLOWED, random: () => 0.29, now: () => now, storage: localStorage });
      expect(slot()).toBeNull();
      expect(localStorage.getItem(PRIVATE_BOTTOM_AD_STORAGE_KEY)).toBe(String(now));
    });

    it('leaves the other sessions the normal ad', () => {
      renderSlot({ policy: PRIVATE_ADS_ALLOWED, random: () => 0.3, storage: localStorage });
      expect(slot()).not.toBeNull();
      expect(localStorage.getItem(PRIVATE_BOTTOM_AD_STORAGE_KEY)).toBeNull();
    });

    it('never happens for Madrid, whose policy has private web ads off', () => {
      renderSlot({ random: () => 0 });
      expect(slot()).not.toBeNull();
    });

    it('keeps the mode when the timestamp cannot be stored', () => {
      const storage = {
        setItem: vi.fn(() => {
          throw new DOMException('full', 'QuotaExceededError');
        }),
      };
      renderSlot({ policy: PRIVATE_ADS_ALLOWED, random: () => 0.1, storage });
      expect(slot()).toBeNull();
    });

    it('is decided again when the page becomes visible', () => {
      let draw = 0.1;
      renderSlot({ policy: PRIVATE_ADS_ALLOWED, random: () => draw });
      expect(slot()).toBeNull();
      draw = 0.9;
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      expect(slot()).toBeNull();
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      expect(slot()).not.toBeNull();
    });
  });
});
