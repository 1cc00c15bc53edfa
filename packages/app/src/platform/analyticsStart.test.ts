import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsPort, deferredAnalytics } from './analytics';
import { analyticsFromEnv, startAnalytics } from './analyticsStart';

const WEB_ID = 'G-WEB1234567';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';

interface GtagWindow {
  dataLayer?: unknown[];
}

function events(): unknown[][] {
  return ((window as Window & GtagWindow).dataLayer ?? [])
    .map((command) => Array.from(command as ArrayLike<unknown>))
    .filter(([kind]) => kind === 'event');
}

const gtagScript = () => document.head.querySelector('script[src^="https://www.googletagmanager.com/"]');

afterEach(() => {
  delete (window as Window & GtagWindow).dataLayer;
  gtagScript()?.remove();
  vi.restoreAllMocks();
});

describe('the analytics of the start', () => {
  it('reports a configured analytics missing the running client type’s id, and runs without analytics', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(analyticsFromEnv({ VITE_GA_MEASUREMENT_ID_ANDROID: 'G-AND1234567' }, 'web')).toBeUndefined();
    expect(report).toHaveBeenCalledExactlyOnceWith(
      'ANALYTICS_ID_MISSING | Missing analytics id for the web client: set VITE_GA_MEASUREMENT_ID_WEB',
    );
    expect(gtagScript()).toBeNull();
  });

  it('is none, loading nothing, when no analytics id is set', () => {
    expect(analyticsFromEnv({}, 'web')).toBeUndefined();
    expect(gtagScript()).toBeNull();
  });

  it('sends app_start first, with the browser and OS, then the events kept while it loaded', async () => {
    const analytics = deferredAnalytics();
    analytics.track('app_open_impression');
    await startAnalytics(
      { clientType: 'web', enableGA: true },
      { VITE_GA_MEASUREMENT_ID_WEB: WEB_ID },
      analytics,
      ANDROID_CHROME,
    );
    analytics.track('interstitial_impression');
    expect(events()).toEqual([
      ['event', 'app_start', { browser: 'Chrome 131.0.6778.135', os: 'Android 14' }],
      ['event', 'app_open_impression'],
      ['event', 'interstitial_impression'],
    ]);
  });

  it('loads no analytics and drops the events when the wrapper turns analytics off (ga=0)', async () => {
    const analytics = deferredAnalytics();
    const connect = vi.spyOn(analytics, 'connect');
    analytics.track('app_open_impression');
    await startAnalytics(
      { clientType: 'android', enableGA: false },
      { VITE_GA_MEASUREMENT_ID_ANDROID: 'G-AND1234567' },
      analytics,
      ANDROID_CHROME,
    );
    expect(connect).toHaveBeenCalledExactlyOnceWith(undefined);
    expect(gtagScript()).toBeNull();
    expect(events()).toEqual([]);
  });

  it('drops the events when the configuration is reported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const analytics = deferredAnalytics();
    const later: AnalyticsPort = { track: vi.fn() };
    await startAnalytics(
      { clientType: 'ios', enableGA: true },
      { VITE_GA_MEASUREMENT_ID_WEB: WEB_ID },
      analytics,
      '',
    );
    analytics.connect(later);
    analytics.track('interstitial_impression');
    expect(later.track).not.toHaveBeenCalled();
    expect(events()).toEqual([]);
  });
});
