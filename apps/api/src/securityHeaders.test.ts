import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes, pageContentSecurityPolicy, tileOrigin } from './securityHeaders';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const PAGE = {
  indexHtml:
    '<head><style>body{margin:0}</style><script>window.a=1</script><script type="module" src="/x.js"></script></head>',
  tileUrls: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
  apiBases: ['/api/madrid'],
  hasAdNetwork: false,
};

describe("the app's Content-Security-Policy", () => {
  it('hashes each inline script and style of the page, not the scripts it loads by src', () => {
    expect(inlineHashes(PAGE.indexHtml, 'script')).toEqual([sha256('window.a=1')]);
    expect(inlineHashes(PAGE.indexHtml, 'style')).toEqual([sha256('body{margin:0}')]);
    expect(inlineHashes('<script src="/a.js"></script><SCRIPT>b()</SCRIPT>', 'script')).toEqual([
      sha256('b()'),
    ]);
  });

  it("allows the map's tile servers, a {s} subdomain as a wildcard", () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('data:image/png;base64,{z}{x}{y}')).toBeUndefined();
  });

  it('lets the page call an API on another origin only when a city names one', () => {
    expect(directives(pageContentSecurityPolicy(PAGE)).get('connect-src')).toEqual(["'self'"]);
    const remote = pageContentSecurityPolicy({
      ...PAGE,
      apiBases: ['/api/madrid', 'https://api.example.org/bilbao'],
    });
    expect(directives(remote).get('connect-src')).toEqual(["'self'", 'https://api.example.org']);
  });

  it('lets AdSense load its script, frames and images only when the app is built with it', () => {
    const without = directives(pageContentSecurityPolicy(PAGE));
    expect(without.get('script-src')).toEqual(["'self'", sha256('window.a=1')]);
    expect(without.get('frame-src')).toEqual(["'none'"]);
    const withAds = directives(pageContentSecurityPolicy({ ...PAGE, hasAdNetwork: true }));
    expect(withAds.get('script-src')).toContain('https://pagead2.googlesyndication.com');
    expect(withAds.get('frame-src')).toContain('https://*.doubleclick.net');
    expect(withAds.get('img-src')).toContain('https://*.googlesyndication.com');
  });

  it("lets Firebase Auth's endpoints, Google's sign-in script and the auth domain's frame in only when sign-in is on", () => {
    const firebase = directives(
      pageContentSecurityPolicy({
        ...PAGE,
        signIn: { authDomain: 'transit-madrid.firebaseapp.com', emulatorUrl: null },
      }),
    );
    expect(firebase.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(firebase.get('script-src')).toContain('https://apis.google.com');
    expect(firebase.get('frame-src')).toEqual(['https://transit-madrid.firebaseapp.com']);
    const emulator = directives(
      pageContentSecurityPolicy({
        ...PAGE,
        signIn: { authDomain: null, emulatorUrl: 'http://127.0.0.1:9099' },
      }),
    );
    expect(emulator.get('connect-src')).toContain('http://127.0.0.1:9099');
    expect(emulator.get('frame-src')).toEqual(['http://127.0.0.1:9099']);
    expect(directives(pageContentSecurityPolicy(PAGE)).get('script-src')).not.toContain(
      'https://apis.google.com',
    );
  });

  it("lets Google's tag load from googletagmanager.com and send to Google Analytics only when a GA id is configured", () => {
    const without = directives(pageContentSecurityPolicy(PAGE));
    expect(without.get('script-src')).not.toContain('https://www.googletagmanager.com');
    expect(without.get('connect-src')).toEqual(["'self'"]);
    expect(directives(pageContentSecurityPolicy({ ...PAGE, hasAnalytics: false }))).toEqual(without);
    const withAnalytics = directives(pageContentSecurityPolicy({ ...PAGE, hasAnalytics: true }));
    expect(withAnalytics.get('script-src')).toEqual([
      "'self'",
      sha256('window.a=1'),
      'https://www.googletagmanager.com',
    ]);
    expect(withAnalytics.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ]);
    expect(withAnalytics.get('img-src')).toContain('https://*.google-analytics.com');
    // Analytics frames nothing and opens no way for ads.
    expect(withAnalytics.get('frame-src')).toEqual(["'none'"]);
    expect(withAnalytics.get('script-src')).not.toContain('https://pagead2.googlesyndication.com');
  });

  it('lets ads and analytics in side by side when both are on', () => {
    const policy = directives(pageContentSecurityPolicy({ ...PAGE, hasAdNetwork: true, hasAnalytics: true }));
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://pagead2.googlesyndication.com']),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.doubleclick.net']),
    );
  });

  it("never allows 'unsafe-inline' or 'unsafe-eval' for scripts, and is framed by nobody", () => {
    for (const [hasAdNetwork, hasAnalytics] of [
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ] as const) {
      const policy = directives(pageContentSecurityPolicy({ ...PAGE, hasAdNetwork, hasAnalytics }));
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
    }
  });
});
