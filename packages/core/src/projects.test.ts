import { describe, expect, it } from 'vitest';
import { ProductError } from './errors';
import {
  ACQUISITION_SOURCE,
  androidStoreUrl,
  appInstallUrl,
  mobilePlatformOf,
  getProject,
  PROJECT_IDS,
  projectDescriptorSchema,
  ProjectError,
  PROJECTS,
  STORE_COUNTRY,
} from './projects';

/** The query parameters as an object (URLSearchParams is not iterable in the DOM lib core types against). */
function queryOf(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  params.forEach((value, key) => {
    query[key] = value;
  });
  return query;
}

describe('project variants (spec §1)', () => {
  it('are Madrid and its metro, commuter rail, bus and transport-card balance apps, Barcelona, Bilbao and New York', () => {
    expect(PROJECT_IDS).toEqual([
      'madrid',
      'madrid-metro',
      'madrid-cercanias',
      'madrid-bus',
      'madrid-card',
      'barcelona',
      'bilbao',
      'new-york',
    ]);
    expect(PROJECTS.map((project) => project.projectId)).toEqual(PROJECT_IDS);
  });

  it.each(PROJECTS.map((project) => [project.projectId, project] as const))(
    'gives %s a projectId, websiteUrl, universalUrl, name and androidPackageName that validate',
    (_, project) => {
      expect(projectDescriptorSchema.parse(project)).toEqual(project);
    },
  );

  it.each(PROJECTS.map((project) => [project.projectId, project] as const))(
    'gives %s an Android store link with an acquisition-source tag and country code ES',
    (_, project) => {
      const url = new URL(project.androidStoreUrl);
      expect(url.hostname).toBe('play.google.com');
      expect(url.searchParams.get('id')).toBe(project.androidPackageName);
      expect(url.searchParams.get('referrer')).toBe(`utm_source=${ACQUISITION_SOURCE}`);
      expect(url.searchParams.get('gl')).toBe('ES');
    },
  );

  it('leaves the optional Huawei and iOS store links absent rather than made up', () => {
    for (const project of PROJECTS) {
      expect(project).not.toHaveProperty('huaweiStoreUrl');
      expect(project).not.toHaveProperty('iosStoreUrl');
    }
  });

  it('flags only the New York variant shouldShow (shown by default)', () => {
    expect(PROJECTS.filter((project) => project.shouldShow).map((project) => project.projectId)).toEqual([
      'new-york',
    ]);
  });

  it('gives every variant distinct web addresses and package names', () => {
    for (const key of ['websiteUrl', 'universalUrl', 'androidPackageName', 'name'] as const) {
      expect(new Set(PROJECTS.map((project) => project[key])).size).toBe(PROJECTS.length);
    }
  });
});

describe('androidStoreUrl', () => {
  it('carries the package, an acquisition-source tag and country code ES', () => {
    expect(STORE_COUNTRY).toBe('ES');
    const url = new URL(androidStoreUrl('es.transitapp.madrid', 'about_page'));
    expect(url.origin + url.pathname).toBe('https://play.google.com/store/apps/details');
    expect(queryOf(url.searchParams)).toEqual({
      id: 'es.transitapp.madrid',
      referrer: 'utm_source=about_page',
      gl: 'ES',
    });
  });
});

describe('getProject', () => {
  it('gives the descriptor of a variant', () => {
    expect(getProject('bilbao').projectId).toBe('bilbao');
    expect(getProject('new-york').shouldShow).toBe(true);
  });

  it.each(['x', '', 'Madrid', 'new_york'])(
    'throws "Cannot find project with \'%s\' id." for an unknown id',
    (id) => {
      let thrown: unknown;
      try {
        getProject(id);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ProjectError);
      expect(thrown).toBeInstanceOf(ProductError);
      expect((thrown as ProjectError).code).toBe('PROJECT_NOT_FOUND');
      expect((thrown as ProjectError).message).toBe(`Cannot find project with '${id}' id.`);
    },
  );

  it('throws "Cannot find project with \'x\' id."', () => {
    expect(() => getProject('x')).toThrow("Cannot find project with 'x' id.");
  });
});

describe('projectDescriptorSchema', () => {
  const madrid = getProject('madrid');

  it('accepts optional https Huawei and iOS store links', () => {
    const withStores = {
      ...madrid,
      huaweiStoreUrl: 'https://appgallery.huawei.com/app/C100',
      iosStoreUrl: 'https://apps.apple.com/es/app/id1',
    };
    expect(projectDescriptorSchema.parse(withStores)).toEqual(withStores);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown projectId', { projectId: 'paris' }],
    ['an empty name', { name: '' }],
    ['an http websiteUrl', { websiteUrl: 'http://madrid.transit-app.es' }],
    ['a universalUrl that is not a URL', { universalUrl: 'madrid app' }],
    ['a package name with capitals', { androidPackageName: 'Es.Transit.Madrid' }],
    ['a package name with one segment', { androidPackageName: 'madrid' }],
    [
      'a store link without the acquisition-source tag',
      { androidStoreUrl: 'https://play.google.com/store/apps/details?id=a.b&gl=ES' },
    ],
    [
      'a store link without country code ES',
      { androidStoreUrl: 'https://play.google.com/store/apps/details?id=a.b&referrer=x&gl=FR' },
    ],
    ['an http iOS store link', { iosStoreUrl: 'http://apps.apple.com/es/app/id1' }],
    ['a shouldShow that is not a boolean', { shouldShow: 'yes' }],
    ['an unknown key', { extra: 1 }],
  ])('refuses %s', (_, change) => {
    expect(projectDescriptorSchema.safeParse({ ...madrid, ...change }).success).toBe(false);
  });

  it('explains a store link without tag or country', () => {
    const result = projectDescriptorSchema.safeParse({
      ...madrid,
      androidStoreUrl: 'https://play.google.com/store/apps/details?id=a.b',
    });
    expect(result.error?.issues[0]?.message).toBe(
      'the Android store link must carry an acquisition-source tag (referrer) and country code ES (gl=ES)',
    );
  });
});

describe('the install-app button (spec §2: shown when an upgrade to the app is possible)', () => {
  const ANDROID_UA =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  const IPHONE_UA =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  const MAC_UA =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
  const LINUX_UA =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

  it('tells Android and iOS browsers (an iPad says Macintosh but has touch) from the rest', () => {
    expect(mobilePlatformOf({ userAgent: ANDROID_UA })).toBe('android');
    expect(mobilePlatformOf({ userAgent: IPHONE_UA })).toBe('ios');
    expect(mobilePlatformOf({ userAgent: MAC_UA, maxTouchPoints: 5 })).toBe('ios');
    expect(mobilePlatformOf({ userAgent: MAC_UA, maxTouchPoints: 0 })).toBeUndefined();
    expect(mobilePlatformOf({ userAgent: LINUX_UA })).toBeUndefined();
  });

  it("leads a phone's web client to the variant's store listing for that phone", () => {
    const madrid = getProject('madrid');
    expect(appInstallUrl(madrid, 'web', 'android')).toBe(madrid.androidStoreUrl);
    const withIos = { ...madrid, iosStoreUrl: 'https://apps.apple.com/es/app/id1' };
    expect(appInstallUrl(withIos, 'web', 'ios')).toBe('https://apps.apple.com/es/app/id1');
  });

  it('is not offered inside the apps, on a desktop, or without a listing for the platform', () => {
    const madrid = { ...getProject('madrid'), iosStoreUrl: undefined };
    expect(appInstallUrl(madrid, 'android', 'android')).toBeUndefined();
    expect(appInstallUrl(madrid, 'ios', 'ios')).toBeUndefined();
    expect(appInstallUrl(madrid, 'web', undefined)).toBeUndefined();
    expect(appInstallUrl(madrid, 'web', 'ios')).toBeUndefined();
  });
});
