import { err, ok } from '@transit/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../platform';
import { currentUrl, FAKE_RIDER, fakeAuth, renderApp } from '../../testSupport';

const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJl';

describe('/google-credential-handler (spec §2): signing in with a Google ID token handed over', () => {
  it('signs in with the idToken, then goes to postLoginRedirectUrl, replacing the address with the token', async () => {
    const auth = fakeAuth();
    renderApp(`/google-credential-handler?idToken=${ID_TOKEN}&postLoginRedirectUrl=%2Fparadas%2F4-12`, {
      auth: auth.auth,
    });
    await waitFor(() => expect(currentUrl()).toBe('/paradas/4-12'));
    expect(auth.auth.signInWithGoogleIdToken).toHaveBeenCalledExactlyOnceWith(ID_TOKEN);
    act(() => window.history.back());
    await waitFor(() => expect(currentUrl()).not.toContain('idToken'));
  });

  it('goes to the account page without postLoginRedirectUrl, and never to an external one', async () => {
    const auth = fakeAuth();
    renderApp(
      `/google-credential-handler?idToken=${ID_TOKEN}&postLoginRedirectUrl=%2F%2Felsewhere.example%2Fparadas`,
      { auth: auth.auth },
    );
    await waitFor(() => expect(currentUrl()).toBe('/ajustes/cuenta'));
    expect(await screen.findByText('Has iniciado sesión como Ana García.')).toBeTruthy();
  });

  it('shows a spinner while signing in', async () => {
    const auth = fakeAuth();
    auth.answers.signInWithGoogleIdToken = new Promise(() => undefined);
    renderApp(`/google-credential-handler?idToken=${ID_TOKEN}`, { auth: auth.auth });
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.getByRole('status').textContent).toBe('Iniciando sesión…');
  });

  it('without an idToken shows "Se ha producido un error inesperado. Por favor, inténtalo de nuevo." (spec §8)', async () => {
    const auth = fakeAuth();
    renderApp('/google-credential-handler?postLoginRedirectUrl=%2Flineas', { auth: auth.auth });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Se ha producido un error inesperado. Por favor, inténtalo de nuevo.'),
    ).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a tu cuenta' })).toBeTruthy();
    expect(auth.auth.signInWithGoogleIdToken).not.toHaveBeenCalled();
  });

  it('without an idToken, in English: "An unexpected error has occurred. Please try again."', async () => {
    const auth = fakeAuth();
    const app = renderApp('/google-credential-handler', { auth: auth.auth });
    act(() => app.services.preferences.getState().setLocale('en'));
    expect(await screen.findByText('An unexpected error has occurred. Please try again.')).toBeTruthy();
  });

  it('shows why the token was refused, with a Retry that tries it again', async () => {
    const auth = fakeAuth();
    auth.answers.signInWithGoogleIdToken = err(
      new AuthError('AUTH_INVALID_CREDENTIAL', 'auth/invalid-credential'),
    );
    renderApp(`/google-credential-handler?idToken=${ID_TOKEN}`, { auth: auth.auth });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'La credencial de inicio de sesión no es válida o ha caducado. Por favor, inténtalo de nuevo.',
      ),
    ).toBeTruthy();
    auth.answers.signInWithGoogleIdToken = ok(FAKE_RIDER);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(currentUrl()).toBe('/ajustes/cuenta'));
    expect(auth.auth.signInWithGoogleIdToken).toHaveBeenCalledTimes(2);
  });
});
