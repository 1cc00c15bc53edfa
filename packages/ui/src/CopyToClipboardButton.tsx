import { COPY_SUCCESS_DURATION_MS } from '@transit/core';
import { useMessage } from '@transit/i18n/react';
import { useEffect, useState } from 'react';
import buttonStyles from './Button.module.css';
import { cx } from './cx';
import { Icon } from './icons/Icon';

export interface CopyToClipboardButtonProps {
  /** What lands on the clipboard. */
  readonly text: string;
  /** After a successful copy: the app sends its analytics event from here (spec §2, contactModal:copyToClipboard). */
  readonly onCopy?: () => void;
  /** When the browser refuses (no permission, insecure page); the label stays "Copiar". */
  readonly onError?: (error: unknown) => void;
  readonly variant?: 'primary' | 'secondary';
}

/**
 * Copies a text with navigator.clipboard and, for 2 s after a copy, shows a tick and "Copiado" (spec §2,
 * common_copy_clipboard_success) before reverting to "Copiar". The label change is announced (aria-live).
 */
export function CopyToClipboardButton(props: CopyToClipboardButtonProps) {
  const message = useMessage();
  // A new number per copy, so a second copy inside the 2 s restarts the timer instead of being cut short by the first.
  const [copyNumber, setCopyNumber] = useState<number | null>(null);
  const isCopied = copyNumber !== null;

  useEffect(() => {
    if (copyNumber === null) return;
    const timer = setTimeout(() => setCopyNumber(null), COPY_SUCCESS_DURATION_MS);
    return () => clearTimeout(timer);
  }, [copyNumber]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.text);
    } catch (error) {
      props.onError?.(error);
      return;
    }
    setCopyNumber((number) => (number ?? 0) + 1);
    props.onCopy?.();
  };

  return (
    <button
      type="button"
      className={cx(buttonStyles['button'], buttonStyles[props.variant ?? 'primary'])}
      onClick={() => void copy()}
    >
      <Icon name={isCopied ? 'tick' : 'copy'} sizePx={20} />
      <span aria-live="polite">
        {message(isCopied ? 'common_copy_clipboard_success' : 'common_copy_clipboard')}
      </span>
    </button>
  );
}
