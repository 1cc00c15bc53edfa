import { err } from '@transit/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../platform';
import { currentUrl, FAKE_RIDER, fakeAuth, renderApp } from '../../testSupport';

async function renderGoogleSignIn(path: string, auth = fakeAuth()) {
  renderApp(path, { auth: auth.auth });
  await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión con Google' });
  return auth;
}

describe('/_google-sign-in (spec §2): the start of a Google sign-in', () => {
  it('leaves for Google by redirect at once, saying so', async () => {
    const auth = fakeAuth();
    auth.answers.signInWithGoogle = new Promise(() => undefined);
    await renderGoogleSignIn('/_google-sign-in?postLoginRedirectUrl=%2Flineas', auth);
    expect(screen.getByRole('status').textContent).toBe('Te llevamos a Google para iniciar sesión…');
    await waitFor(() => expect(auth.auth.signInWithGoogle).toHaveBeenCalledExactlyOnceWith('redirect'));
  });

  it('waits for the provider to say who is signed in before leaving', async () => {
    const auth = fakeAuth({ status: 'loading' });
    auth.answers.signInWithGoogle = new Promise(() => undefined);
    await renderGoogleSignIn('/_google-sign-in', auth);
    expect(auth.auth.signInWithGoogle).not.toHaveBeenCalled();
    act(() => auth.setState({ status: 'signedOut' }));
    await waitFor(() => expect(auth.auth.signInWithGoogle).toHaveBeenCalledExactlyOnceWith('redirect'));
  });

  it('back from Google signed in, returns to postLoginRedirectUrl', async () => {
    const auth = fakeAuth({ status: 'loading' });
    renderApp('/_google-sign-in?postLoginRedirectUrl=%2Flineas', { auth: auth.auth });
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión con Google' });
    act(() => auth.setState({ status: 'signedIn', ...FAKE_RIDER }));
    await waitFor(() => expect(currentUrl()).toBe('/lineas'));
    expect(auth.auth.signInWithGoogle).not.toHaveBeenCalled();
  });

  it('back from Google signed in with no (or an external) postLoginRedirectUrl, goes to the account page', async () => {
    const auth = fakeAuth({ status: 'signedIn', ...FAKE_RIDER });
    renderApp('/_google-sign-in?postLoginRedirectUrl=https%3A%2F%2Felsewhere.example', { auth: auth.auth });
    await waitFor(() => expect(currentUrl()).toBe('/ajustes/cuenta'));
    expect(await screen.findByText('Has iniciado sesión como Ana García.')).toBeTruthy();
  });

  it('back from Google without signing in, says so with a Retry instead of leaving again by itself', async () => {
    const auth = fakeAuth({
      status: 'signedOut',
      reason: new AuthError('AUTH_CANCELLED', 'The rider came back from Google without signing in.'),
    });
    await renderGoogleSignIn('/_google-sign-in', auth);
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByText('No se ha completado el inicio de sesión. Puedes intentarlo de nuevo.'),
    ).toBeTruthy();
    expect(auth.auth.signInWithGoogle).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Ir a tu cuenta' }).getAttribute('href')).toBe('/ajustes/cuenta');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(auth.auth.signInWithGoogle).toHaveBeenCalledExactlyOnceWith('redirect'));
  });

  it('shows why the redirect could not start', async () => {
    const auth = fakeAuth();
    auth.answers.signInWithGoogle = err(new AuthError('AUTH_TOO_MANY_REQUESTS', 'auth/too-many-requests'));
    await renderGoogleSignIn('/_google-sign-in', auth);
    expect(
      await screen.findByText('Demasiados intentos seguidos. Espera unos minutos e inténtalo de nuevo.'),
    ).toBeTruthy();
  });

  it('says accounts are not available here when the server has sign-in off', async () => {
    const auth = await renderGoogleSignIn('/_google-sign-in', fakeAuth({ status: 'unavailable' }));
    expect(screen.getByText('Las cuentas no están disponibles aquí.')).toBeTruthy();
    expect(auth.auth.signInWithGoogle).not.toHaveBeenCalled();
  });
});
