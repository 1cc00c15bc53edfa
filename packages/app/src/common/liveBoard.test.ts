import type { Alert } from '@transit/api-client';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ARRIVALS_REFRESH_MS, LIVE_PENDING_REFRESH_MS, liveRefetchInterval } from './departures';
import { alertsFor, hasLiveSources } from './liveBoard';

// Constructed from the contract's documented fields: not recorded upstream data.
const live = (fields: { isPending?: boolean; refreshAfterSeconds?: number } = {}) => ({
  live: { sources: [], isPending: false, refreshAfterSeconds: 20, ...fields },
});

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('liveRefetchInterval: when a board asks again (issue 10)', () => {
  it('follows the answer’s refreshAfterSeconds', () => {
    expect(liveRefetchInterval(live({ refreshAfterSeconds: 15 }))).toBe(15_000);
  });

  it('asks again soon while a source is pending, never later than the answer says', () => {
    expect(liveRefetchInterval(live({ isPending: true, refreshAfterSeconds: 30 }))).toBe(
      LIVE_PENDING_REFRESH_MS,
    );
    expect(liveRefetchInterval(live({ isPending: true, refreshAfterSeconds: 2 }))).toBe(2_000);
  });

  it('waits the default before the first answer, and does not ask while offline', () => {
    expect(liveRefetchInterval(undefined)).toBe(ARRIVALS_REFRESH_MS);
    onlineManager.setOnline(false);
    expect(liveRefetchInterval(live())).toBe(false);
  });
});

describe('alertsFor: the alerts in the rider’s language', () => {
  const alert = (fields: Partial<Alert>): Alert => ({
    source: 'metro',
    id: 'a',
    language: 'es',
    title: 'Aviso',
    description: null,
    lineNumbers: [],
    startsAt: null,
    endsAt: null,
    ...fields,
  });

  it('shows an alert given in several languages once, in the rider’s (a region tag matches its language)', () => {
    const alerts = [
      alert({ language: 'es', title: 'Cerrada' }),
      alert({ language: 'en-US', title: 'Closed' }),
    ];
    expect(alertsFor(alerts, 'en').map((item) => item.title)).toEqual(['Closed']);
    expect(alertsFor(alerts, 'es').map((item) => item.title)).toEqual(['Cerrada']);
  });

  it('falls back to the text of no stated language, then to the first', () => {
    expect(
      alertsFor(
        [alert({ language: 'es', title: 'Cerrada' }), alert({ language: null, title: 'X' })],
        'ca',
      ).map((item) => item.title),
    ).toEqual(['X']);
    expect(alertsFor([alert({ language: 'es', title: 'Cerrada' })], 'ca').map((item) => item.title)).toEqual([
      'Cerrada',
    ]);
  });

  it('keeps alerts without an id apart', () => {
    expect(alertsFor([alert({ id: null, title: 'A' }), alert({ id: null, title: 'B' })], 'es')).toHaveLength(
      2,
    );
  });
});

describe('hasLiveSources', () => {
  it('is false when no source serves the board or none is configured', () => {
    expect(hasLiveSources({ sources: [], isPending: false, refreshAfterSeconds: 30 })).toBe(false);
    expect(
      hasLiveSources({
        sources: [{ source: 'emt', state: 'notConfigured', errorCode: null, ageSeconds: null }],
        isPending: false,
        refreshAfterSeconds: 30,
      }),
    ).toBe(false);
    expect(
      hasLiveSources({
        sources: [{ source: 'emt', state: 'failing', errorCode: 'X', ageSeconds: null }],
        isPending: false,
        refreshAfterSeconds: 30,
      }),
    ).toBe(true);
  });
});
