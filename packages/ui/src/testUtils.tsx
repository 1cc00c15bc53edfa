import type { Locale } from '@transit/core';
import { CATALOGS } from '@transit/i18n/all';
import { TransitIntlProvider } from '@transit/i18n/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders inside the product's intl provider, so tests read the catalogs' real words. A missing id fails the test. */
export function renderWithIntl(ui: ReactElement, locale: Locale = 'es'): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <TransitIntlProvider
        locale={locale}
        messages={CATALOGS[locale]}
        onError={(error) => {
          throw error;
        }}
      >
        {children}
      </TransitIntlProvider>
    ),
  });
}
