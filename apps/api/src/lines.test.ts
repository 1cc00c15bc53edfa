import { describe, expect, it } from 'vitest';
import { nightGroupLength, serviceSpan } from './lines';

const hm = (hours: number, minutes: number) => (hours * 60 + minutes) * 60;

describe('first and last departure of a service day', () => {
  it('are the earliest and latest times when the feed writes night trips past 24:00', () => {
    const today = [hm(6, 5), hm(12, 0), hm(23, 50), hm(25, 30)];
    expect(serviceSpan(today, [hm(6, 5)])).toEqual({
      firstSec: hm(6, 5),
      lastSec: hm(25, 30),
      lastIsNextDay: false,
    });
  });

  it("read the night from the next service day when the feed writes it as that day's 00:00–04:00", () => {
    // Metro de Madrid: 00:00–01:50 belong to the night before, then nothing until 06:05.
    const wednesday = [hm(0, 0), hm(1, 0), hm(1, 50), hm(6, 5), hm(12, 0), hm(23, 52)];
    const thursday = [hm(0, 2), hm(1, 48), hm(6, 5), hm(23, 52)];
    expect(nightGroupLength(wednesday)).toBe(3);
    expect(serviceSpan(wednesday, thursday)).toEqual({
      firstSec: hm(6, 5),
      lastSec: hm(1, 48),
      lastIsNextDay: true,
    });
    // On a day whose night ends before midnight (no night group after it), the last is the day's own last.
    expect(serviceSpan(wednesday, [hm(7, 0)])).toEqual({
      firstSec: hm(6, 5),
      lastSec: hm(23, 52),
      lastIsNextDay: false,
    });
  });

  it('treat a service that runs all night as starting at its first time', () => {
    const allNight = Array.from({ length: 48 }, (_, i) => i * 1800);
    expect(nightGroupLength(allNight)).toBe(0);
    expect(serviceSpan(allNight, allNight)).toEqual({
      firstSec: 0,
      lastSec: hm(23, 30),
      lastIsNextDay: false,
    });
  });

  it('keep a lone early trip, and answer nothing for a day without trips', () => {
    expect(serviceSpan([hm(3, 0)], [hm(3, 0)])).toEqual({
      firstSec: hm(3, 0),
      lastSec: hm(3, 0),
      lastIsNextDay: false,
    });
    expect(serviceSpan([], [hm(6, 0)])).toBeUndefined();
  });
});
