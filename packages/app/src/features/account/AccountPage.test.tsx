import { err, ok, type Result } from '@transit/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthError, type GoogleSignInAnswer } from '../../platform';
import { currentUrl, deferred, FAKE_RIDER, fakeAuth, renderApp } from '../../testSupport';

async function renderAccount(path = '/ajustes/cuenta', auth = fakeAuth()) {
  const app = renderApp(path, { auth: auth.auth });
  await screen.findByRole('heading', { level: 1, name: 'Cuenta' });
  return { ...app, fake: auth };
}

function signInButton() {
  return screen.getByRole<HTMLButtonElement>('button', {
    name: /Iniciar sesión con Google|Iniciando sesión/,
  });
}

describe('the account page /ajustes/cuenta (spec §2, §4 Sign-in, §6: signing in is optional, for cloud sync)', () => {
  it('starts the identity provider as it opens', async () => {
    const { fake } = await renderAccount();
    expect(fake.auth.start).toHaveBeenCalled();
  });

  it('says accounts are not available here when the server has sign-in off, with no button to press', async () => {
    await renderAccount('/ajustes/cuenta', fakeAuth({ status: 'unavailable' }));
    expect(screen.getByText('Las cuentas no están disponibles aquí.')).toBeTruthy();
    expect(
      screen.getByText(
        'Este servicio no ofrece inicio de sesión. Tus favoritos se guardan en este dispositivo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Iniciar sesión con Google' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Iniciar sesión con un código' })).toBeNull();
  });

  it('shows that it is checking the session while the provider loads', async () => {
    const auth = fakeAuth({ status: 'loading' });
    await renderAccount('/ajustes/cuenta', auth);
    expect(screen.getByRole('status').textContent).toBe('Comprobando tu sesión…');
    act(() => auth.setState({ status: 'signedOut' }));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión con Google' })).toBeTruthy();
  });

  it('signed out: offers "Iniciar sesión con Google" and a link to sign in with a code', async () => {
    await renderAccount('/ajustes/cuenta?postLoginRedirectUrl=%2Flineas');
    expect(screen.getByText('No has iniciado sesión.')).toBeTruthy();
    expect(signInButton().textContent).toBe('Iniciar sesión con Google');
    expect(screen.getByRole('link', { name: 'Iniciar sesión con un código' }).getAttribute('href')).toBe(
      '/ajustes/google-manual-token-sign-in?postLoginRedirectUrl=%2Flineas',
    );
  });

  it('signs in with Google: busy while it runs, then says who is signed in and moves the focus there', async () => {
    const answer = deferred<Result<GoogleSignInAnswer, AuthError>>();
    const auth = fakeAuth();
    auth.answers.signInWithGoogle = answer.promise;
    await renderAccount('/ajustes/cuenta', auth);
    fireEvent.click(signInButton());
    await waitFor(() => expect(signInButton().textContent).toBe('Iniciando sesión…'));
    expect(signInButton().disabled).toBe(true);
    expect(signInButton().getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      answer.resolve(ok({ status: 'signedIn', user: FAKE_RIDER }));
      await answer.promise;
    });
    const status = await screen.findByText('Has iniciado sesión como Ana García.');
    expect(document.activeElement).toBe(status);
    expect(auth.auth.signInWithGoogle).toHaveBeenCalledOnce();
    expect(currentUrl()).toBe('/ajustes/cuenta');
  });

  it('shows a failure inline, focused, with a Retry that signs in again', async () => {
    const auth = fakeAuth();
    auth.answers.signInWithGoogle = err(
      new AuthError('AUTH_NETWORK', 'auth/network-request-failed: Firebase: Error.'),
    );
    await renderAccount('/ajustes/cuenta', auth);
    fireEvent.click(signInButton());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(/^No se ha podido conectar con el servicio de inicio de sesión/),
    ).toBeTruthy();
    // Focus moves to the failure once it is drawn (an effect), which may come a moment after it appears.
    await waitFor(() => expect(alert.parentElement).toBe(document.activeElement));
    expect(signInButton().disabled).toBe(false);

    auth.answers.signInWithGoogle = ok({ status: 'signedIn', user: FAKE_RIDER });
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Has iniciado sesión como Ana García.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(auth.auth.signInWithGoogle).toHaveBeenCalledTimes(2);
  });

  it('stays busy while the page leaves for Google (the redirect flow)', async () => {
    const auth = fakeAuth();
    auth.answers.signInWithGoogle = ok({ status: 'redirecting' });
    await renderAccount('/ajustes/cuenta', auth);
    fireEvent.click(signInButton());
    await waitFor(() => expect(signInButton().textContent).toBe('Iniciando sesión…'));
    expect(signInButton().disabled).toBe(true);
  });

  it('says why the rider was signed out: an expired session (spec §4: signed out automatically)', async () => {
    await renderAccount(
      '/ajustes/cuenta',
      fakeAuth({
        status: 'signedOut',
        reason: new AuthError('AUTH_SESSION_EXPIRED', 'auth/user-token-expired'),
      }),
    );
    expect(
      within(screen.getByRole('alert')).getByText('Tu sesión ha caducado. Vuelve a iniciar sesión.'),
    ).toBeTruthy();
  });

  it('signed in: shows who (name and email) and "Cerrar sesión"', async () => {
    await renderAccount('/ajustes/cuenta', fakeAuth({ status: 'signedIn', ...FAKE_RIDER }));
    expect(screen.getByText('Has iniciado sesión como Ana García.')).toBeTruthy();
    expect(screen.getByText('Ana García')).toBeTruthy();
    expect(screen.getByText('ana.garcia@example.org')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Iniciar sesión con Google' })).toBeNull();
  });

  it('names a rider without a name by their email', async () => {
    await renderAccount(
      '/ajustes/cuenta',
      fakeAuth({ status: 'signedIn', ...FAKE_RIDER, displayName: null }),
    );
    expect(screen.getByText('Has iniciado sesión como ana.garcia@example.org.')).toBeTruthy();
  });

  it('signing out asks for confirmation, then shows "Sesión cerrada" (spec §4)', async () => {
    const auth = fakeAuth({ status: 'signedIn', ...FAKE_RIDER });
    await renderAccount('/ajustes/cuenta', auth);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    const dialog = screen.getByRole('dialog', { name: '¿Cerrar sesión?' });
    expect(auth.auth.signOut).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Sesión cerrada')).toBeTruthy();
    expect(auth.auth.signOut).toHaveBeenCalledOnce();
    const status = await screen.findByText('No has iniciado sesión.');
    await waitFor(() => expect(document.activeElement).toBe(status));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the rider signed in when they cancel the confirmation', async () => {
    const auth = fakeAuth({ status: 'signedIn', ...FAKE_RIDER });
    await renderAccount('/ajustes/cuenta', auth);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(auth.auth.signOut).not.toHaveBeenCalled();
    expect(screen.getByText('Has iniciado sesión como Ana García.')).toBeTruthy();
    expect(currentUrl()).toBe('/ajustes/cuenta');
  });

  it('shows a sign-out failure with a Retry', async () => {
    const auth = fakeAuth({ status: 'signedIn', ...FAKE_RIDER });
    auth.answers.signOut = err(new AuthError('AUTH_NETWORK', 'auth/network-request-failed'));
    await renderAccount('/ajustes/cuenta', auth);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar sesión' }));
    const alert = await screen.findByRole('alert');
    auth.answers.signOut = ok(undefined);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Sesión cerrada')).toBeTruthy();
    expect(auth.auth.signOut).toHaveBeenCalledTimes(2);
  });

  it('after signing in, goes to postLoginRedirectUrl when it is a page of this app', async () => {
    await renderAccount('/ajustes/cuenta?postLoginRedirectUrl=%2Fparadas%2F4-12');
    fireEvent.click(signInButton());
    await waitFor(() => expect(currentUrl()).toBe('/paradas/4-12'));
  });

  it('never follows an external postLoginRedirectUrl', async () => {
    await renderAccount('/ajustes/cuenta?postLoginRedirectUrl=https%3A%2F%2Felsewhere.example%2F');
    fireEvent.click(signInButton());
    expect(await screen.findByText('Has iniciado sesión como Ana García.')).toBeTruthy();
    expect(currentUrl()).toBe('/ajustes/cuenta?postLoginRedirectUrl=https%3A%2F%2Felsewhere.example%2F');
  });

  it('speaks English: "Sign in with Google", and "Session closed" after signing out', async () => {
    const auth = fakeAuth({ status: 'signedIn', ...FAKE_RIDER });
    const app = renderApp('/ajustes/cuenta', { auth: auth.auth });
    act(() => app.services.preferences.getState().setLocale('en'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Sign out?' })).getByRole('button', { name: 'Sign out' }),
    );
    expect(await screen.findByText('Session closed')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
  });
});
