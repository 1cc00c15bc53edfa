import { err, ok, PARSE_ONCE, ProductError, type Result } from '@transit/core';
import type { BaseMessageId } from '@transit/i18n';
import { z } from 'zod';

/** What the slot gives an ad as it mounts it. */
export interface AdMountContext {
  /** The text of a message of the base catalog in the locale the app shows. */
  readonly message: (id: BaseMessageId) => string;
}

/**
 * An ad network the bottom slot can show (spec §7: an ads script is loaded from an ad network), or our own house ad.
 * The product works with none: without one, no slot is drawn.
 */
export interface AdNetwork {
  /** Names the network in logs and tests, e.g. 'adsense', 'house'. */
  readonly id: string;
  /**
   * The messages the ad draws itself (a house ad's texts): the slot mounts the ad again when their text changes (the
   * rider picks another language). Base-catalog ids only: the slot is on the first screen.
   */
  readonly messageIds?: readonly BaseMessageId[];
  /**
   * Fills `container` with one ad and returns what removes it. Called again for each remount of the ad block
   * (every 40 s, spec §9).
   */
  mount(container: HTMLElement, context: AdMountContext): () => void;
}

export class AdConfigError extends ProductError<'AD_CONFIG_INVALID'> {
  constructor(message: string) {
    super('AD_CONFIG_INVALID', message);
    this.name = 'AdConfigError';
  }
}

/** Google AdSense's script, loaded once per page when the first ad mounts. */
export const ADSENSE_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

const adSenseEnvSchema = z.object({
  VITE_ADSENSE_CLIENT: z
    .string()
    .regex(/^ca-pub-\d{10,20}$/, "must look like 'ca-pub-' and the publisher's digits")
    .optional(),
  VITE_ADSENSE_BOTTOM_SLOT: z
    .string()
    .regex(/^\d{6,20}$/, 'must be the ad unit’s digits')
    .optional(),
});

export interface AdSenseConfig {
  /** The publisher id, 'ca-pub-…'. */
  readonly clientId: string;
  /** The ad unit of the bottom slot. */
  readonly bottomSlotId: string;
}

/**
 * Reads the ad network from the build's environment (.env.example lists the variables): none when nothing is set,
 * AdSense when both its variables are, and a coded error when they are malformed or only one is set.
 */
export function adSenseConfigFromEnv(
  env: Readonly<Record<string, unknown>>,
): Result<AdSenseConfig | undefined, AdConfigError> {
  // An empty value (as .env.example leaves them) is no value.
  const given = (key: string) => (env[key] === '' ? undefined : env[key]);
  const parsed = adSenseEnvSchema.safeParse(
    {
      VITE_ADSENSE_CLIENT: given('VITE_ADSENSE_CLIENT'),
      VITE_ADSENSE_BOTTOM_SLOT: given('VITE_ADSENSE_BOTTOM_SLOT'),
    },
    PARSE_ONCE,
  );
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    return err(new AdConfigError(`Invalid ad settings: ${issues.join('; ')}`));
  }
  const { VITE_ADSENSE_CLIENT: clientId, VITE_ADSENSE_BOTTOM_SLOT: bottomSlotId } = parsed.data;
  if (clientId === undefined && bottomSlotId === undefined) return ok(undefined);
  if (clientId === undefined || bottomSlotId === undefined) {
    return err(
      new AdConfigError('Invalid ad settings: set both VITE_ADSENSE_CLIENT and VITE_ADSENSE_BOTTOM_SLOT'),
    );
  }
  return ok({ clientId, bottomSlotId });
}

/**
 * An ad network whose code loads when its first ad mounts (a dynamic import): the first download carries only this
 * stub. The slot keeps its 80 px meanwhile, so nothing moves when the ad draws; a mount removed before the code has
 * arrived draws nothing. A load that fails (offline, say) leaves the slot empty.
 */
export function lazyAdNetwork(
  id: string,
  messageIds: readonly BaseMessageId[],
  load: () => Promise<AdNetwork>,
): AdNetwork {
  let loaded: Promise<AdNetwork> | undefined;
  return {
    id,
    messageIds,
    mount(container, context) {
      let isRemoved = false;
      let remove: (() => void) | undefined;
      loaded ??= load();
      loaded.then(
        (network) => {
          if (!isRemoved) remove = network.mount(container, context);
        },
        (cause: unknown) => {
          // The next mount tries again.
          loaded = undefined;
          console.warn(`The ${id} ad could not load: ${String(cause)}`);
        },
      );
      return () => {
        isRemoved = true;
        remove?.();
      };
    },
  };
}
