import { err, ok, type Result } from '@transit/core';
import type { BaseMessageId } from '@transit/i18n';
import { z } from 'zod';
import { AdConfigError } from './adNetwork';

/** The house ad's texts: base-catalog messages, since the slot shows on the first screen. */
export const HOUSE_AD_MESSAGES = {
  title: 'ads.house.title',
  action: 'ads.house.action',
} as const satisfies Record<string, BaseMessageId>;

export interface HouseAdOptions {
  /** Where the ad leads: the premium catalogue's path (`buildRoute('premiumPlans')`, /ajustes/planes-premium). */
  readonly href: string;
  /**
   * Opens `href` inside the app (the router's navigate) and says whether it did; without it, or when it did not, the
   * link loads the page as any link does.
   */
  readonly navigate?: ((href: string) => boolean) | undefined;
}

const houseAdSwitchSchema = z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).optional();

/**
 * Whether the build shows the house ad when it configures no ad network (VITE_HOUSE_AD, see .env.example): on unless
 * set to 'off'. Any other value is a coded error (the caller reports it and shows no house ad: whoever set the switch
 * meant to change the default).
 */
export function isHouseAdOnFromEnv(env: Readonly<Record<string, unknown>>): Result<boolean, AdConfigError> {
  const value = env['VITE_HOUSE_AD'];
  const parsed = houseAdSwitchSchema.safeParse(value === '' ? undefined : value);
  if (!parsed.success) {
    return err(
      new AdConfigError(`Invalid ad settings: VITE_HOUSE_AD ${parsed.error.issues[0]?.message ?? ''}`),
    );
  }
  return ok(parsed.data !== 'off');
}
