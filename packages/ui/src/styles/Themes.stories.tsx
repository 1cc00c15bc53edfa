import { THEME_COLOURS, themeBodyClass } from '@transit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrivalRow } from '../ArrivalRow';
import { ErrorState } from '../ErrorState';
import { SectionTitle } from '../SectionTitle';

/**
 * Every theme class (spec §3) on one page, each with every colour role in use, so the Storybook check runs axe's
 * contrast rule over all 20 themes and not only the two the other stories use.
 */
function ThemeGallery() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      {THEME_COLOURS.map((theme) => (
        <section key={theme.name} className={themeBodyClass(theme.name)} style={{ padding: 12 }}>
          <SectionTitle isNew>{theme.name}</SectionTitle>
          <p style={{ color: 'var(--ui-color-text-muted)', margin: '0 0 8px' }}>
            {theme.background} / {theme.content}
          </p>
          <ArrivalRow
            lineNumber="27"
            transportTypeCode={6}
            destination="Plaza de Castilla"
            minutes={3}
            source="live"
            ageSeconds={40}
          />
          <ArrivalRow
            lineNumber="1"
            transportTypeCode={4}
            destination="Valdecarros"
            minutes={8}
            source="schedule"
          />
          <ErrorState message="error.noInternet" onRetry={() => undefined} />
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Themes',
  component: ThemeGallery,
} satisfies Meta<typeof ThemeGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllThemes: Story = {};
