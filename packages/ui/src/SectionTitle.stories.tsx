import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionTitle } from './SectionTitle';

const meta = {
  title: 'Layout/SectionTitle',
  component: SectionTitle,
  parameters: { layout: 'padded' },
  args: { children: 'Paradas favoritas' },
} satisfies Meta<typeof SectionTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const New: Story = { args: { children: 'Planificador de rutas', isNew: true } };

export const Level3: Story = { args: { children: 'Recientes', level: 3 } };

export const LongText: Story = {
  args: {
    isNew: true,
    children:
      'Horarios especiales de Navidad 2024-25 para Metro, Metro Ligero, autobuses EMT, interurbanos y Cercanías',
  },
};

export const DarkTheme: Story = { args: { isNew: true }, globals: { theme: 'V2_DarkBlack' } };
