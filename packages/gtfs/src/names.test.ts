import { describe, expect, it } from 'vitest';
import {
  accentRestorer,
  holdsWords,
  platformDirection,
  riderName,
  Spellings,
  styledName,
  titleCase,
} from './names';

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

describe('titleCase', () => {
  it('writes an all-capitals name in Spanish title case, its particles in lower case after the first word', () => {
    expect(titleCase('PLAZA DE CASTILLA')).toBe('Plaza de Castilla');
    expect(titleCase('RAMÓN Y CAJAL')).toBe('Ramón y Cajal');
    expect(titleCase('LAS ÁGUILAS')).toBe('Las Águilas');
    expect(titleCase('EL POZO')).toBe('El Pozo');
    expect(titleCase('PARQUE DE LAS AVENIDAS')).toBe('Parque de las Avenidas');
  });

  it('begins each part between hyphens or in brackets with a capital', () => {
    expect(titleCase('GALAPAGAR-LA NAVATA')).toBe('Galapagar-La Navata');
    expect(titleCase('CIRCULAR (LA PESETA)')).toBe('Circular (La Peseta)');
  });

  it('keeps codes, Roman numerals and initials written with dots as written', () => {
    expect(titleCase('AEROPUERTO T-4')).toBe('Aeropuerto T-4');
    expect(titleCase('AEROPUERTO T1-T2-T3')).toBe('Aeropuerto T1-T2-T3');
    expect(titleCase('HOSPITAL 12 DE OCTUBRE')).toBe('Hospital 12 de Octubre');
    expect(titleCase('ALFONSO XIII')).toBe('Alfonso XIII');
    expect(titleCase('JAIME I NORTE')).toBe('Jaime I Norte');
    expect(titleCase('ALCOBENDAS-S.S. DE LOS REYES')).toBe('Alcobendas-S.S. de los Reyes');
    expect(titleCase('TALLERES S.A.')).toBe('Talleres S.A.');
    expect(titleCase('UNIVERSIDAD P. COMILLAS')).toBe('Universidad P. Comillas');
    expect(titleCase('C/ ALCALÁ')).toBe('C/ Alcalá');
  });

  it('reads apostrophes and Mª as Spanish writes them', () => {
    expect(titleCase("O'DONNELL")).toBe("O'Donnell");
    expect(titleCase('Mª AUXILIADORA')).toBe('Mª Auxiliadora');
  });

  it('leaves a name with lower case as its publisher wrote it', () => {
    expect(titleCase('Times Sq-42 St')).toBe('Times Sq-42 St');
    expect(titleCase('Pinar de Chamartín-Valdecarros')).toBe('Pinar de Chamartín-Valdecarros');
    expect(titleCase('')).toBe('');
  });
});

describe('styledName', () => {
  const spellings = Spellings.of({
    names: ['Pinar de Chamartín-Valdecarros', 'Metro Tetuán', "O'DONNELL", 'ODonnell', 'MetroSur', 'LEGANES'],
    texts: ['Calle   Gran Vía 23', 'Calle de Sainz de Baranda 1', 'Avda de Sáinz 2', 'Calle Sainz 3'],
  });

  it("takes a whole name's spelling, or a part's, from a text that writes it", () => {
    expect(styledName('PINAR DE CHAMARTIN', spellings)).toBe('Pinar de Chamartín');
    expect(styledName('VALDECARROS-PINAR DE CHAMARTIN', spellings)).toBe('Valdecarros-Pinar de Chamartín');
    expect(styledName('ODONNELL', spellings)).toBe("O'Donnell");
    expect(styledName('METROSUR', spellings)).toBe('MetroSur');
  });

  it("takes a word's accents where the texts write it so more often than not, and invents none", () => {
    expect(styledName('TETUAN', spellings)).toBe('Tetuán');
    expect(styledName('GRAN VIA', spellings)).toBe('Gran Vía');
    expect(styledName('SAINZ DE BARANDA', spellings)).toBe('Sainz de Baranda');
    expect(styledName('LEGANES', spellings)).toBe('Leganes');
    expect(styledName('PUERTA DEL ANGEL', spellings)).toBe('Puerta del Angel');
  });

  it('puts an inverted article in front: "ÁGUILAS LAS" is "Las Águilas", "POZO EL" is "El Pozo"', () => {
    expect(styledName('ÁGUILAS LAS', spellings)).toBe('Las Águilas');
    expect(styledName('POZO EL', spellings)).toBe('El Pozo');
  });
});

describe('platformDirection', () => {
  it("names a circular line's direction by its platform, as Metro de Madrid signs it", () => {
    expect(platformDirection('CIRCULAR (ANDEN-1)')).toBe('CIRCULAR · ANDÉN 1');
    expect(platformDirection('METROSUR (ANDEN-2)')).toBe('METROSUR · ANDÉN 2');
    expect(platformDirection('PINAR DE CHAMARTIN-VALDECARROS')).toBe('PINAR DE CHAMARTIN-VALDECARROS');
  });
});
