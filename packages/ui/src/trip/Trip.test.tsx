/* The trip option and steps (issue 11, spec §3 Trip) over the constructed trips of storyTrip.ts. */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../testUtils';
import { STORY_DIRECT_TRIP, STORY_TRIP } from './storyTrip';
import { clockOf, minutesOf, ridesOf } from './tripFormat';
import { TripOption } from './TripOption';
import { TripSteps } from './TripSteps';

const namePlace = (place: { name: string }) => place.name || 'Punto del mapa';

describe('TripOption', () => {
  it('says departure–arrival, duration, the line badges in order, the walking and the transfers; pressed when chosen', () => {
    const onSelect = vi.fn();
    renderWithIntl(<TripOption trip={STORY_TRIP} isSelected onSelect={onSelect} />);
    const option = screen.getByRole('button', { pressed: true });
    expect(option.textContent).toBe('08:02 – 08:2422 min1Línea 1›10Línea 105 min a pie1 transbordo');
    fireEvent.click(option);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('a direct ride has no transfer and no walk; a trip on foot says so; an hour or more reads in hours', () => {
    renderWithIntl(
      <>
        <TripOption trip={STORY_DIRECT_TRIP} isSelected={false} onSelect={() => undefined} />
        <TripOption
          trip={{
            ...STORY_TRIP,
            durationSeconds: 3900,
            steps: [STORY_TRIP.steps[0] as (typeof STORY_TRIP.steps)[number]],
          }}
          isSelected={false}
          onSelect={() => undefined}
        />
      </>,
      'en',
    );
    const [direct, onFoot] = screen.getAllByRole('button', { pressed: false });
    expect(direct?.textContent).toBe('08:05 – 08:094 min1Line 1No transfers');
    expect(onFoot?.textContent).toBe('08:02 – 08:241 h 5 minOn foot');
  });
});

describe('TripSteps', () => {
  it('lists walks (duration, distance, where to) and rides (badge, direction, from → to, times, stops, platform, labels)', () => {
    renderWithIntl(<TripSteps steps={STORY_TRIP.steps} placeName={namePlace} />);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'A pie hasta Sol2 min · 160 m',
      '1Línea 1Dirección Pinar de ChamartínSol → Tribunal08:05 – 08:09 · 2 paradas · 4 minAndén 1Según horario',
      'A pie hasta Tribunal2 min · 30 m',
      '10Línea 10Dirección Hospital Infanta SofíaTribunal → Nuevos Ministerios08:13 – 08:23 · 3 paradas · 10 minHorario aproximado',
      'A pie hasta Punto del mapa1 min · 140 m',
    ]);
  });

  it('labels a ride a live source moved, with its delay, and reads long walks in kilometres', () => {
    const [walk, ride] = [STORY_TRIP.steps[0], STORY_TRIP.steps[1]];
    if (walk?.kind !== 'walk' || ride?.kind !== 'transit') throw new Error('storyTrip changed');
    renderWithIntl(
      <TripSteps
        steps={[
          { ...walk, distanceMeters: 1250 },
          { ...ride, status: 'live', delaySeconds: 180 },
          { ...ride, status: 'live' },
        ]}
        placeName={namePlace}
      />,
    );
    const steps = screen.getAllByRole('listitem').map((step) => step.textContent);
    expect(steps[0]).toBe('A pie hasta Sol2 min · 1,3 km');
    expect(steps[1]).toMatch(/En directo: 3 min de retraso$/);
    expect(steps[2]).toMatch(/Andén 1En directo$/);
  });
});

describe('tripFormat', () => {
  it("reads the city's clock from the ISO moment, rounds minutes up, and lists the rides", () => {
    expect(clockOf('2025-11-19T08:05:00+01:00')).toBe('08:05');
    expect(minutesOf(30)).toBe(1);
    expect(minutesOf(0)).toBe(0);
    expect(ridesOf(STORY_TRIP).map((ride) => ride.lineNumber)).toEqual(['1', '10']);
  });
});
