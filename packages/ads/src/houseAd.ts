import { err, ok, type Result } from '@transit/core';
import type { BaseMessageId } from '@transit/i18n';
import { z } from 'zod';
import { AdConfigError, type AdNetwork } from './adNetwork';

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

/**
 * Our own ad, the bottom slot's default when the build configures no ad network: it promotes premium (an ad-free app)
 * and links to its catalogue. Drawn from the app's own code and messages with no network request at all (no script,
 * image, font or frame), so it works offline.
 */
export function createHouseAdNetwork(options: HouseAdOptions, doc: Document = document): AdNetwork {
  return {
    id: 'house',
    messageIds: [HOUSE_AD_MESSAGES.title, HOUSE_AD_MESSAGES.action],
    mount(container, { message }) {
      const link = doc.createElement('a');
      link.href = options.href;
      // Property by property: the page's Content-Security-Policy blocks a style attribute and cssText, not these.
      Object.assign(link.style, {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        blockSize: '100%',
        color: 'var(--ui-color-text)',
        textDecoration: 'none',
        textAlign: 'center',
      } satisfies Partial<CSSStyleDeclaration>);
      const title = doc.createElement('strong');
      title.textContent = message(HOUSE_AD_MESSAGES.title);
      const action = doc.createElement('span');
      action.textContent = message(HOUSE_AD_MESSAGES.action);
      action.style.color = 'var(--ui-color-accent)';
      action.style.textDecoration = 'underline';
      // The space keeps the two texts apart in the link's accessible name; the flex layout does not draw it.
      link.append(title, ' ', action);
      link.addEventListener('click', (event) => {
        // A click meant for a new tab or window, or one a handler above has taken, stays the browser's.
        const isPlain =
          event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        if (isPlain && !event.defaultPrevented && options.navigate?.(options.href)) event.preventDefault();
      });
      container.append(link);
      return () => link.remove();
    },
  };
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
