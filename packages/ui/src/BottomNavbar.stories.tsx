import { bottomNavItems, type ClientType, type NavItemId } from '@transit/core';
import { NAV_LABELS } from '@transit/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BottomNavbar, type BottomNavbarItem } from './BottomNavbar';

/** The spec's five items (the Card item's path depends on the client), with one active. */
function items(active: NavItemId, clientType: ClientType = 'web'): BottomNavbarItem[] {
  return bottomNavItems(clientType).map((item) => ({
    id: item.id,
    href: item.path,
    label: NAV_LABELS[item.id],
    isActive: item.id === active,
  }));
}

const meta = {
  title: 'Layout/BottomNavbar',
  component: BottomNavbar,
  args: { items: items('stops') },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomNavbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stops: Story = {};

export const PlannerActive: Story = { args: { items: items('planner') } };

/** On the Android and iOS apps Card leads to the NFC reading. */
export const AppClient: Story = { args: { items: items('card', 'android') } };

export const Catalan: Story = { globals: { locale: 'ca' } };

/** A narrow phone: labels wrap rather than overflow. */
export const LongText: Story = {
  globals: { locale: 'ca' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { args: { items: items('lines') }, globals: { theme: 'V2_DarkBlack' } };
