import { z } from 'zod';
import { ProductError } from './errors';

/** The product's variants (spec §1): the Madrid flagship and its sibling apps. */
export const PROJECT_IDS = [
  'madrid',
  'madrid-metro',
  'madrid-cercanias',
  'madrid-bus',
  'madrid-card',
  'barcelona',
  'bilbao',
  'new-york',
] as const;
export type ProjectId = (typeof PROJECT_IDS)[number];

/** A variant's identity and store presence (spec §1). */
export interface ProjectDescriptor {
  readonly projectId: ProjectId;
  readonly name: string;
  readonly websiteUrl: string;
  /** The universal (deep) link domain the apps open. */
  readonly universalUrl: string;
  readonly androidPackageName: string;
  /** Google Play link carrying an acquisition-source tag, with country code ES. */
  readonly androidStoreUrl: string;
  readonly huaweiStoreUrl?: string;
  readonly iosStoreUrl?: string;
  /** Shown by default in cross-promotion lists (only New York, spec §1). */
  readonly shouldShow: boolean;
}

/** Store country code of every Android store link (spec §1). */
export const STORE_COUNTRY = 'ES';
/** The acquisition-source tag our own links carry, so installs from the product are told apart. */
export const ACQUISITION_SOURCE = 'transit_cross_promo';

/**
 * A Google Play link with the acquisition-source tag (an install referrer) and the store country (spec §1).
 * @param acquisitionSource where the link is shown, for the install referrer
 */
export function androidStoreUrl(packageName: string, acquisitionSource: string = ACQUISITION_SOURCE): string {
  const url = new URL('https://play.google.com/store/apps/details');
  url.searchParams.set('id', packageName);
  url.searchParams.set('referrer', `utm_source=${acquisitionSource}`);
  url.searchParams.set('gl', STORE_COUNTRY);
  return url.toString();
}

const project = (
  projectId: ProjectId,
  name: string,
  subdomain: string,
  androidPackageName: string,
  shouldShow = false,
): ProjectDescriptor => ({
  projectId,
  name,
  websiteUrl: `https://${subdomain}.transit-app.es`,
  universalUrl: `https://${subdomain}.transit-app.es/app`,
  androidPackageName,
  androidStoreUrl: androidStoreUrl(androidPackageName),
  shouldShow,
});

/**
 * Every variant's descriptor. The web addresses and package names are this product's own; no variant has Huawei or
 * iOS store listings yet, so those optional links are absent rather than made up.
 */
export const PROJECTS: readonly ProjectDescriptor[] = Object.freeze([
  project('madrid', 'Transporte Madrid', 'madrid', 'es.transitapp.madrid'),
  project('madrid-metro', 'Metro de Madrid', 'metro-madrid', 'es.transitapp.madrid.metro'),
  project('madrid-cercanias', 'Cercanías Madrid', 'cercanias-madrid', 'es.transitapp.madrid.cercanias'),
  project('madrid-bus', 'Bus Madrid', 'bus-madrid', 'es.transitapp.madrid.bus'),
  project('madrid-card', 'Saldo Abono Transporte', 'abono-madrid', 'es.transitapp.madrid.card'),
  project('barcelona', 'Transport Barcelona', 'barcelona', 'es.transitapp.barcelona'),
  project('bilbao', 'Transporte Bilbao', 'bilbao', 'es.transitapp.bilbao'),
  project('new-york', 'New York Transit', 'new-york', 'es.transitapp.newyork', true),
]);

export class ProjectError extends ProductError<'PROJECT_NOT_FOUND'> {
  override readonly name = 'ProjectError';
}

/** The descriptor of a variant; an id not in the list throws "Cannot find project with '{id}' id." (spec §1). */
export function getProject(id: string): ProjectDescriptor {
  const found = PROJECTS.find((candidate) => candidate.projectId === id);
  if (!found) throw new ProjectError('PROJECT_NOT_FOUND', `Cannot find project with '${id}' id.`);
  return found;
}

const httpsUrl = z.url({ protocol: /^https$/ });

export const projectDescriptorSchema = z.strictObject({
  projectId: z.enum(PROJECT_IDS),
  name: z.string().min(1),
  websiteUrl: httpsUrl,
  universalUrl: httpsUrl,
  androidPackageName: z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/),
  androidStoreUrl: httpsUrl.refine((url) => {
    const parsed = new URL(url);
    return parsed.searchParams.has('referrer') && parsed.searchParams.get('gl') === STORE_COUNTRY;
  }, 'the Android store link must carry an acquisition-source tag (referrer) and country code ES (gl=ES)'),
  huaweiStoreUrl: httpsUrl.optional(),
  iosStoreUrl: httpsUrl.optional(),
  shouldShow: z.boolean(),
});

/** The phone platforms the apps exist for. */
export type MobilePlatform = 'android' | 'ios';

/**
 * The phone platform a browser runs on, read from its user agent: Android, or iOS (iPhone, iPod, and iPad, which
 * since iPadOS 13 says "Macintosh" but has a touch screen); undefined for anything else.
 */
export function mobilePlatformOf(browser: {
  readonly userAgent: string;
  readonly maxTouchPoints?: number;
}): MobilePlatform | undefined {
  if (/\bAndroid\b/i.test(browser.userAgent)) return 'android';
  if (/\b(iPhone|iPad|iPod)\b/.test(browser.userAgent)) return 'ios';
  if (/\bMacintosh\b/.test(browser.userAgent) && (browser.maxTouchPoints ?? 0) > 1) return 'ios';
  return undefined;
}

/**
 * Where the install-app button leads (spec §2: it shows when an upgrade to the app is possible): the variant's store
 * listing for the phone the web client runs on. Undefined inside the apps, on a desktop browser, and where the
 * variant has no listing for that platform.
 */
export function appInstallUrl(
  project: Pick<ProjectDescriptor, 'androidStoreUrl' | 'iosStoreUrl'>,
  clientType: 'web' | 'android' | 'ios',
  platform: MobilePlatform | undefined,
): string | undefined {
  if (clientType !== 'web') return undefined;
  if (platform === 'android') return project.androidStoreUrl;
  if (platform === 'ios') return project.iosStoreUrl;
  return undefined;
}
