import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { toast, ToastHost } from './Toasts';

type ToastCall = () => void;

/** A host with the toasts a screen would raise on mount, and a button to raise one more. */
function ToastsDemo(props: { readonly limit?: number; readonly calls: readonly ToastCall[] }) {
  useEffect(() => {
    props.calls.forEach((call) => call());
    return () => toast.dismiss();
  }, [props.calls]);
  return (
    <div style={{ minHeight: 320, padding: 16 }}>
      <button type="button" onClick={() => toast.info('nav.info', { autoCloseMs: false })}>
        +1
      </button>
      <ToastHost limit={props.limit} />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toasts',
  component: ToastHost,
} satisfies Meta<typeof ToastHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const keep = { autoCloseMs: false } as const;

export const Success: Story = {
  render: () => (
    <ToastsDemo calls={[() => toast.success('common_copy_clipboard_success', { ...keep, id: 's' })]} />
  ),
};

export const ErrorToast: Story = {
  name: 'Error',
  render: () => <ToastsDemo calls={[() => toast.error('error.noInternet', { ...keep, id: 'e' })]} />,
};

/** Beyond the limit, toasts wait in the queue until one closes. */
export const Queue: Story = {
  render: () => (
    <ToastsDemo
      limit={2}
      calls={[
        () => toast.info('nav.stops', { ...keep, id: 'q1' }),
        () => toast.warning('nav.lines', { ...keep, id: 'q2' }),
        () => toast.success('nav.planner', { ...keep, id: 'q3' }),
      ]}
    />
  ),
};

export const LongText: Story = {
  render: () => <ToastsDemo calls={[() => toast.warning('stop.slowLoadingAlert', { ...keep, id: 'l' })]} />,
};

export const DarkTheme: Story = {
  render: () => (
    <ToastsDemo
      calls={[
        () => toast.success('common_copy_clipboard_success', { ...keep, id: 'd1' }),
        () => toast.error('error.generic', { ...keep, id: 'd2' }),
      ]}
    />
  ),
  globals: { theme: 'V2_DarkBlack' },
};
