import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORY_TRIP } from '../trip/storyTrip';
import { renderWithIntl } from '../testUtils';
import { loadLeaflet } from './loadLeaflet';
import { tripExtent, TripMap, tripMapLegs } from './TripMap';
import { LeafletLoaderContext } from './useLeaflet';

const TILES = {
  tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  tileAttribution: '© OpenStreetMap contributors',
};

describe('tripMapLegs', () => {
  it("draws each ride along its shape in its line's colour (its stops joined when it has none) and each walk end to end", () => {
    const legs = tripMapLegs(STORY_TRIP);
    expect(
      legs.map((leg) => (leg.kind === 'ride' ? `ride ${leg.colour} ${leg.points.length}` : 'walk')),
    ).toEqual(['walk', 'ride #2DBEF0 3', 'walk', 'ride #005AA9 4', 'walk']);
    expect(legs[0]?.points).toEqual([
      [40.4165, -3.705],
      [40.41688, -3.70326],
    ]);
  });

  it('fits the whole trip, and nothing for no leg', () => {
    expect(tripExtent(tripMapLegs(STORY_TRIP))).toEqual([
      [40.4165, -3.705],
      [40.4469, -3.69199],
    ]);
    expect(tripExtent([])).toBeUndefined();
  });
});

describe('TripMap', () => {
  it('draws the rides over a casing, the walks dashed, and the two ends', async () => {
    renderWithIntl(
      <LeafletLoaderContext value={loadLeaflet}>
        <TripMap
          legs={tripMapLegs(STORY_TRIP)}
          tiles={TILES}
          label="Mapa del trayecto de Sol a Nuevos Ministerios"
        />
      </LeafletLoaderContext>,
    );
    const region = await screen.findByRole('region', {
      name: 'Mapa del trayecto de Sol a Nuevos Ministerios',
    });
    await waitFor(() => expect(region.querySelectorAll('path').length).toBe(3 + 2 * 2 + 2));
    const dashed = [...region.querySelectorAll('path')].filter((path) =>
      path.getAttribute('stroke-dasharray'),
    );
    expect(dashed).toHaveLength(3);
  });
});
