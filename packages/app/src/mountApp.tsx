import { type City, ProductError } from '@transit/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TransitApp } from './TransitApp';

/** Renders the app of a city into the page's root element (what each apps/<id>/src/main.tsx calls). */
export function mountApp(root: HTMLElement | null, city: City): void {
  if (!root)
    throw new ProductError('APP_ROOT_MISSING', 'The page has no #root element to render the app in.');
  createRoot(root).render(
    <StrictMode>
      <TransitApp city={city} />
    </StrictMode>,
  );
}
