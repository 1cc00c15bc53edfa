import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';
import { Modal, type ModalProps } from './Modal';
import { Spinner } from './Spinner';

/** Open at first; closing plays the 150 ms animation, and the button behind reopens it. */
function Reopenable(props: ModalProps) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <div style={{ padding: 16 }}>
      <button type="button" onClick={() => setIsOpen(true)}>
        Abrir
      </button>
      <Modal
        {...props}
        isOpen={isOpen}
        onClose={() => {
          setIsOpen(false);
          props.onClose();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    isOpen: true,
    onClose: fn(),
    title: 'Guardar parada',
    children: <p>Elige un nombre para encontrarla rápido en tus favoritos.</p>,
  },
  render: (args) => <Reopenable {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

/** Without a visible title the dialog is named for screen readers. */
export const WithoutTitle: Story = { args: { title: undefined, ariaLabel: 'Información' } };

export const StaysOpenOnOverlayClick: Story = { args: { shouldCloseOnOverlayClick: false } };

export const Loading: Story = {
  args: {
    children: (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
        <Spinner />
      </div>
    ),
  },
};

export const ErrorContent: Story = {
  name: 'Error',
  args: { title: 'Fuentes de los datos', children: <ErrorState message="error.generic" onRetry={fn()} /> },
};

export const LongText: Story = {
  args: {
    title: 'De dónde vienen los tiempos de espera de Metro, Metro Ligero, EMT, interurbanos y Cercanías',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Los datos proceden de fuentes oficiales, como el Consorcio Regional de Transportes de Madrid,
            cuyos servidores a veces no están disponibles o dan datos erróneos. Esto afecta sobre todo a las
            líneas interurbanas y municipales. Suele ser algo temporal.
          </p>
        ))}
      </>
    ),
  },
};

export const DarkTheme: Story = { globals: { theme: 'V2_DarkBlack' } };
