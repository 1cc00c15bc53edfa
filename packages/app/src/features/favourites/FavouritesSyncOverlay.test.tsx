import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_RIDER, fakeAuth, renderApp } from '../../testSupport';

const SOL = { stopCode: '4-12', name: 'Sol' };
const CASA = { stopCode: '09568', name: 'Casa' };

/** The account's record behind a fake fetch of /v1/me/data (GET) and /v1/me/data/:field (PUT). */
function fakeUserDataServer(record: Record<string, unknown[]>) {
  const calls: string[] = [];
  const fetchFn = vi.fn((url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer fake-id-token');
    const field = /\/v1\/me\/data\/(\w+)$/.exec(url)?.[1];
    if (field !== undefined) {
      record[field] = (JSON.parse(init?.body as string) as { value: unknown[] }).value;
      return Promise.resolve(Response.json({ savedAt: '2026-11-26T09:00:00.000Z' }));
    }
    return Promise.resolve(
      Response.json({ stopFavs: [], lineFavs: [], placeFavs: [], droppedCount: 0, ...record }),
    );
  });
  vi.stubGlobal('fetch', fetchFn);
  return { record, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sync screen (spec §2: it appears when local favourites exist for a logged-in user)', () => {
  it('shows the choice over the app until the rider chooses; upload overwrites the account’s', async () => {
    localStorage.setItem('transit:madrid:stopFavs', JSON.stringify([SOL]));
    const server = fakeUserDataServer({ stopFavs: [CASA] });
    renderApp('/', { auth: fakeAuth({ status: 'signedIn', ...FAKE_RIDER }).auth });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Tienes favoritos en este dispositivo' },
      { timeout: 5000 },
    );
    expect(dialog.textContent).toContain('Puedes subir los de este dispositivo');

    fireEvent.click(screen.getByRole('button', { name: 'Subir los favoritos de este dispositivo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(server.record['stopFavs']).toEqual([SOL]));
    expect(server.calls).toContain('PUT /api/madrid/v1/me/data/stopFavs');
    expect(localStorage.getItem('transit:madrid:stopFavs')).toBe('[]');
  });

  it('delete the local ones keeps the account’s', async () => {
    localStorage.setItem('transit:madrid:stopFavs', JSON.stringify([SOL]));
    const server = fakeUserDataServer({ stopFavs: [CASA] });
    renderApp('/', { auth: fakeAuth({ status: 'signedIn', ...FAKE_RIDER }).auth });
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Borrar los favoritos de este dispositivo' },
        { timeout: 5000 },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('transit:madrid:stopFavs')).toBe('[]');
    expect(server.record['stopFavs']).toEqual([CASA]);
    expect(server.calls.some((call) => call.startsWith('PUT'))).toBe(false);
  });
});
