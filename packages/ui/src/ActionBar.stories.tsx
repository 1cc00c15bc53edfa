import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActionBar } from './ActionBar';
import { Container } from './Container';
import { StopRow } from './StopRow';

const meta = {
  title: 'Layout/ActionBar',
  component: ActionBar,
  args: { title: 'Paradas' },
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const BackLink: Story = { args: { title: 'Sol', back: { kind: 'link', href: '/paradas' } } };

export const HistoryBack: Story = { args: { title: 'Sol', back: { kind: 'history', onBack: fn() } } };

/** About us, settings and install (spec §2), each when the app allows it. */
export const RightButtons: Story = {
  args: { aboutHref: '/ajustes/sobre-nosotros', settingsHref: '/ajustes', onInstall: fn() },
};

export const ChristmasHat: Story = {
  args: {
    titleDecoration: (
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 20h18L13 4z" fill="#C8102E" />
        <circle cx="13" cy="4" r="2.5" fill="#FFFFFF" stroke="#888" />
      </svg>
    ),
  },
};

export const LongText: Story = {
  args: {
    title: 'Avenida de la Institución Libre de Enseñanza - Hospital Universitario Ramón y Cajal',
    back: { kind: 'link', href: '/paradas' },
    settingsHref: '/ajustes',
    onInstall: fn(),
  },
};

/** The app clients' bar: fixed on top, with a shadow once the page scrolls (scroll this story). */
export const Fixed: Story = {
  args: { isFixed: true, back: { kind: 'history', onBack: fn() }, settingsHref: '/ajustes' },
  render: (args) => (
    <>
      <ActionBar {...args} />
      <Container>
        {Array.from({ length: 30 }, (_, index) => (
          <StopRow key={index} name={`Parada ${index + 1}`} code={`6-${1000 + index}`} type="emt" />
        ))}
      </Container>
    </>
  ),
};

export const DarkTheme: Story = {
  args: { title: 'Sol', back: { kind: 'link', href: '/paradas' }, settingsHref: '/ajustes', onInstall: fn() },
  globals: { theme: 'V2_DarkBlack' },
};
