import type { MessageId } from '@transit/i18n';
import { ErrorState } from '@transit/ui';
import { useEffect, useRef } from 'react';
import type { AuthError } from '../../platform';
import { AUTH_ERROR_MESSAGES } from './authMessages';

/**
 * Why signing in or out failed, as an alert that takes the focus when it appears (so a keyboard or screen-reader
 * user lands on it), with Retry when there is something to retry. The error's code waits under "Detalles técnicos".
 */
export function AuthFailure(props: {
  readonly error?: AuthError | undefined;
  /** The message shown; the error's own by default. */
  readonly message?: MessageId;
  readonly onRetry?: (() => void) | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const message =
    props.message ?? (props.error ? AUTH_ERROR_MESSAGES[props.error.code] : 'account.error.unexpected');
  return (
    <div ref={ref} tabIndex={-1}>
      <ErrorState message={message} technicalDetails={props.error?.toString()} onRetry={props.onRetry} />
    </div>
  );
}
