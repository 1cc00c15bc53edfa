import { buildRoute } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { Container } from '@transit/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppServices } from '../../common/appServices';
import { Screen } from '../../common/Screen';
import type { AuthError } from '../../platform';
import styles from './account.module.css';
import { BusyStatus } from './BusyStatus';
import { AuthFailure } from './AuthFailure';
import { useAfterSignInPath, useStartedAuth } from './useAccount';

/**
 * /_google-sign-in (spec §2): starts a Google sign-in by redirect, and, back from Google signed in, goes to
 * postLoginRedirectUrl (a page of this app) or the account page. Coming back without signing in, or failing, it
 * says so with a Retry instead of leaving for Google again by itself.
 */
export function GoogleSignInPage() {
  const message = useMessage();
  const { auth } = useAppServices();
  const state = useStartedAuth();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignInPath();
  const [failure, setFailure] = useState<AuthError>();
  const hasStarted = useRef(false);

  const signIn = useCallback(() => {
    hasStarted.current = true;
    setFailure(undefined);
    void auth.signInWithGoogle('redirect').then((result) => {
      if (!result.ok) setFailure(result.error);
    });
  }, [auth]);

  useEffect(() => {
    if (state.status === 'signedIn') {
      void navigate(afterSignIn, { replace: true });
      return;
    }
    // Read now, not from the render: the provider may have started loading since (the rider is then not known to be
    // signed out yet), and a redirect this page came back from has its outcome in `reason`.
    const now = auth.state();
    if (now.status === 'signedOut' && now.reason === undefined && !hasStarted.current) signIn();
  }, [auth, state, afterSignIn, navigate, signIn]);

  const error = failure ?? (state.status === 'signedOut' ? state.reason : undefined);
  return (
    <Screen title={message('account.google.title')}>
      <Container hasBottomMargin>
        <div className={styles['page']}>
          {state.status === 'unavailable' ? (
            <p role="status" className={styles['text']}>
              <Message id="account.unavailable" />
            </p>
          ) : error ? (
            <AuthFailure key={error.code} error={error} onRetry={signIn} />
          ) : (
            <BusyStatus label="account.google.redirecting" />
          )}
          {state.status === 'unavailable' || error ? (
            <Link className={styles['link']} to={buildRoute('account')}>
              <Message id="account.backToAccount" />
            </Link>
          ) : null}
        </div>
      </Container>
    </Screen>
  );
}
