import { describe, expect, it } from 'vitest';
import { formOfRequest, plannerFormSearch, readPlannerForm, readTripRequest, tripUrlOf } from './plannerUrl';

const SOL = { ref: 'station:E4-12', name: 'Sol' };
const NUEVOS = { ref: 'stop:4-120', name: 'Nuevos Ministerios' };
const HERE = { ref: 'point:40.416870,-3.703790', name: 'Mi ubicación' };

describe("the planner's addresses (issue 11: shareable, Back keeps the form)", () => {
  it('writes the form into /planificador and reads it back the same', () => {
    const form = { from: SOL, to: HERE, when: 'arriveBy', at: '2025-11-19T08:30' } as const;
    const search = plannerFormSearch(form);
    expect(search.toString()).toBe(
      'from=station%3AE4-12&fromName=Sol&to=point%3A40.416870%2C-3.703790&toName=Mi+ubicaci%C3%B3n&when=arriveBy&at=2025-11-19T08%3A30',
    );
    expect(readPlannerForm(search)).toEqual(form);
  });

  it('leaves out of the form what a hand-edited link spells wrong (a bad place, a bad time, an unknown when)', () => {
    const form = readPlannerForm(new URLSearchParams('from=stop:abc&to=stop:4-120&when=soon&at=tomorrow'));
    expect(form).toEqual({
      from: undefined,
      to: { ref: 'stop:4-120', name: '' },
      when: 'now',
      at: undefined,
    });
  });

  it('a result address carries from, to, at and arriveBy, and a point its name; a stop is named by the plan', () => {
    expect(tripUrlOf({ from: SOL, to: NUEVOS, when: 'now', at: undefined })).toBe(
      '/planificador/ruta?from=station%3AE4-12&to=stop%3A4-120',
    );
    expect(tripUrlOf({ from: HERE, to: NUEVOS, when: 'arriveBy', at: '2025-11-19T08:30' })).toBe(
      '/planificador/ruta?from=point%3A40.416870%2C-3.703790&to=stop%3A4-120&at=2025-11-19T08%3A30&arriveBy=true&fromName=Mi+ubicaci%C3%B3n',
    );
    expect(tripUrlOf({ from: SOL, to: NUEVOS, when: 'departAt', at: '2025-11-19T08:30' })).toBe(
      '/planificador/ruta?from=station%3AE4-12&to=stop%3A4-120&at=2025-11-19T08%3A30',
    );
  });

  it('has no result address without both places, or without a time for "depart at"', () => {
    expect(tripUrlOf({ from: SOL, to: undefined, when: 'now', at: undefined })).toBeUndefined();
    expect(tripUrlOf({ from: SOL, to: NUEVOS, when: 'departAt', at: undefined })).toBeUndefined();
  });

  it('reads a shared result address alone, a point written as core writes it', () => {
    const request = readTripRequest(
      new URLSearchParams(
        'from=point:40.41687,-3.70379&to=stop:4-120&at=2025-11-19T08:30&arriveBy=true&fromName=Casa',
      ),
    );
    expect(request).toEqual({
      from: 'point:40.416870,-3.703790',
      to: 'stop:4-120',
      fromName: 'Casa',
      toName: undefined,
      at: '2025-11-19T08:30',
      arriveBy: true,
    });
    expect(readTripRequest(new URLSearchParams('from=stop:4-12'))).toBeUndefined();
    expect(readTripRequest(new URLSearchParams('from=sol&to=stop:4-120'))).toBeUndefined();
  });

  it('"change the search" goes back to the form the result was asked with', () => {
    const request = readTripRequest(new URLSearchParams('from=stop:4-12&to=stop:4-120&at=2025-11-19T08:30'));
    expect(request && formOfRequest(request, { from: 'Sol', to: 'Nuevos Ministerios' })).toEqual({
      from: { ref: 'stop:4-12', name: 'Sol' },
      to: NUEVOS,
      when: 'departAt',
      at: '2025-11-19T08:30',
    });
  });
});
