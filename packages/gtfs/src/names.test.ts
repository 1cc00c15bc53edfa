import { describe, expect, it } from 'vitest';
import { accentRestorer, holdsWords, riderName } from './names';

describe('riderName', () => {
  it("puts a trailing article back in front, in the name's own casing", () => {
    expect(riderName('ÁGUILAS LAS')).toBe('LAS ÁGUILAS');
    expect(riderName('ESCORIAL, EL')).toBe('EL ESCORIAL');
    expect(riderName('ROZAS DE MADRID, LAS')).toBe('LAS ROZAS DE MADRID');
    expect(riderName('Rozas, Las')).toBe('Las Rozas');
  });

  it('leaves other names as they are, trimmed', () => {
    expect(riderName('SOL')).toBe('SOL');
    expect(riderName(' Plaza Biribila')).toBe('Plaza Biribila');
    expect(riderName('Castellbell i El Vilar')).toBe('Castellbell i El Vilar');
    expect(riderName('LAS')).toBe('LAS');
  });
});

describe('accentRestorer', () => {
  it("puts back the accents a name lost, from the feed's own spellings", () => {
    const restore = accentRestorer(['LEGANÉS CENTRAL', 'AV.LEGANÉS', 'HOSPITAL DE TORREJÓN', 'Leganes']);
    expect(restore('LEGANES')).toBe('LEGANÉS');
    expect(restore('TORREJON DE ARDOZ')).toBe('TORREJÓN DE ARDOZ');
    expect(restore('PINTO')).toBe('PINTO');
  });
});

describe('holdsWords', () => {
  it('finds whole words, accents and case aside', () => {
    expect(holdsWords('CIRCULAR ALCALÁ DE HENARES', 'ALCALA DE HENARES')).toBe(true);
    expect(holdsWords('EST. ARANJUEZ - ARBOLEDA', 'ARANJUEZ')).toBe(true);
    expect(holdsWords('PARLAMENTO', 'PARLA')).toBe(false);
  });
});
