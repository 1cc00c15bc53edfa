import { relatedContentFor, type StopType } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message } from '@transit/i18n/react';
import { SectionTitle } from '@transit/ui';
import { Link } from 'react-router';
import styles from './StopPage.module.css';

const POSTER_NAMES: Readonly<Record<string, MessageId>> = {
  metroSchematicMap: 'poster.metroSchematicMap',
  metroMap: 'poster.metroMap',
  madridTransportMap: 'poster.madridTransportMap',
  emtNightBusMap: 'poster.emtNightBusMap',
  interurbanNightBusMap: 'poster.interurbanNightBusMap',
  cercaniasSchematicMap: 'poster.cercaniasSchematicMap',
};

/** Related content by stop type (spec §2): the fares page of the mode and its posters. */
export function RelatedContent(props: { readonly type: StopType }) {
  return (
    <section aria-labelledby="related-title">
      <SectionTitle level={2}>
        <span id="related-title">
          <Message id="stop.related" />
        </span>
      </SectionTitle>
      <ul className={styles['related']}>
        {relatedContentFor(props.type).map((item) => (
          <li key={item.route}>
            <Link to={item.path}>
              <Message
                id={item.kind === 'fares' ? 'stop.fares' : (POSTER_NAMES[item.route] ?? 'stop.related')}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
