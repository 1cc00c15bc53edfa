import { DEFAULT_LOCALE } from '@transit/core';
import { type ReactNode, useMemo } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { type CatalogPart, getMessages, type MessageId } from './catalogs';

export type MessageValues = Readonly<Record<string, string | number | ReactNode>>;

/**
 * Provides a locale's catalog to the components below (react-intl). An unknown locale throws (spec §5), so pick one
 * with resolveLocale first. A message missing from the catalog is reported to `onError` (the console by default).
 */
export function TransitIntlProvider(props: {
  readonly locale: string;
  /** Messages of the features loaded so far (loadFeatureMessages), over the base catalog. */
  readonly messages?: CatalogPart | undefined;
  readonly children: ReactNode;
  readonly onError?: (error: Error) => void;
}) {
  const base = getMessages(props.locale);
  const messages = useMemo(() => ({ ...base, ...props.messages }), [base, props.messages]);
  return (
    <IntlProvider
      locale={props.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages}
      onError={props.onError ?? ((error) => console.error(error))}
    >
      {props.children}
    </IntlProvider>
  );
}

/** A typed message formatter: only ids of the catalogs compile. */
export function useMessage(): (id: MessageId, values?: Readonly<Record<string, string | number>>) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** A message by id, rendered; values may be elements (a link inside a sentence). */
export function Message(props: { readonly id: MessageId; readonly values?: MessageValues }) {
  return <FormattedMessage id={props.id} values={props.values} />;
}
