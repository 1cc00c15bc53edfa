import { ROUTES } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, EmptyState, SectionTitle } from '@transit/ui';
import { type ComponentType, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useCity } from '../../common/appServices';
import { GoToStopsLink } from '../../common/pages';
import { Screen } from '../../common/Screen';
import { DataLines } from './DataLines';
import { ExternalLink } from './ExternalLink';
import styles from './info.module.css';
import {
  INFO_CONTENT,
  type InfoContentTable,
  type InfoPageContent,
  type InfoRouteName,
  type InfoSection,
} from './infoContent';
import { OFFICIAL_SOURCES } from './officialSources';
import { PREVIEW_HEIGHT_PX, PREVIEW_URLS, PREVIEW_WIDTH_PX } from './previews/previews';

type Values = InfoPageContent['values'];

/**
 * A page of the info section (spec §2): its title in the action bar, then what it covers, its illustration, the pages
 * it leads to, its sections, the lines it is about, links into the app and the official sources. A city without info
 * content (`city.infoContent` absent) says it has no info pages yet, on every route of the section.
 */
export function InfoScreen(props: { readonly route: InfoRouteName }) {
  const message = useMessage();
  const city = useCity();
  const isMainSection = props.route === 'info';
  const table = city.infoContent === undefined ? undefined : INFO_CONTENT[city.infoContent];
  if (table === undefined) {
    return (
      <Screen title={message('info.index.title')} isMainSection={isMainSection}>
        <Container>
          <EmptyState message="info.noContent" action={<GoToStopsLink />} />
        </Container>
      </Screen>
    );
  }
  const page = table[props.route];
  return (
    <Screen title={message(page.title, page.values)} isMainSection={isMainSection}>
      <Container hasBottomMargin>
        <InfoArticle page={page} table={table} />
      </Container>
    </Screen>
  );
}

/** The screen of one info route: the section's page component bound to that route. */
export function infoScreenFor(route: InfoRouteName): ComponentType {
  const RouteScreen = () => <InfoScreen route={route} />;
  RouteScreen.displayName = `InfoScreen(${route})`;
  return RouteScreen;
}

function InfoArticle(props: { readonly page: InfoPageContent; readonly table: InfoContentTable }) {
  const { page } = props;
  const values = page.values;
  return (
    <div className={styles['article']}>
      <p className={styles['intro']}>
        <Message id={page.intro} values={values} />
      </p>
      {page.preview && <PreviewFigure preview={page.preview} />}
      {page.groups?.map((group) => (
        <TitledSection key={group.heading} heading={group.heading}>
          <ul className={styles['pages']}>
            {group.pages.map((route) => (
              <PageLink key={route} route={route} page={props.table[route]} />
            ))}
          </ul>
        </TitledSection>
      ))}
      {page.sections?.map((section) => (
        <ContentSection key={section.heading} section={section} values={values} />
      ))}
      {page.lines && <DataLines selection={page.lines} />}
      {page.appLinks && (
        <TitledSection heading="info.appLinks.heading">
          <ul className={styles['appLinks']}>
            {page.appLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>
                  <Message id={link.label} />
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      <TitledSection heading="info.officialLinks.heading">
        <ul className={styles['officialLinks']}>
          {page.officialLinks.map((link) => {
            const source = OFFICIAL_SOURCES[link.source];
            return (
              <li key={link.source}>
                <ExternalLink href={source.url}>
                  <Message id={source.name} />
                </ExternalLink>
                <p className={styles['note']}>
                  <Message id={link.note} values={values} />
                </p>
              </li>
            );
          })}
        </ul>
      </TitledSection>
    </div>
  );
}

/** A section headed by an h2 and named by it, so assistive technology lists it as a region. */
function TitledSection(props: {
  readonly heading: MessageId;
  readonly values?: Values;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle level={2}>
        <span id={headingId}>
          <Message id={props.heading} values={props.values} />
        </span>
      </SectionTitle>
      {props.children}
    </section>
  );
}

function ContentSection(props: { readonly section: InfoSection; readonly values: Values }) {
  const { section, values } = props;
  return (
    <TitledSection heading={section.heading} values={values}>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className={styles['paragraph']}>
          <Message id={paragraph} values={values} />
        </p>
      ))}
      {section.items && (
        <ul className={styles['items']}>
          {section.items.map((item) => (
            <li key={item}>
              <Message id={item} values={values} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

/** Another page of the section: its title and one-line summary, the whole row a link. */
function PageLink(props: { readonly route: InfoRouteName; readonly page: InfoPageContent }) {
  const { page } = props;
  return (
    <li>
      <Link className={styles['pageLink']} to={ROUTES[props.route].path}>
        <span className={styles['pageTitle']}>
          <Message id={page.title} values={page.values} />
        </span>{' '}
        {page.summary && (
          <span className={styles['pageSummary']}>
            <Message id={page.summary} values={page.values} />
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * A poster page's illustration, drawn by the app from the CRTM data (never the official poster), with a caption that
 * says so and what it was drawn from. Its width and height reserve the space before it loads.
 */
function PreviewFigure(props: { readonly preview: NonNullable<InfoPageContent['preview']> }) {
  const message = useMessage();
  const { preview } = props;
  return (
    <figure className={styles['preview']}>
      <img
        className={styles['previewImage']}
        src={PREVIEW_URLS[preview.id]}
        alt={message(preview.alt)}
        width={PREVIEW_WIDTH_PX}
        height={PREVIEW_HEIGHT_PX}
        decoding="async"
      />
      <figcaption className={styles['caption']}>
        <strong>
          <Message id="info.poster.source" />
        </strong>{' '}
        <Message id={preview.caption} />
      </figcaption>
    </figure>
  );
}
