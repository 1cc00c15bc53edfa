import { buildRoute } from '@transit/core';
import { SIGN_IN_ERROR_MESSAGES } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container } from '@transit/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppServices } from '../../common/appServices';
import { Screen } from '../../common/Screen';
import type { AuthError } from '../../platform';
import styles from './account.module.css';
import { BusyStatus } from './BusyStatus';
import { AuthFailure } from './AuthFailure';
import { useAfterSignInPath } from './useAccount';

/**
 * /google-credential-handler?idToken=… (spec §2): signs in with the Google ID token it is given (as a sign-in
 * gateway hands it over), then goes to postLoginRedirectUrl (a page of this app) or the account page, replacing this
 * address so the token does not stay in the history. Without an idToken it shows spec §8's "Sign-in without an id
 * token" message.
 */
export function CredentialHandlerPage() {
  const message = useMessage();
  const { auth } = useAppServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawIdToken = params.get('idToken')?.trim();
  const idToken = rawIdToken === '' ? undefined : rawIdToken;
  const afterSignIn = useAfterSignInPath();
  const [failure, setFailure] = useState<AuthError>();
  /** Bumped by Retry: the same token is tried again. */
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (idToken === undefined) return undefined;
    let isCurrent = true;
    void auth.signInWithGoogleIdToken(idToken).then((result) => {
      if (!isCurrent) return;
      if (result.ok) void navigate(afterSignIn, { replace: true });
      else setFailure(result.error);
    });
    return () => {
      isCurrent = false;
    };
  }, [auth, idToken, round, afterSignIn, navigate]);

  return (
    <Screen title={message('account.credential.title')}>
      <Container hasBottomMargin>
        <div className={styles['page']}>
          {idToken === undefined ? (
            <AuthFailure message={SIGN_IN_ERROR_MESSAGES.withoutIdToken} />
          ) : failure ? (
            <AuthFailure
              key={round}
              error={failure}
              onRetry={() => {
                setFailure(undefined);
                setRound((current) => current + 1);
              }}
            />
          ) : (
            <BusyStatus label="account.signingIn" />
          )}
          {idToken === undefined || failure ? (
            <Link className={styles['link']} to={buildRoute('account')}>
              <Message id="account.backToAccount" />
            </Link>
          ) : null}
        </div>
      </Container>
    </Screen>
  );
}
