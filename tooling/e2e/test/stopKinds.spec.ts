import { boardRows, ensureDepartures, liveRows } from './departures';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

const NO_TIMETABLE =
  'No se publican horarios de las líneas de esta parada, así que no podemos mostrar sus salidas sin tiempos en directo.';
const EXPIRED_TIMETABLE = /^El horario publicado era válido hasta el \d{2}\/\d{2}\/\d{4}; mostramos el del/;

interface StopCase {
  readonly kind: string;
  readonly code: string;
  readonly name: string;
  /** The stop type icon's label. */
  readonly type: string;
  /** A feed with a timetable (expired in the committed snapshots) or none at all. */
  readonly timetable: 'expired' | 'none';
  readonly screenshot: string;
}

const STOPS: readonly StopCase[] = [
  {
    kind: 'Metro',
    code: '4-12',
    name: 'Sol',
    type: 'Metro',
    timetable: 'expired',
    screenshot: 'stop-metro-4-12-direct',
  },
  {
    kind: 'Metro Ligero',
    code: '10-1',
    name: 'Pinar de Chamartín',
    type: 'Metro Ligero',
    timetable: 'expired',
    screenshot: 'stop-metro-ligero-10-1',
  },
  {
    kind: 'Cercanías',
    code: '5-11',
    name: 'Atocha',
    type: 'Cercanías',
    timetable: 'none',
    screenshot: 'stop-cercanias-5-11',
  },
  {
    kind: 'EMT',
    code: '72',
    name: 'Cibeles-Casa de América',
    type: 'Autobús EMT',
    timetable: 'none',
    screenshot: 'stop-emt-72',
  },
];

for (const stop of STOPS) {
  const says =
    stop.timetable === 'expired'
      ? 'shows departures marked scheduled and the expired-timetable notice'
      : 'says plainly that no timetable is published';
  test(`the ${stop.kind} stop ${stop.code} (${stop.name}) ${says}`, async ({ page, request }) => {
    if (stop.timetable === 'expired') await ensureDepartures(page, request, stop.code);
    await page.goto(`/paradas/${stop.code}`);
    await expect(page.getByRole('heading', { level: 1, name: stop.name })).toBeVisible();
    await expect(page.getByRole('img', { name: stop.type, exact: true })).toBeVisible();
    await expect(page.getByText(`Parada ${stop.code}`)).toBeVisible();
    const departures = page.getByRole('region', { name: 'Próximas salidas' });
    await expect(departures.getByRole('status')).toHaveText('Actualizado ahora mismo');
    const rows = boardRows(departures);
    if (stop.timetable === 'expired') {
      await expect(rows.first()).toHaveAccessibleName(/, según horario$/);
      await expect(liveRows(departures)).toHaveCount(0);
      await expect(departures.getByRole('note')).toHaveText(EXPIRED_TIMETABLE);
    } else {
      await expect(departures.getByRole('note')).toHaveText(NO_TIMETABLE);
      await expect(rows).toHaveCount(0);
      // Nothing suggests there merely happen to be no departures right now.
      await expect(departures.getByText('No hay más salidas programadas')).toHaveCount(0);
    }
    await saveScreenshot(page, stop.screenshot);
  });
}
