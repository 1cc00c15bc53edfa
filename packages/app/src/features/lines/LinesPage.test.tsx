import type { LineList } from '@transit/api-client';
import { LINE_PALETTES } from '@transit/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, deferred, fakeApi, httpError, offlineError, renderApp } from '../../testSupport';
import { linesFixture } from './lineFixtures';
import { LINE_RESULTS_PAGE_SIZE } from './LinesPage';

const FIELD = 'Busca una línea';

function renderLines(path = '/lineas', list: LineList = linesFixture()) {
  const fake = fakeApi();
  fake.answers.lineList = list;
  return renderApp(path, { fake });
}

async function type(text: string) {
  fireEvent.change(await screen.findByLabelText(FIELD), { target: { value: text } });
}

/** The links of a list section, as their accessible text. */
function linksOf(section: HTMLElement): string[] {
  return within(section)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** "rgb(1, 66, 103)" → "#014267". */
function hexOf(rgb: string): string {
  const channels = rgb.match(/\d+/g) ?? [];
  return `#${channels.map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** The background of the badge showing `lineNumber` inside `within`. */
function badgeColour(container: HTMLElement, lineNumber: string): string {
  const number = within(container).getByText(lineNumber, { selector: '[aria-hidden="true"]' });
  return hexOf((number.parentElement as HTMLElement).style.backgroundColor);
}

describe('the lines list /lineas (spec §2)', () => {
  it('shows a spinner, then the lines grouped by mode: Metro, Metro Ligero, Cercanías, EMT, interurban, urban', async () => {
    const fake = fakeApi();
    const list = deferred<LineList>();
    fake.answers.lineList = list.promise;
    renderApp('/lineas', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'Líneas' })).toBeTruthy();
    expect(screen.getAllByText('Cargando…').length).toBeGreaterThan(0);

    list.resolve(linesFixture());
    await screen.findByRole('region', { name: 'Metro' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Metro',
      'Metro Ligero',
      'Cercanías',
      'Autobuses EMT',
      'Autobuses EMT nocturnos (búhos)',
      'Autobuses interurbanos',
      'Autobuses interurbanos nocturnos',
      'Autobuses urbanos',
    ]);
    // Each line: its badge (read as "Línea 1") and name, in number order, opening its page.
    const metro = screen.getByRole('region', { name: 'Metro' });
    expect(linksOf(metro)).toEqual([
      '1Línea 1Pinar de Chamartín - Valdecarros',
      '2Línea 2Las Rosas - Cuatro Caminos',
    ]);
    expect(within(metro).getAllByRole('link')[0]?.getAttribute('href')).toBe('/lineas/4-1');
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('offers a link to each group, for a list of hundreds of lines', async () => {
    renderLines();
    const modes = await screen.findByRole('navigation', { name: 'Tipos de transporte' });
    const links = within(modes).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toHaveLength(8);
    expect(links[0]?.getAttribute('href')).toBe('#lineas-metro');
    expect(links[4]?.getAttribute('href')).toBe('#lineas-emtNight');
    expect(document.getElementById('lineas-emtNight')?.textContent).toContain('CIBELES-SANCHINARRO');
  });

  it("draws badges in the feed's colours, else the mode's palette, with the night variant for night lines", async () => {
    renderLines();
    const metro = await screen.findByRole('region', { name: 'Metro' });
    expect(badgeColour(metro, '1')).toBe('#2DBEF0');
    expect(badgeColour(screen.getByRole('region', { name: 'Autobuses EMT' }), '51')).toBe('#0178BC');
    expect(badgeColour(screen.getByRole('region', { name: 'Autobuses EMT nocturnos (búhos)' }), 'N1')).toBe(
      LINE_PALETTES.emt.night.colour,
    );
    expect(badgeColour(screen.getByRole('region', { name: 'Autobuses interurbanos' }), '423')).toBe(
      LINE_PALETTES.interurban.day.colour,
    );
    expect(
      badgeColour(screen.getByRole('region', { name: 'Autobuses interurbanos nocturnos' }), 'N101'),
    ).toBe(LINE_PALETTES.interurban.night.colour);
  });

  it('filters as the rider types, a line number typed whole first, keeping the query in the URL', async () => {
    renderLines();
    await screen.findByRole('region', { name: 'Metro' });
    const lengthBefore = window.history.length;
    await type('1');
    const results = await screen.findByRole('region', { name: /líneas encontradas/ });
    // Both lines numbered 1 come first (Metro's before EMT's), then the lines whose number starts with 1.
    expect(linksOf(results).slice(0, 2)).toEqual([
      '1Línea 1Pinar de Chamartín - ValdecarrosMetro',
      '1Línea 1CRISTO REY-PROSPERIDADAutobuses EMT',
    ]);
    expect(linksOf(results).slice(2)).toContain('1ALínea 1ACIRCULAR ALCALÁ DE HENARESAutobuses urbanos');
    expect(currentUrl()).toBe('/lineas?q=1');
    expect(window.history.length).toBe(lengthBefore);
    expect(screen.queryByRole('region', { name: 'Metro' })).toBeNull();
  });

  it.each([
    ['alcala', '1ALínea 1ACIRCULAR ALCALÁ DE HENARESAutobuses urbanos'],
    ['VALDÉCARROS', '1Línea 1Pinar de Chamartín - ValdecarrosMetro'],
    ['ml1', 'ML1Línea ML1Pinar de Chamartín - Las TablasMetro Ligero'],
    ['n1', 'N1Línea N1CIBELES-SANCHINARROAutobuses EMT nocturnos (búhos)'],
  ])('"%s" finds %s first (accents and case ignored)', async (query, first) => {
    renderLines();
    await type(query);
    const results = await screen.findByRole('region', { name: /línea/ });
    await waitFor(() => expect(linksOf(results)[0]).toBe(first));
  });

  it('reads the query from the URL, so Back from a line finds the list as left', async () => {
    renderLines('/lineas?q=c3');
    const results = await screen.findByRole('region', { name: '1 línea encontrada' });
    expect(linksOf(results)).toEqual(['C3Línea C3Aranjuez - ChamartínCercanías']);
    expect((await screen.findByLabelText<HTMLInputElement>(FIELD)).value).toBe('c3');
  });

  it('says nothing was found for the query, and clearing it brings the groups back', async () => {
    renderLines();
    await type('zzxq');
    expect(await screen.findByText('No se han encontrado resultados para la búsqueda zzxq')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Borrar el texto' }));
    expect(await screen.findByRole('region', { name: 'Metro' })).toBeTruthy();
    expect(currentUrl()).toBe('/lineas');
  });

  it(`shows ${LINE_RESULTS_PAGE_SIZE} results, then "show N more"`, async () => {
    const many = linesFixture();
    const emt = Array.from({ length: 25 }, (_, index) => ({
      lineCode: `6-${100 + index}`,
      lineNumber: String(100 + index),
      lineName: `PLAZA DE ESPAÑA-BARRIO ${index + 1}`,
      transportTypeCode: 6,
      colour: '#0178BC',
      textColour: '#FFFFFF',
      hasTimetable: false,
      isNocturnal: false,
    }));
    renderLines('/lineas', { ...many, lines: [...many.lines, ...emt] });
    await type('espana');
    const results = await screen.findByRole('region', { name: '25 líneas encontradas' });
    expect(within(results).getAllByRole('link')).toHaveLength(LINE_RESULTS_PAGE_SIZE);
    fireEvent.click(within(results).getByRole('button', { name: 'Ver 5 más' }));
    expect(within(results).getAllByRole('link')).toHaveLength(25);
    expect(within(results).queryByRole('button', { name: /Ver \d+ más/ })).toBeNull();
  });

  it('says the list could not be loaded (spec §8 style), after the spec retries, and Retry loads it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fake = fakeApi();
    fake.answers.lineList = httpError('/v1/lines', 500, 'INTERNAL');
    const { api } = renderApp('/lineas', { fake });
    await screen.findByRole('heading', { level: 1, name: 'Líneas' });
    // Three retries, the delay doubling from 1 s (spec §8, §9).
    await act(() => vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 100));
    const alert = await screen.findByRole('alert');
    expect(api.getLineList).toHaveBeenCalledTimes(4);
    expect(alert.textContent).toContain(
      'Se ha producido un error al obtener la lista de líneas. Por favor, inténtalo de nuevo.',
    );
    fake.answers.lineList = linesFixture();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Metro' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there is no internet connection when the device is offline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fake = fakeApi();
    fake.answers.lineList = offlineError('/v1/lines');
    renderApp('/lineas', { fake });
    await screen.findByRole('heading', { level: 1, name: 'Líneas' });
    await act(() => vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 100));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Parece que no tienes conexión a internet',
    );
  });
});
