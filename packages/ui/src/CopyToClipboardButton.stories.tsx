import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyToClipboardButton } from './CopyToClipboardButton';

const meta = {
  title: 'Forms/CopyToClipboardButton',
  component: CopyToClipboardButton,
  parameters: { layout: 'centered' },
  args: { text: 'contacto@example.org', onCopy: fn(), onError: fn() },
} satisfies Meta<typeof CopyToClipboardButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Secondary: Story = { args: { variant: 'secondary' } };

/** Right after a copy: the tick and "Copiado" (spec §2), for 2 s. */
export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    // A headless browser may refuse the real clipboard; the story is about what the rider sees after a copy.
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.resolve() },
      configurable: true,
    });
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await within(canvasElement).findByText('Copiado')).toBeInTheDocument();
    await expect(args.onCopy).toHaveBeenCalled();
  },
};

export const DarkTheme: Story = { globals: { theme: 'V2_DarkBlack' } };

export const English: Story = { globals: { locale: 'en' } };
