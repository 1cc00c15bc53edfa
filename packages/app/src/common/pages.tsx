import { buildRoute, homePath, ProductError, resolveRedirect } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, EmptyState, ErrorState, Spinner } from '@transit/ui';
import { Link, Navigate, useLocation, useRouteError } from 'react-router';
import { useStore } from 'zustand';
import { useAppServices, useCity } from './appServices';
import styles from './pages.module.css';
import { Screen } from './Screen';

/** Any path no route knows: the page "{path}" does not exist, with a link to the main page (spec §2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const message = useMessage();
  return (
    <Screen title={message('app.title.notFound')}>
      <Container>
        <EmptyState
          message="notFound.text"
          values={{ path: pathname }}
          action={
            <Link className={styles['action']} to="/">
              <Message id="notFound.goToMain" />
            </Link>
          }
        />
      </Container>
    </Screen>
  );
}

/**
 * A legacy path (spec §2 redirects): replaces the history entry with its target, keeping the query string. `/` and
 * /-app/inicio go to the app's home (the city's homeNavItem: the stops, or the card in the card balance app).
 */
export function LegacyRedirect() {
  const { pathname, search } = useLocation();
  const { appConfig, city } = useAppServices();
  const clientType = useStore(appConfig, (state) => state.config.clientType);
  const home = homePath(clientType, city.homeNavItem);
  const target = resolveRedirect(pathname, home) ?? home;
  return <Navigate to={`${target}${search}`} replace />;
}

/** The way back to the stops home that an empty or unfinished screen offers (styled as the empty state's action). */
export function GoToStopsLink() {
  return (
    <Link className={styles['action']} to={buildRoute('stops')}>
      <Message id="app.goToStops" />
    </Link>
  );
}

/** A section that is not built yet: says so plainly and links back to the stops. */
export function PendingPage() {
  const message = useMessage();
  return (
    <Screen title={message('app.title.pending')}>
      <Container>
        <EmptyState message="app.pending" action={<GoToStopsLink />} />
      </Container>
    </Screen>
  );
}

/**
 * The router error screen (spec §2): "Ha ocurrido un error inesperado…" with the contact address, the error's
 * details (collapsed under "Detalles técnicos": developer text in English, for support, not the rider's message),
 * and a button to the main section.
 */
export function RouterErrorPage() {
  const error = useRouteError();
  const city = useCity();
  const details =
    error instanceof ProductError ? error.toString() : error instanceof Error ? error.message : String(error);
  return (
    // The message is the alert (ErrorState's own role): one alert, said once, not one inside another.
    <div className={styles['errorPage']}>
      <ErrorState
        message="router.error.text"
        values={{ email: city.contactEmail }}
        technicalDetails={details}
      />
      <a className={styles['action']} href="/">
        <Message id="router.error.goToMain" />
      </a>
    </div>
  );
}

/** What shows while the first screen's code arrives: a spinner on the page's background, where the splash was. */
export function StartingPage() {
  return (
    <div className={styles['starting']}>
      <Spinner size="medium" />
    </div>
  );
}
