import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertList } from './AlertList';

const meta = {
  title: 'Transit/AlertList',
  component: AlertList,
  args: {
    // Constructed from the contract's documented alert fields (title, description, lines, language): not real data.
    alerts: [
      {
        key: 'constructed-1',
        title: 'Línea 1: servicio interrumpido entre Sol y Tribunal',
        description:
          'Por obras, los trenes de la línea 1 no circulan entre Sol y Tribunal hasta el cierre del servicio. Autobuses gratuitos sustituyen el tramo.',
        lineNumbers: ['1'],
        language: 'es',
      },
      {
        key: 'constructed-2',
        title: 'Ascensor fuera de servicio en el vestíbulo de Puerta del Sol',
        language: 'es',
      },
    ],
  },
} satisfies Meta<typeof AlertList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above a board: each alert's title, its description behind a disclosure. */
export const Alerts: Story = {};

/** A source that writes in another language than the rider's: the text says which, for screen readers. */
export const OtherLanguage: Story = {
  args: {
    alerts: [
      {
        key: 'constructed-3',
        title: 'Planned work: trains run every 12 minutes',
        description: 'Weekend service changes on the C3.',
        lineNumbers: ['C3'],
        language: 'en',
      },
    ],
  },
};

export const LongText: Story = {
  args: {
    alerts: [
      {
        key: 'constructed-4',
        title:
          'Desvío de las líneas 3, 51, 52, 53, 150 y N16 por la celebración de un acto en la Puerta del Sol y calles adyacentes',
        description:
          'Paradas provisionales en la calle de Alcalá, esquina con Sevilla, y en la Gran Vía. '.repeat(4),
        lineNumbers: ['3', '51', '52', '53', '150', 'N16'],
      },
    ],
  },
};
