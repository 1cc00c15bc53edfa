import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test } from './fixtures';

/** How far ahead to look when a stop has no departures now: the small hours plus eight is mid-morning. */
const LATER_MS = 8 * 60 * 60 * 1000;

/**
 * Makes sure the stop page will have departures to show. Timetabled stops have none in the small hours (the Metro
 * closes from about 2:00 to 6:00), so when the server lists none now, the page's arrivals requests ask for eight hours
 * later instead (the API's `at` parameter; the answer is still the real server's) and the test says so in its
 * annotations. At any other time nothing is changed.
 */
export async function ensureDepartures(page: Page, request: APIRequestContext, stopCode: string) {
  const response = await request.get(`/api/madrid/v1/stops/${stopCode}/arrivals`);
  const answer = (await response.json()) as { readonly arrivals: readonly unknown[] };
  if (answer.arrivals.length > 0) return;
  const at = new Date(Date.now() + LATER_MS).toISOString();
  test.info().annotations.push({
    type: 'departures',
    description: `stop ${stopCode} has no departures now; its page asks for those from ${at}`,
  });
  await page.route(new RegExp(`/v1/stops/${stopCode}/arrivals(\\?|$)`), async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('at', at);
    await route.continue({ url: url.toString() });
  });
}

/**
 * A board's rows (issue 14: one per line and direction), each a button named by the sentence a screen reader reads:
 * "Línea 2 a Las Rosas: 4 minutos, en directo; después 12 y 19 minutos, según horario".
 */
export function boardRows(board: Locator): Locator {
  return board
    .getByRole('list', { name: 'Salidas por línea y destino' })
    .getByRole('button', { name: /^(Fijada arriba\. )?Línea / });
}

/** Rows any of whose departures is live or an aged live prediction. */
export function liveRows(board: Locator): Locator {
  return board
    .getByRole('list', { name: 'Salidas por línea y destino' })
    .getByRole('button', { name: /, (en directo|sin actualizar)/ });
}
