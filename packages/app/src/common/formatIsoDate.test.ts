import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './formatIsoDate';

describe('dates in notices', () => {
  it('read as day/month/year, as written (no time zone conversion)', () => {
    expect(formatIsoDate('2026-02-20')).toBe('20/02/2026');
    expect(formatIsoDate('2025-12-31')).toBe('31/12/2025');
  });
});
