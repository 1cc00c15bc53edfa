/*
 * Google Analytics 4 as the analytics service. Loaded on its own after the first screen has settled (mountApp), and
 * only when the build sets an analytics id: never part of the first download.
 */
import { type ClientType, PARSE_ONCE, ProductError } from '@transit/core';
import { z } from 'zod';
import { ANALYTICS_ID_VARIABLES, type AnalyticsParams, type AnalyticsPort } from './analytics';

/** Google's tag (gtag.js), loaded once per page with the measurement id as `id`. */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

export type AnalyticsConfigErrorCode = 'ANALYTICS_CONFIG_INVALID' | 'ANALYTICS_ID_MISSING';

export class AnalyticsConfigError extends ProductError<AnalyticsConfigErrorCode> {
  constructor(code: AnalyticsConfigErrorCode, message: string) {
    super(code, message);
    this.name = 'AnalyticsConfigError';
  }
}

const measurementId = z
  .string()
  .regex(/^G-[A-Z0-9]{4,20}$/, "must be a GA4 measurement id, 'G-' and the stream's letters and digits")
  .optional();

const analyticsEnvSchema = z.object({
  [ANALYTICS_ID_VARIABLES.web]: measurementId,
  [ANALYTICS_ID_VARIABLES.android]: measurementId,
  [ANALYTICS_ID_VARIABLES.ios]: measurementId,
});

export interface GoogleAnalyticsConfig {
  /** The GA4 data stream's measurement id, 'G-…', of the running client type. */
  readonly measurementId: string;
}

/**
 * Reads the analytics of a client type from the build's environment (.env.example): none when no id is set, Google
 * Analytics with the client type's id otherwise.
 * @throws AnalyticsConfigError ANALYTICS_CONFIG_INVALID for a malformed id, and ANALYTICS_ID_MISSING when analytics
 *   is configured but not for the running client type (spec §5: a missing analytics id for a client type throws).
 */
export function googleAnalyticsConfigFromEnv(
  env: Readonly<Record<string, unknown>>,
  clientType: ClientType,
): GoogleAnalyticsConfig | undefined {
  // An empty value (as .env.example leaves them) is no value.
  const given = Object.fromEntries(
    Object.values(ANALYTICS_ID_VARIABLES).map((name) => [name, env[name] === '' ? undefined : env[name]]),
  );
  const parsed = analyticsEnvSchema.safeParse(given, PARSE_ONCE);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new AnalyticsConfigError(
      'ANALYTICS_CONFIG_INVALID',
      `Invalid analytics settings: ${issues.join('; ')}`,
    );
  }
  const ids: Readonly<Record<string, string | undefined>> = parsed.data;
  if (Object.values(ids).every((id) => id === undefined)) return undefined;
  const variable = ANALYTICS_ID_VARIABLES[clientType];
  const id = ids[variable];
  if (id === undefined) {
    throw new AnalyticsConfigError(
      'ANALYTICS_ID_MISSING',
      `Missing analytics id for the ${clientType} client: set ${variable}`,
    );
  }
  return { measurementId: id };
}

/** GA4's longest event name and parameter value (longer ones are not logged). */
const GA_EVENT_NAME_MAX_LENGTH = 40;
const GA_PARAM_VALUE_MAX_LENGTH = 100;

/**
 * An event's name as GA4 takes it: letters, digits and underscores, starting with a letter, at most 40 characters.
 * The product's names stay the spec's ('contactModal:copyToClipboard' is sent as 'contactModal_copyToClipboard').
 */
export function gaEventName(event: string): string {
  const name = event.replace(/[^A-Za-z0-9_]/g, '_');
  return (/^[A-Za-z]/.test(name) ? name : `e_${name}`).slice(0, GA_EVENT_NAME_MAX_LENGTH);
}

function gaParams(params: AnalyticsParams): AnalyticsParams {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.slice(0, GA_PARAM_VALUE_MAX_LENGTH) : value,
    ]),
  );
}

interface GtagWindow {
  dataLayer?: unknown[];
}

/**
 * Google Analytics 4 through Google's tag: its command queue (dataLayer) is set up and the script added to the page
 * once; each tracked event is a GA4 event. The page view of the start is sent by the tag's config.
 */
export function createGoogleAnalytics(
  config: GoogleAnalyticsConfig,
  doc: Document = document,
): AnalyticsPort {
  const view = doc.defaultView as (Window & GtagWindow) | null;
  const dataLayer: unknown[] = view ? (view.dataLayer ??= []) : [];
  function gtag(..._command: unknown[]): void {
    // Google's tag reads each command as the `arguments` object its own snippet pushes; it ignores an array.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', config.measurementId);
  if (!doc.querySelector(`script[src^="${GTAG_SCRIPT_URL}"]`)) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(config.measurementId)}`;
    doc.head.append(script);
  }
  return {
    track: (event, params) =>
      params === undefined
        ? gtag('event', gaEventName(event))
        : gtag('event', gaEventName(event), gaParams(params)),
  };
}

/**
 * Google Analytics for the running client type as the build configures it, or none.
 * @throws AnalyticsConfigError as googleAnalyticsConfigFromEnv
 */
export function googleAnalyticsFromEnv(
  env: Readonly<Record<string, unknown>>,
  clientType: ClientType,
  doc: Document = document,
): AnalyticsPort | undefined {
  const config = googleAnalyticsConfigFromEnv(env, clientType);
  return config && createGoogleAnalytics(config, doc);
}
