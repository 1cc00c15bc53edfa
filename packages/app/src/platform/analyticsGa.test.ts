import { afterEach, describe, expect, it } from 'vitest';
import {
  AnalyticsConfigError,
  createGoogleAnalytics,
  gaEventName,
  googleAnalyticsConfigFromEnv,
  googleAnalyticsFromEnv,
  GTAG_SCRIPT_URL,
} from './analyticsGa';

const WEB_ID = 'G-WEB1234567';
const ANDROID_ID = 'G-AND1234567';

interface GtagWindow {
  dataLayer?: unknown[];
}

/** The commands pushed to Google's tag, each as the list of its arguments. */
function commands(): unknown[][] {
  return ((window as Window & GtagWindow).dataLayer ?? []).map((command) =>
    Array.from(command as ArrayLike<unknown>),
  );
}

afterEach(() => {
  delete (window as Window & GtagWindow).dataLayer;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

function thrown(run: () => unknown): AnalyticsConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof AnalyticsConfigError) return error;
    throw error;
  }
  throw new Error('Nothing was thrown.');
}

describe('the analytics a build configures (one GA4 measurement id per client type)', () => {
  it('is none when no id is set, empty ones included', () => {
    expect(googleAnalyticsConfigFromEnv({}, 'web')).toBeUndefined();
    expect(googleAnalyticsConfigFromEnv({ VITE_GA_MEASUREMENT_ID_WEB: '' }, 'android')).toBeUndefined();
    expect(googleAnalyticsFromEnv({}, 'web')).toBeUndefined();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it.each([
    ['web', WEB_ID],
    ['android', ANDROID_ID],
  ] as const)('is the %s client’s own id', (clientType, id) => {
    const env = { VITE_GA_MEASUREMENT_ID_WEB: WEB_ID, VITE_GA_MEASUREMENT_ID_ANDROID: ANDROID_ID };
    expect(googleAnalyticsConfigFromEnv(env, clientType)).toEqual({ measurementId: id });
  });

  it('throws ANALYTICS_ID_MISSING when the running client type has no id (spec §5)', () => {
    const error = thrown(() => googleAnalyticsConfigFromEnv({ VITE_GA_MEASUREMENT_ID_WEB: WEB_ID }, 'ios'));
    expect(error.code).toBe('ANALYTICS_ID_MISSING');
    expect(error.toString()).toBe(
      'ANALYTICS_ID_MISSING | Missing analytics id for the ios client: set VITE_GA_MEASUREMENT_ID_IOS',
    );
  });

  it('throws ANALYTICS_CONFIG_INVALID for an id that is not a GA4 measurement id', () => {
    const error = thrown(() => googleAnalyticsFromEnv({ VITE_GA_MEASUREMENT_ID_WEB: 'UA-12345-1' }, 'web'));
    expect(error.toString()).toBe(
      "ANALYTICS_CONFIG_INVALID | Invalid analytics settings: VITE_GA_MEASUREMENT_ID_WEB must be a GA4 measurement id, 'G-' and the stream's letters and digits",
    );
    expect(document.head.querySelector('script')).toBeNull();
  });
});

describe('Google Analytics 4 as the analytics service', () => {
  it('loads Google’s tag once, from googletagmanager.com with the measurement id, and configures the stream', () => {
    createGoogleAnalytics({ measurementId: WEB_ID });
    createGoogleAnalytics({ measurementId: WEB_ID });
    const scripts = document.head.querySelectorAll(`script[src^="${GTAG_SCRIPT_URL}"]`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(`https://www.googletagmanager.com/gtag/js?id=${WEB_ID}`);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect(commands()[0]?.[0]).toBe('js');
    expect(commands()[0]?.[1]).toBeInstanceOf(Date);
    expect(commands()[1]).toEqual(['config', WEB_ID]);
  });

  it('pushes each command as an arguments object, as Google’s snippet does (the tag ignores arrays)', () => {
    createGoogleAnalytics({ measurementId: WEB_ID });
    const [first] = (window as Window & GtagWindow).dataLayer ?? [];
    expect(Array.isArray(first)).toBe(false);
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
  });

  it('sends each tracked event as a GA4 event with its parameters', () => {
    const analytics = createGoogleAnalytics({ measurementId: WEB_ID });
    analytics.track('app_start', { browser: 'Chrome 131.0.6778.135', os: 'Android 14' });
    analytics.track('interstitial_impression');
    expect(commands().slice(2)).toEqual([
      ['event', 'app_start', { browser: 'Chrome 131.0.6778.135', os: 'Android 14' }],
      ['event', 'interstitial_impression'],
    ]);
  });

  it('sends contactModal:copyToClipboard under a name GA4 takes (letters, digits, underscores)', () => {
    const analytics = createGoogleAnalytics({ measurementId: WEB_ID });
    analytics.track('contactModal:copyToClipboard');
    expect(commands().at(-1)).toEqual(['event', 'contactModal_copyToClipboard']);
  });

  it('keeps names within GA4’s 40 characters and values within its 100', () => {
    expect(gaEventName('9lives')).toBe('e_9lives');
    expect(gaEventName('a'.repeat(50))).toHaveLength(40);
    const analytics = createGoogleAnalytics({ measurementId: WEB_ID });
    analytics.track('app_start', { browser: 'b'.repeat(150), os: 'Linux', isFirst: true });
    expect(commands().at(-1)?.[2]).toEqual({ browser: 'b'.repeat(100), os: 'Linux', isFirst: true });
  });
});
