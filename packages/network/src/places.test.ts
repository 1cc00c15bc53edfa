import { describe, expect, it } from 'vitest';
import { emptyPlacesFile, PLACES_FILE_FORMAT, placesFileSchema } from './places';

describe("a city's places file (dist/places.json)", () => {
  it('is empty for a city whose data names no municipality nor landmark', () => {
    expect(emptyPlacesFile('new-york')).toEqual({
      format: PLACES_FILE_FORMAT,
      cityId: 'new-york',
      municipalities: [],
      landmarks: [],
      sources: [],
    });
    expect(placesFileSchema.parse(emptyPlacesFile('new-york'))).toEqual(emptyPlacesFile('new-york'));
  });

  it('holds municipalities by INE code at a station, and refuses a code or a point that is not one', () => {
    const municipality = {
      code: '28005',
      name: 'Alcalá de Henares',
      stationName: 'Alcalá de Henares',
      latitude: 40.48903,
      longitude: -3.36634,
      stationCount: 3,
    };
    const file = { ...emptyPlacesFile('madrid'), municipalities: [municipality] };
    expect(placesFileSchema.parse(file)).toEqual(file);
    for (const bad of [{ code: '28' }, { latitude: 91 }, { stationCount: 0 }, { name: '' }]) {
      const result = placesFileSchema.safeParse({ ...file, municipalities: [{ ...municipality, ...bad }] });
      expect(result.success, JSON.stringify(bad)).toBe(false);
    }
    expect(placesFileSchema.safeParse({ ...file, format: 2 }).success).toBe(false);
  });
});
