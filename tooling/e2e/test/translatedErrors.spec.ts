import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

// What a rider sees where a code in the address cannot be read, in each language: a translated sentence, never the
// coded error's "CODE | English developer text". The code waits under a collapsed "technical details" for support.

const LANGUAGES = [
  {
    locale: 'es-ES',
    lang: 'es',
    stop: '«abc» no es un código de parada válido.',
    line: '«abc» no es un código de línea válido.',
    technical: 'Detalles técnicos',
    unexpected:
      'Ha ocurrido un error inesperado. Si este error persiste, por favor contáctanos al hola@transit-app.es',
  },
  {
    locale: 'en-GB',
    lang: 'en',
    stop: '“abc” is not a valid stop code.',
    line: '“abc” is not a valid line code.',
    technical: 'Technical details',
    unexpected:
      'An unexpected error has occurred. If this error persists, please contact us at hola@transit-app.es',
  },
  {
    locale: 'ca-ES',
    lang: 'ca',
    stop: '«abc» no és un codi de parada vàlid.',
    line: '«abc» no és un codi de línia vàlid.',
    technical: 'Detalls tècnics',
    unexpected:
      "S'ha produït un error inesperat. Si aquest error persisteix, si us plau, contacta amb nosaltres a hola@transit-app.es",
  },
] as const;

/** The English developer text of the code errors (core's parseStopCode and parseLineCode). */
const DEVELOPER_TEXT = /is not a (stop|line) code|expected digits|_MALFORMED \|/;

/**
 * The alert says `sentence`; `code` is not shown until the rider opens the technical details, from the keyboard.
 */
async function expectTranslatedAlert(page: Page, sentence: string, technical: string, code: string) {
  const alert: Locator = page.getByRole('alert');
  await expect(alert.getByText(sentence, { exact: true })).toBeVisible();
  await expect(alert).not.toContainText(DEVELOPER_TEXT);
  const shownCode = alert.getByText(code, { exact: true });
  await expect(shownCode).toBeHidden();
  const summary = alert.getByText(technical, { exact: true });
  await expect(summary).toBeVisible();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(shownCode).toBeVisible();
}

for (const language of LANGUAGES) {
  test.describe(`in ${language.lang}`, () => {
    test.use({ locale: language.locale });

    test(`/paradas/abc shows a translated message, not the raw coded error (${language.lang})`, async ({
      page,
    }) => {
      await page.goto('/paradas/abc');
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
      await expectTranslatedAlert(page, language.stop, language.technical, 'STOP_CODE_MALFORMED');
      if (language.lang === 'es') await saveScreenshot(page, 'stop-invalid-code');

      await page.goto('/lineas/abc');
      await expectTranslatedAlert(page, language.line, language.technical, 'LINE_CODE_MALFORMED');

      // The map reads its codParada the same way: a translated notice over the map, no code at all.
      await page.goto('/paradas/mapa?codParada=abc');
      await expect(page.getByRole('status').getByText(language.stop, { exact: true })).toBeVisible();
      await expect(page.locator('body')).not.toContainText(DEVELOPER_TEXT);
      await expect(page.locator('body')).not.toContainText('MALFORMED');
    });
  });

  test.describe(`the router error screen in ${language.lang}`, () => {
    // React and the router report the error they caught, which is what this screen is for.
    test.use({
      locale: language.locale,
      allowedConsoleErrors: [/AppParamError: Cannot interpret the param/],
    });

    test(`the router error screen says it in words and keeps the coded error for support (${language.lang})`, async ({
      page,
    }) => {
      await page.goto('/app?client=foo');
      await expectTranslatedAlert(
        page,
        language.unexpected,
        language.technical,
        'APP_PARAM_INVALID | Cannot interpret the param',
      );
    });
  });
}
