import { buildRoute } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, Modal, toast } from '@transit/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppServices } from '../../common/appServices';
import { Screen } from '../../common/Screen';
import { useHistoryModal } from '../../common/useHistoryModal';
import type { AuthError, AuthState } from '../../platform';
import styles from './account.module.css';
import { AccountsUnavailable, BusyStatus } from './BusyStatus';
import { AuthFailure } from './AuthFailure';
import { usePostLoginRedirect, useStartedAuth } from './useAccount';

/** What the rider asked for last, and how it ended when it failed (shown with a Retry that asks again). */
type Attempt =
  | { readonly status: 'idle' }
  | { readonly status: 'busy'; readonly action: 'signIn' | 'signOut' }
  | { readonly status: 'failed'; readonly error: AuthError; readonly retry: () => void };

const IDLE: Attempt = { status: 'idle' };

/** A line that says where the account stands, moved into focus when it changes after the rider acted. */
function AccountStatus(props: { readonly state: AuthState; readonly shouldFocus: boolean }) {
  const message = useMessage();
  const ref = useRef<HTMLParagraphElement>(null);
  const { state, shouldFocus } = props;
  const shown = useRef(state.status);
  useEffect(() => {
    if (shown.current === state.status) return;
    shown.current = state.status;
    if (shouldFocus) ref.current?.focus();
  }, [shouldFocus, state.status]);
  const name =
    state.status === 'signedIn'
      ? (state.displayName ?? state.email ?? message('account.unnamed'))
      : undefined;
  return (
    <p ref={ref} tabIndex={-1} role="status" className={styles['text']}>
      {name === undefined ? (
        <Message id="account.signedOutStatus" />
      ) : (
        <Message id="account.signedInStatus" values={{ name }} />
      )}
    </p>
  );
}

/**
 * /ajustes/cuenta (spec §2, §4 Sign-in, §6): signing in is optional and exists for cloud sync. Signed out, a Google
 * sign-in button and a link to sign in with a pasted code; signed in, who the rider is and "Cerrar sesión", which
 * asks first, then shows "Sesión cerrada". Where the server has sign-in off, it says accounts are not available
 * here. After signing in it goes to postLoginRedirectUrl when that is a page of this app.
 */
export function AccountPage() {
  const message = useMessage();
  const { auth } = useAppServices();
  const state = useStartedAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = usePostLoginRedirect();
  const confirm = useHistoryModal('sign-out');
  const [attempt, setAttempt] = useState<Attempt>(IDLE);
  /** Whether the rider has acted on this page: only then does a change of state take the focus. */
  const [hasActed, setHasActed] = useState(false);

  useEffect(() => {
    if (state.status === 'signedIn' && redirectTo !== undefined) void navigate(redirectTo, { replace: true });
  }, [state.status, redirectTo, navigate]);

  const signIn = () => {
    setHasActed(true);
    setAttempt({ status: 'busy', action: 'signIn' });
    void auth.signInWithGoogle().then((result) => {
      if (!result.ok) setAttempt({ status: 'failed', error: result.error, retry: signIn });
      // Signed in, the state says so; redirecting, the page is leaving and stays busy until it has.
      else if (result.value.status === 'signedIn') setAttempt(IDLE);
    });
  };

  const signOut = () => {
    setHasActed(true);
    setAttempt({ status: 'busy', action: 'signOut' });
    void auth.signOut().then((result) => {
      if (result.ok) {
        setAttempt(IDLE);
        toast.success('account.signedOut');
      } else {
        setAttempt({ status: 'failed', error: result.error, retry: signOut });
      }
    });
  };

  const isBusy = attempt.status === 'busy';
  const reason = state.status === 'signedOut' ? state.reason : undefined;
  // The rider's own attempt's failure first; else why the provider signed them out or could not load.
  const failure =
    attempt.status === 'failed' ? (
      <AuthFailure key="attempt" error={attempt.error} onRetry={attempt.retry} />
    ) : reason && !isBusy ? (
      <AuthFailure
        key={reason.code}
        error={reason}
        // Not loaded: load again; anything else (a redirect that did not finish, a session that ended): sign in.
        onRetry={reason.code === 'AUTH_NETWORK' ? () => auth.start() : signIn}
      />
    ) : null;

  let content;
  switch (state.status) {
    case 'loading':
      content = <BusyStatus label="account.loading" />;
      break;
    case 'unavailable':
      content = <AccountsUnavailable />;
      break;
    case 'signedOut': {
      const isSigningIn = isBusy && attempt.action === 'signIn';
      content = (
        <>
          <AccountStatus state={state} shouldFocus={hasActed} />
          <p className={styles['muted']}>
            <Message id="account.intro" />
          </p>
          {failure}
          <div className={styles['actions']}>
            <button
              type="button"
              className={styles['primary']}
              onClick={signIn}
              disabled={isBusy}
              aria-busy={isSigningIn}
            >
              <Message id={isSigningIn ? 'account.signingIn' : 'account.signInWithGoogle'} />
            </button>
            <Link
              className={styles['link']}
              to={buildRoute('manualTokenSignIn', undefined, {
                postLoginRedirectUrl: params.get('postLoginRedirectUrl') ?? undefined,
              })}
            >
              <Message id="account.signInWithCode" />
            </Link>
          </div>
        </>
      );
      break;
    }
    case 'signedIn': {
      const isSigningOut = isBusy && attempt.action === 'signOut';
      content = (
        <>
          <AccountStatus state={state} shouldFocus={hasActed} />
          <dl className={styles['rider']}>
            {state.displayName === null ? null : (
              <>
                <dt>
                  <Message id="account.name" />
                </dt>
                <dd>{state.displayName}</dd>
              </>
            )}
            {state.email === null ? null : (
              <>
                <dt>
                  <Message id="account.email" />
                </dt>
                <dd>{state.email}</dd>
              </>
            )}
          </dl>
          {failure}
          <div className={styles['actions']}>
            <button
              type="button"
              className={styles['danger']}
              onClick={confirm.open}
              disabled={isBusy}
              aria-busy={isSigningOut}
            >
              <Message id={isSigningOut ? 'account.signingOut' : 'account.signOut'} />
            </button>
          </div>
          <Modal
            isOpen={confirm.isOpen}
            onClose={confirm.close}
            size="small"
            title={message('account.signOut.confirmTitle')}
          >
            <p className={styles['text']}>
              <Message id="account.signOut.confirmText" />
            </p>
            <div className={styles['modalButtons']}>
              <button type="button" className={styles['secondary']} onClick={confirm.close}>
                <Message id="account.cancel" />
              </button>
              <button
                type="button"
                className={styles['danger']}
                onClick={() => {
                  confirm.close();
                  signOut();
                }}
              >
                <Message id="account.signOut" />
              </button>
            </div>
          </Modal>
        </>
      );
      break;
    }
  }

  return (
    <Screen title={message('account.title')}>
      <Container hasBottomMargin>
        <div className={styles['page']} aria-busy={state.status === 'loading' || isBusy}>
          {content}
        </div>
      </Container>
    </Screen>
  );
}
