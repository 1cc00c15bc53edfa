import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContactModal } from './ContactModal';

const meta = {
  title: 'Overlays/ContactModal',
  component: ContactModal,
  args: { isOpen: true, onClose: fn(), onCopy: fn(), email: 'contacto@example.org' },
} satisfies Meta<typeof ContactModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongText: Story = {
  args: { email: 'atencion-al-viajero.consorcio-regional-de-transportes@comunidad-de-madrid.example.org' },
};

export const English: Story = { globals: { locale: 'en' } };

export const Catalan: Story = { globals: { locale: 'ca' } };

export const DarkTheme: Story = { globals: { theme: 'V2_DarkBlack' } };
