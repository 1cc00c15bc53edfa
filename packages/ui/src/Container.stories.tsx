import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './Container';
import { SectionTitle } from './SectionTitle';

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: {
    children: (
      <>
        <SectionTitle>Cerca de ti</SectionTitle>
        <p>El contenido de la página, con margen a los lados y un ancho cómodo de leer.</p>
      </>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithBottomMargin: Story = { args: { hasBottomMargin: true } };

export const LongText: Story = {
  args: {
    children: (
      <p>
        {'Supercalifragilisticoespialidoso-sin-espacios-que-debe-partirse-en-una-pantalla-estrecha '.repeat(
          4,
        )}
      </p>
    ),
  },
};

export const DarkTheme: Story = { globals: { theme: 'V2_DarkBlack' } };
