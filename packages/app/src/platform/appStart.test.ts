import { USER_AGENT_MAX_LENGTH } from '@transit/core';
import { describe, expect, it, vi } from 'vitest';
import { APP_START_EVENT, type AnalyticsPort } from './analytics';
import { appStartParams, trackAppStart } from './appStart';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('app_start’s browser and OS, read from the user agent', () => {
  it.each([
    [ANDROID_CHROME, 'Chrome 131.0.6778.135', 'Android 14'],
    [IPHONE_SAFARI, 'Safari 17.2', 'iOS 17.2'],
    [WINDOWS_FIREFOX, 'Firefox 133.0', 'Windows NT 10.0'],
  ])('%s is %s on %s', (userAgent, browser, os) => {
    expect(appStartParams(userAgent)).toEqual({ browser, os });
  });

  it('says unknown when the user agent is blank', () => {
    expect(appStartParams('')).toEqual({ browser: 'unknown', os: 'unknown' });
    expect(appStartParams('  ')).toEqual({ browser: 'unknown', os: 'unknown' });
  });

  it('reads the user agent capped at 500 characters (spec §9)', () => {
    // A browser named past the cap is not seen; what comes before it still is.
    const padded = `Mozilla/5.0 (Windows NT 10.0) ${' '.repeat(USER_AGENT_MAX_LENGTH)} Firefox/133.0`;
    expect(appStartParams(padded).browser).not.toContain('Firefox');
    expect(appStartParams(padded).os).toBe('Windows NT 10.0');
    expect(appStartParams(padded.trim().replace(/ {2,}/, ' ')).browser).toBe('Firefox 133.0');
  });

  it('is sent as app_start with browser and os', () => {
    const track = vi.fn<AnalyticsPort['track']>();
    trackAppStart({ track }, ANDROID_CHROME);
    expect(track).toHaveBeenCalledExactlyOnceWith(APP_START_EVENT, {
      browser: 'Chrome 131.0.6778.135',
      os: 'Android 14',
    });
  });
});
