// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Message, TransitIntlProvider, useMessage } from './react';

function NavLabel() {
  const message = useMessage();
  return <span>{message('nav.planner')}</span>;
}

describe('TransitIntlProvider', () => {
  it('renders messages in the chosen locale', () => {
    render(
      <TransitIntlProvider locale="en">
        <NavLabel />
        <Message id="search.noResults" values={{ searchQuery: 'sol' }} />
      </TransitIntlProvider>,
    );
    expect(screen.getByText('How to get there')).toBeTruthy();
    expect(screen.getByText('No results were found for the query sol')).toBeTruthy();
  });

  it('renders Spanish by default wording and Catalan', () => {
    render(
      <>
        <TransitIntlProvider locale="es">
          <NavLabel />
        </TransitIntlProvider>
        <TransitIntlProvider locale="ca">
          <NavLabel />
        </TransitIntlProvider>
      </>,
    );
    expect(screen.getByText('Cómo llegar')).toBeTruthy();
    expect(screen.getByText('Com arribar-hi')).toBeTruthy();
  });

  it('refuses a locale without translations (spec §5)', () => {
    expect(() =>
      render(
        <TransitIntlProvider locale="fr">
          <NavLabel />
        </TransitIntlProvider>,
      ),
    ).toThrow("No translations exist for locale 'fr'");
  });
});
