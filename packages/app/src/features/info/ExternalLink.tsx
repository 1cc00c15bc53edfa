import { useMessage } from '@transit/i18n/react';
import { VisuallyHidden } from '@transit/ui';
import type { ReactNode } from 'react';
import styles from './info.module.css';

/**
 * A link to another organisation's site. It opens in a new tab (the rider keeps their place in the app) without
 * giving that page a handle on this one (noopener) or our address (noreferrer). Screen readers hear that it is
 * an external site opening in a new tab; sighted riders see the arrow-out-of-box glyph.
 */
export function ExternalLink(props: { readonly href: `https://${string}`; readonly children: ReactNode }) {
  const message = useMessage();
  return (
    <a className={styles['externalLink']} href={props.href} target="_blank" rel="noopener noreferrer">
      <span className={styles['externalText']}>{props.children}</span>{' '}
      <VisuallyHidden>{message('info.externalLink.hint')}</VisuallyHidden>
      <svg
        className={styles['externalIcon']}
        width="16"
        height="16"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
    </a>
  );
}
