import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // CI and developers run offline of Storybook's services: no telemetry, no news fetched at start.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
