import { TransitIntlProvider } from '@transit/i18n/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type ServiceWorkerHost } from './serviceWorker';
import { createUpdateStore } from './updateStore';
import { UpdateBanner } from './UpdateBanner';

/** A stand-in for workbox-window: the test fires its events. */
function fakeHost(options: { readonly registerFails?: boolean } = {}) {
  const listeners = new Map<string, (() => void)[]>();
  const workbox = {
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(() =>
      options.registerFails ? Promise.reject(new Error('SecurityError')) : Promise.resolve(undefined),
    ),
  };
  const fire = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener();
  };
  const reload = vi.fn();
  const host = { workbox, reload } as unknown as ServiceWorkerHost;
  return { host, workbox, fire, reload };
}

function renderBanner(store: ReturnType<typeof createUpdateStore>) {
  render(
    <TransitIntlProvider locale="es">
      <UpdateBanner store={store} />
    </TransitIntlProvider>,
  );
}

describe('a new version of the app (spec §4: a new service worker version activates and reloads the page)', () => {
  it('says nothing while no new version waits', async () => {
    const store = createUpdateStore();
    const { host } = fakeHost();
    await registerServiceWorker(store, host);
    renderBanner(store);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when a new version is ready, and activates it with a reload once it takes over', async () => {
    const store = createUpdateStore();
    const { host, workbox, fire, reload } = fakeHost();
    await registerServiceWorker(store, host);
    fire('waiting');
    renderBanner(store);
    expect(screen.getByRole('status').textContent).toContain('Hay una versión nueva de la app.');
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar la app' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the app running when the worker cannot be registered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createUpdateStore();
    await registerServiceWorker(store, fakeHost({ registerFails: true }).host);
    expect(warn).toHaveBeenCalledWith(
      'The offline copy of the app could not be installed:',
      expect.any(Error),
    );
    expect(store.getState().isUpdateReady).toBe(false);
  });
});
