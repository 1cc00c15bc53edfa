import type { APIRequestContext, Page } from '@playwright/test';
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
