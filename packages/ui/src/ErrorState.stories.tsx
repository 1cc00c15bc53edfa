import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { message: 'error.generic', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Stop: Story = { args: { message: 'error.stop' } };

export const NoInternet: Story = { args: { message: 'error.noInternet' } };

/** Nothing to retry: no button. */
export const WithoutRetry: Story = { args: { message: 'error.stopMap', onRetry: undefined } };

/** The router error screen's text with its details (spec §2), collapsed under "Detalles técnicos". */
export const LongText: Story = {
  args: {
    message: 'router.error.text',
    values: { email: 'contacto-transporte-madrid@example.org' },
    technicalDetails:
      'TypeError: Cannot read properties of undefined (reading "stopCode") at StopPage (stop.tsx:42:17)',
  },
};

export const DarkTheme: Story = { globals: { theme: 'V2_DarkBlack' } };

export const Catalan: Story = { args: { message: 'error.line' }, globals: { locale: 'ca' } };
