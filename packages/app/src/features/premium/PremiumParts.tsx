import { buildRoute } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message } from '@transit/i18n/react';
import { ErrorState } from '@transit/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { AuthState } from '../../platform';
import styles from './premium.module.css';
import { technicalDetailsOf } from './premiumFailures';

/** A line that says what the page waits for, as a status a screen reader says. */
export function BusyStatus(props: { readonly label: MessageId }) {
  return (
    <p role="status" className={styles['muted']}>
      <Message id={props.label} />
    </p>
  );
}

/** The city sells no premium (spec §5: the premium manager throws that it is not enabled): said, with a way back. */
export function PremiumNotEnabled() {
  return (
    <>
      <p role="status" className={styles['text']}>
        <Message id="premium.notEnabled" />
      </p>
      <Link className={styles['link']} to={buildRoute('settings')}>
        <Message id="premium.backToSettings" />
      </Link>
    </>
  );
}

/** The failures the rider mends on the account page: a session to sign in again, another account to sign in with. */
const ACCOUNT_FAILURES: ReadonlySet<MessageId> = new Set<MessageId>([
  'premium.error.session',
  'premium.buy.error.anotherAccount',
]);

/**
 * A failure as an alert that takes the focus when it appears (so a keyboard or screen-reader user lands on it), with
 * Retry when there is something to retry, and the way to the account page when the account is what to mend; the error's
 * 'code | message' waits under "Detalles técnicos".
 */
export function FocusedFailure(props: {
  readonly message: MessageId;
  readonly error: unknown;
  readonly onRetry?: (() => void) | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <div ref={ref} tabIndex={-1}>
        <ErrorState
          message={props.message}
          technicalDetails={technicalDetailsOf(props.error)}
          onRetry={props.onRetry}
        />
      </div>
      {ACCOUNT_FAILURES.has(props.message) && (
        // Signed in already: no redirect back, which would leave the account page before the rider changes account.
        <Link className={styles['link']} to={buildRoute('account')}>
          <Message id="premium.goToAccount" />
        </Link>
      )}
    </>
  );
}

/**
 * What only a signed-in rider sees (their premium, a purchase, which the server ties to their account): while the
 * session is restored, that it is being checked; signed out, why to sign in and a link to the account page that comes
 * back here afterwards; where the server has sign-in off, that accounts (and so premium) are not available here.
 */
export function SignedInOnly(props: {
  readonly state: AuthState;
  /** Why this page needs the rider signed in. */
  readonly signInReason: MessageId;
  readonly children: (userId: string) => ReactNode;
}) {
  const { pathname } = useLocation();
  switch (props.state.status) {
    case 'loading':
      return <BusyStatus label="premium.checkingSession" />;
    case 'unavailable':
      return (
        <p role="status" className={styles['text']}>
          <Message id="premium.accountsUnavailable" />
        </p>
      );
    case 'signedOut':
      return (
        <>
          <p role="status" className={styles['text']}>
            <Message id={props.signInReason} />
          </p>
          <Link
            className={styles['primaryLink']}
            to={buildRoute('account', undefined, { postLoginRedirectUrl: pathname })}
          >
            <Message id="premium.signIn" />
          </Link>
        </>
      );
    case 'signedIn':
      return props.children(props.state.userId);
  }
}
