import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Types into the search field one keystroke at a time, as a rider does, waiting after each key until the field shows
 * it, so every intermediate query is searched. (Keys sent back to back, with no wait, lose characters: the field's
 * text lives in the URL and lags behind a fast typist; see the e2e report.)
 */
export async function typeLikeARider(field: Locator, text: string): Promise<void> {
  let typed = await field.inputValue();
  for (const character of text) {
    await field.pressSequentially(character);
    typed += character;
    await expect(field).toHaveValue(typed);
  }
}
