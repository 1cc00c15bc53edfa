import type { AdNetwork } from './adNetwork';
import { HOUSE_AD_MESSAGES, type HouseAdOptions } from './houseAdConfig';

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
