import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Storybook's Vite builder reads this file: React with the automatic JSX runtime, CSS Modules as Vite does them.
export default defineConfig({
  plugins: [react()],
});
