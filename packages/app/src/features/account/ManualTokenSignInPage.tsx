import { SIGN_IN_ERROR_MESSAGES } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container } from '@transit/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../common/appServices';
import { Screen } from '../../common/Screen';
import type { AuthError } from '../../platform';
import styles from './account.module.css';
import { AccountsUnavailable, BusyStatus } from './BusyStatus';
import { AuthFailure } from './AuthFailure';
import { useAfterSignInPath, useStartedAuth } from './useAccount';

/**
 * /ajustes/google-manual-token-sign-in (spec §2, §6: signing in with a pasted access code, a Google ID token): a
 * labelled text area and a submit button; success goes to postLoginRedirectUrl (a page of this app) or the account
 * page, failure shows spec §8's code-login message.
 */
export function ManualTokenSignInPage() {
  const message = useMessage();
  const { auth } = useAppServices();
  const state = useStartedAuth();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignInPath();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [code, setCode] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<{ readonly error: AuthError; readonly round: number }>();

  const submit = () => {
    const idToken = code.trim();
    if (idToken === '') {
      field.current?.focus();
      return;
    }
    setIsBusy(true);
    setFailure(undefined);
    void auth.signInWithGoogleIdToken(idToken).then((result) => {
      setIsBusy(false);
      if (result.ok) void navigate(afterSignIn, { replace: true });
      else setFailure((last) => ({ error: result.error, round: (last?.round ?? 0) + 1 }));
    });
  };

  let content;
  if (state.status === 'loading') {
    content = <BusyStatus label="account.loading" />;
  } else if (state.status === 'unavailable') {
    content = <AccountsUnavailable />;
  } else {
    content = (
      <form
        className={styles['form']}
        aria-busy={isBusy}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className={styles['muted']}>
          <Message id="account.manual.intro" />
        </p>
        <label className={styles['label']} htmlFor={fieldId}>
          <Message id="account.manual.label" />
        </label>
        <textarea
          ref={field}
          id={fieldId}
          className={styles['code']}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          required
          readOnly={isBusy}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          aria-invalid={failure !== undefined}
        />
        {failure ? (
          <AuthFailure
            key={failure.round}
            error={failure.error}
            message={SIGN_IN_ERROR_MESSAGES.codeLogin}
            onRetry={submit}
          />
        ) : null}
        <div className={styles['actions']}>
          <button type="submit" className={styles['primary']} disabled={isBusy} aria-busy={isBusy}>
            <Message id={isBusy ? 'account.signingIn' : 'account.manual.submit'} />
          </button>
        </div>
      </form>
    );
  }

  return (
    <Screen title={message('account.manual.title')}>
      <Container hasBottomMargin>
        <div className={styles['page']}>{content}</div>
      </Container>
    </Screen>
  );
}
