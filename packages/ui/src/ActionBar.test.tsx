import { ACTION_BAR_SCROLL_THROTTLE_MS } from '@transit/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionBar } from './ActionBar';
import type { RenderLink } from './link';
import { renderWithIntl } from './testUtils';

function scrollTo(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  fireEvent.scroll(window);
}

const bar = () => screen.getByRole('banner');

/** Lets a throttle interval pass (the bar reads the position once on mount). */
function waitThrottleInterval() {
  act(() => {
    vi.advanceTimersByTime(ACTION_BAR_SCROLL_THROTTLE_MS);
  });
}

describe('ActionBar (spec §2: top action bar)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the title as the page heading', () => {
    renderWithIntl(<ActionBar title="Sol" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sol' })).toBeTruthy();
  });

  it('when fixed, gains a shadow once the page is scrolled down and loses it back at the top', () => {
    renderWithIntl(<ActionBar title="Sol" isFixed />);
    expect(bar().dataset['scrolled']).toBe('false');
    waitThrottleInterval();

    scrollTo(120);
    expect(bar().dataset['scrolled']).toBe('true');

    // Within 100 ms the listener is throttled; the last position still lands at the end of the interval.
    act(() => {
      vi.advanceTimersByTime(ACTION_BAR_SCROLL_THROTTLE_MS / 2);
    });
    scrollTo(0);
    expect(bar().dataset['scrolled']).toBe('true');
    act(() => {
      vi.advanceTimersByTime(ACTION_BAR_SCROLL_THROTTLE_MS / 2);
    });
    expect(bar().dataset['scrolled']).toBe('false');
  });

  it('reads the scroll position at most once per 100 ms: first and last of a burst', () => {
    renderWithIntl(<ActionBar title="Sol" isFixed />);
    waitThrottleInterval();
    const reads = vi.fn(() => 50);
    Object.defineProperty(window, 'scrollY', { get: reads, configurable: true });
    for (let i = 0; i < 10; i += 1) fireEvent.scroll(window);
    waitThrottleInterval();
    expect(reads).toHaveBeenCalledTimes(2);
    expect(bar().dataset['scrolled']).toBe('true');
  });

  it('does not follow the scroll when not fixed', () => {
    renderWithIntl(<ActionBar title="Sol" />);
    scrollTo(300);
    waitThrottleInterval();
    expect(bar().dataset['scrolled']).toBe('false');
  });

  it('starts with a shadow when mounted on a page already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    renderWithIntl(<ActionBar title="Sol" isFixed />);
    expect(bar().dataset['scrolled']).toBe('true');
  });

  it('goes back through history', () => {
    const onBack = vi.fn();
    renderWithIntl(<ActionBar title="Sol" back={{ kind: 'history', onBack }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('calls window.history.back when no handler is given', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderWithIntl(<ActionBar title="Sol" back={{ kind: 'history' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('renders the back, about and settings links through the given link renderer', () => {
    const renderLink: RenderLink = ({ href, children, ...rest }) => (
      <a href={`#router${href}`} {...rest}>
        {children}
      </a>
    );
    renderWithIntl(
      <ActionBar
        title="Sol"
        back={{ kind: 'link', href: '/paradas' }}
        aboutHref="/ajustes/sobre-nosotros"
        settingsHref="/ajustes"
        renderLink={renderLink}
      />,
    );
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('#router/paradas');
    expect(screen.getByRole('link', { name: 'Sobre nosotros' }).getAttribute('href')).toBe(
      '#router/ajustes/sobre-nosotros',
    );
    expect(screen.getByRole('link', { name: 'Ajustes' }).getAttribute('href')).toBe('#router/ajustes');
  });

  it('shows the install button only when installing is possible', () => {
    const onInstall = vi.fn();
    const { rerender } = renderWithIntl(<ActionBar title="Sol" />);
    expect(screen.queryByRole('button', { name: 'Instalar la app' })).toBeNull();
    rerender(<ActionBar title="Sol" onInstall={onInstall} />);
    fireEvent.click(screen.getByRole('button', { name: 'Instalar la app' }));
    expect(onInstall).toHaveBeenCalledTimes(1);
  });
});
