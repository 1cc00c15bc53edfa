import { describe, expect, it, vi } from 'vitest';
import {
  AD_IMPRESSION_EVENTS,
  type AnalyticsPort,
  APP_START_EVENT,
  deferredAnalytics,
  hasAnalyticsSetting,
  MAX_WAITING_EVENTS,
  trackAdImpression,
} from './analytics';

function recorder() {
  const track = vi.fn<AnalyticsPort['track']>();
  return { port: { track } satisfies AnalyticsPort, track };
}

describe('the analytics events (spec §7)', () => {
  it('are app_start, interstitial impressions and app-open impressions', () => {
    expect(APP_START_EVENT).toBe('app_start');
    expect(AD_IMPRESSION_EVENTS).toEqual({
      interstitial: 'interstitial_impression',
      appOpen: 'app_open_impression',
    });
  });

  it('count an interstitial or an app-open impression as its own event', () => {
    const { port, track } = recorder();
    trackAdImpression(port, 'interstitial');
    trackAdImpression(port, 'appOpen');
    expect(track.mock.calls).toEqual([['interstitial_impression'], ['app_open_impression']]);
  });
});

describe('the analytics settings of a build', () => {
  it('are present when any client type’s id is set, not when all are empty', () => {
    expect(hasAnalyticsSetting({})).toBe(false);
    expect(
      hasAnalyticsSetting({
        VITE_GA_MEASUREMENT_ID_WEB: '',
        VITE_GA_MEASUREMENT_ID_ANDROID: '',
        VITE_GA_MEASUREMENT_ID_IOS: '',
      }),
    ).toBe(false);
    expect(hasAnalyticsSetting({ VITE_GA_MEASUREMENT_ID_IOS: 'G-IOS12345' })).toBe(true);
  });
});

describe('the analytics port of the start (deferred until the service loads)', () => {
  it('keeps the events tracked before the service arrives and hands them over in order', () => {
    const analytics = deferredAnalytics();
    analytics.track('app_open_impression');
    analytics.track('contactModal:copyToClipboard', { where: 'settings' });
    const { port, track } = recorder();
    analytics.connect(port);
    expect(track.mock.calls).toEqual([
      ['app_open_impression', undefined],
      ['contactModal:copyToClipboard', { where: 'settings' }],
    ]);
    analytics.track('interstitial_impression');
    expect(track).toHaveBeenLastCalledWith('interstitial_impression', undefined);
  });

  it('drops every event when no service is configured', () => {
    const analytics = deferredAnalytics();
    analytics.track('app_open_impression');
    analytics.connect(undefined);
    const { port, track } = recorder();
    analytics.connect(port);
    analytics.track('interstitial_impression');
    expect(track).not.toHaveBeenCalled();
  });

  it(`keeps at most ${MAX_WAITING_EVENTS} events while it waits`, () => {
    const analytics = deferredAnalytics();
    for (let index = 0; index < MAX_WAITING_EVENTS + 10; index += 1) analytics.track(`event_${index}`);
    const { port, track } = recorder();
    analytics.connect(port);
    expect(track).toHaveBeenCalledTimes(MAX_WAITING_EVENTS);
    expect(track).toHaveBeenLastCalledWith(`event_${MAX_WAITING_EVENTS - 1}`, undefined);
  });
});
