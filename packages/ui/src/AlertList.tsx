import { useMessage } from '@transit/i18n/react';
import { Icon } from './icons/Icon';
import styles from './AlertList.module.css';

/** One alert or disruption, as a board shows it: its title, and its description when the source gives one. */
export interface AlertItem {
  /** Unique within the list (the source's id, or one the caller makes). */
  readonly key: string;
  readonly title: string;
  readonly description?: string | null | undefined;
  /** The lines it concerns, as riders read them ("1", "C3"); empty when it concerns the stop as a whole. */
  readonly lineNumbers?: readonly string[] | undefined;
  /** The BCP 47 language the texts are written in, when known: read aloud in that language. */
  readonly language?: string | null | undefined;
}

/**
 * Alerts above a board (issue 10): a labelled region with one entry per alert; an alert with a description opens
 * and closes it with a native disclosure (a <details> element: a button to keyboards and screen readers, no script),
 * so a long text does not push the departures down until the rider asks for it. Nothing renders without alerts.
 */
export function AlertList(props: { readonly alerts: readonly AlertItem[]; readonly headingLevel?: 2 | 3 }) {
  const message = useMessage();
  if (props.alerts.length === 0) return null;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const title = message('ui.alerts.title');
  return (
    <section className={styles['alerts']} aria-label={title}>
      <Heading className={styles['heading']}>
        <Icon name="alert" sizePx={18} />
        {title}
      </Heading>
      <ul className={styles['list']}>
        {props.alerts.map((alert) => {
          const lines =
            alert.lineNumbers && alert.lineNumbers.length > 0 ? (
              <span className={styles['lines']}>
                {message('ui.alerts.lines', { lines: alert.lineNumbers.join(', ') })}
              </span>
            ) : null;
          const lang = alert.language ?? undefined;
          return (
            <li key={alert.key} className={styles['alert']} lang={lang}>
              {alert.description ? (
                <details className={styles['details']}>
                  <summary className={styles['title']}>{alert.title}</summary>
                  {lines}
                  <p className={styles['description']}>{alert.description}</p>
                </details>
              ) : (
                <>
                  <p className={styles['title']}>{alert.title}</p>
                  {lines}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
