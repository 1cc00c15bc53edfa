import { err, ok, type Result } from '@transit/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthError, type AuthUser } from '../../platform';
import { currentUrl, deferred, FAKE_RIDER, fakeAuth, renderApp } from '../../testSupport';

const CODE = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJl';

async function renderManual(path = '/ajustes/google-manual-token-sign-in', auth = fakeAuth()) {
  const app = renderApp(path, { auth: auth.auth });
  await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión con un código' });
  return { ...app, fake: auth };
}

function codeField() {
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Código de acceso' });
}

function submitButton() {
  return screen.getByRole<HTMLButtonElement>('button', { name: /^(Iniciar sesión|Iniciando sesión…)$/ });
}

describe('/ajustes/google-manual-token-sign-in (spec §2, §6: signing in with a pasted access code)', () => {
  it('signs in with the pasted code (trimmed), then goes to postLoginRedirectUrl', async () => {
    const { fake } = await renderManual(
      '/ajustes/google-manual-token-sign-in?postLoginRedirectUrl=%2Flineas',
    );
    fireEvent.change(codeField(), { target: { value: `  ${CODE}\n` } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(currentUrl()).toBe('/lineas'));
    expect(fake.auth.signInWithGoogleIdToken).toHaveBeenCalledExactlyOnceWith(CODE);
  });

  it('goes to the account page without postLoginRedirectUrl', async () => {
    await renderManual();
    fireEvent.change(codeField(), { target: { value: CODE } });
    fireEvent.submit(codeField().closest('form') as HTMLFormElement);
    await waitFor(() => expect(currentUrl()).toBe('/ajustes/cuenta'));
    expect(await screen.findByText('Has iniciado sesión como Ana García.')).toBeTruthy();
  });

  it('is busy while signing in: the button disabled with aria-busy', async () => {
    const answer = deferred<Result<AuthUser, AuthError>>();
    const auth = fakeAuth();
    auth.answers.signInWithGoogleIdToken = answer.promise;
    await renderManual('/ajustes/google-manual-token-sign-in', auth);
    fireEvent.change(codeField(), { target: { value: CODE } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Iniciando sesión…'));
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      answer.resolve(ok(FAKE_RIDER));
      await answer.promise;
    });
    await waitFor(() => expect(currentUrl()).toBe('/ajustes/cuenta'));
  });

  it('on failure shows "Se ha producido un error al iniciar sesión con el código. Por favor, inténtalo de nuevo." (spec §8)', async () => {
    const auth = fakeAuth();
    auth.answers.signInWithGoogleIdToken = err(
      new AuthError('AUTH_INVALID_CREDENTIAL', 'auth/invalid-credential'),
    );
    await renderManual('/ajustes/google-manual-token-sign-in', auth);
    fireEvent.change(codeField(), { target: { value: 'not-a-token' } });
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'Se ha producido un error al iniciar sesión con el código. Por favor, inténtalo de nuevo.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(alert.parentElement).toBe(document.activeElement));
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(submitButton().disabled).toBe(false);
    expect(currentUrl()).toBe('/ajustes/google-manual-token-sign-in');

    auth.answers.signInWithGoogleIdToken = ok(FAKE_RIDER);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(currentUrl()).toBe('/ajustes/cuenta'));
  });

  it('in English: "An error occurred while logging in with the code. Please try again."', async () => {
    const auth = fakeAuth();
    auth.answers.signInWithGoogleIdToken = err(new AuthError('AUTH_NETWORK', 'auth/network-request-failed'));
    const app = renderApp('/ajustes/google-manual-token-sign-in', { auth: auth.auth });
    act(() => app.services.preferences.getState().setLocale('en'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Access code' }), {
      target: { value: CODE },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('An error occurred while logging in with the code. Please try again.'),
    ).toBeTruthy();
  });

  it('sends nothing for an empty code, and keeps the focus on the field', async () => {
    const { fake } = await renderManual();
    fireEvent.change(codeField(), { target: { value: '   ' } });
    fireEvent.click(submitButton());
    expect(fake.auth.signInWithGoogleIdToken).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(codeField());
  });

  it('says accounts are not available here, with no form, when the server has sign-in off', async () => {
    await renderManual('/ajustes/google-manual-token-sign-in', fakeAuth({ status: 'unavailable' }));
    expect(screen.getByText('Las cuentas no están disponibles aquí.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
