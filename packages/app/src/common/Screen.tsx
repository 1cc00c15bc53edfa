import { appInstallUrl, buildRoute, mobilePlatformOf } from '@transit/core';
import { ActionBar, type ActionBarBack } from '@transit/ui';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { useAppServices } from './appServices';
import { useRouteHandle } from './routeHandle';
import { renderRouterLink } from './RouterLink';
import styles from './Screen.module.css';

/**
 * A screen: the action bar (title, back, settings and, on a phone's browser, install on the main sections) over the
 * content. App clients get the
 * fixed bar with its scroll shadow (spec §2: fixed action bars apply when not running as a web client).
 */
export function Screen(props: {
  readonly title: ReactNode;
  /** A main section (stops, lines, planner, info) has no back control and shows the settings link. */
  readonly isMainSection?: boolean;
  readonly children: ReactNode;
}) {
  const { appConfig, city } = useAppServices();
  const clientType = useStore(appConfig, (state) => state.config.clientType);
  // On a phone's browser, the main sections offer the app from its store (spec §2: when an upgrade is possible).
  const installUrl = props.isMainSection
    ? appInstallUrl(city.project, clientType, mobilePlatformOf(navigator))
    : undefined;
  const handle = useRouteHandle();
  const back: ActionBarBack | undefined = props.isMainSection
    ? undefined
    : handle.backTo !== undefined
      ? { kind: 'link', href: handle.backTo }
      : { kind: 'history' };
  return (
    <>
      <ActionBar
        title={props.title}
        {...(back && { back })}
        {...(props.isMainSection && { settingsHref: buildRoute('settings') })}
        {...(installUrl !== undefined && {
          onInstall: () => void window.open(installUrl, '_blank', 'noopener'),
        })}
        isFixed={clientType !== 'web'}
        renderLink={renderRouterLink}
      />
      <div className={styles['content']}>{props.children}</div>
    </>
  );
}
