import { describe, expect, it } from 'vitest';
import {
  createSearchIndex,
  normalizeSearchText,
  SEARCH_ABBREVIATIONS,
  SEARCH_FILLER_WORDS,
  type SearchEntry,
} from './search';

describe('normalizeSearchText: stop search text normalisation (spec §5)', () => {
  it('ignores accents', () => {
    expect(normalizeSearchText('Sól')).toEqual(['sol']);
    expect(normalizeSearchText('Cercanías Príncipe Pío')).toEqual(['cercanias', 'principe', 'pio']);
    expect(normalizeSearchText('Ñoño Güell')).toEqual(['nono', 'guell']);
  });

  it('makes the text lower-case', () => {
    expect(normalizeSearchText('PLAZA CASTILLA')).toEqual(['plaza', 'castilla']);
  });

  it('turns punctuation into spaces and splits the text on spaces', () => {
    expect(normalizeSearchText('Alcalá,Goya.Velázquez;(Retiro)-Ibiza/O’Donnell')).toEqual([
      'alcala',
      'goya',
      'velazquez',
      'retiro',
      'ibiza',
      'o',
      'donnell',
    ]);
    expect(normalizeSearchText('  Sol   Norte  ')).toEqual(['sol', 'norte']);
  });

  it('turns the ordinal signs º and ª into spaces', () => {
    expect(normalizeSearchText('1º Mayo')).toEqual(['1', 'mayo']);
    expect(normalizeSearchText('3ª Travesía')).toEqual(['3', 'travesia']);
    expect(normalizeSearchText('12ºB')).toEqual(['12', 'b']);
  });

  it('drops the filler words de, del, la, el, los, las, un, una, y', () => {
    expect([...SEARCH_FILLER_WORDS].sort()).toEqual(
      ['de', 'del', 'el', 'la', 'las', 'los', 'un', 'una', 'y'].sort(),
    );
    expect(normalizeSearchText('Puerta del Sol')).toEqual(['puerta', 'sol']);
    expect(normalizeSearchText('Avenida de la Ilustración y los Jardines de las Rosas')).toEqual([
      'avenida',
      'ilustracion',
      'jardines',
      'rosas',
    ]);
    expect(normalizeSearchText('El Pardo')).toEqual(['pardo']);
    expect(normalizeSearchText('Un Lugar Una Calle')).toEqual(['lugar', 'calle']);
    expect(normalizeSearchText('de la del y')).toEqual([]);
  });

  it('keeps words that only contain a filler word', () => {
    expect(normalizeSearchText('Delicias Lasaña')).toEqual(['delicias', 'lasana']);
  });

  describe('expands every abbreviation the spec lists', () => {
    it.each([
      ['av', 'avenida'],
      ['avda', 'avenida'],
      ['pza', 'plaza'],
      ['ctra', 'carretera'],
      ['urb', 'urbanizacion'],
      ['gta', 'glorieta'],
      ['rda', 'ronda'],
      ['est', 'estacion'],
      ['pol', 'poligono'],
      ['ind', 'industrial'],
      ['ayto', 'ayuntamiento'],
      ['sta', 'santa'],
      ['dr', 'doctor'],
      ['pque', 'parque'],
      ['pta', 'puerta'],
    ])('%s to %s', (abbreviation, expansion) => {
      expect(SEARCH_ABBREVIATIONS[abbreviation]).toBe(expansion);
      expect(normalizeSearchText(`${abbreviation} Madrid`)).toEqual([expansion, 'madrid']);
      expect(normalizeSearchText(`${abbreviation.toUpperCase()}. Madrid`)).toEqual([expansion, 'madrid']);
    });
  });

  describe('expands the other common abbreviations', () => {
    it.each([
      ['C/ Alcalá', ['calle', 'alcala']],
      ['c/Alcalá', ['calle', 'alcala']],
      ['Cl Mayor', ['calle', 'mayor']],
      ['Cll Mayor', ['calle', 'mayor']],
      ['Pº de la Castellana', ['paseo', 'castellana']],
      ['P° Castellana', ['paseo', 'castellana']],
      ['Ps. Delicias', ['paseo', 'delicias']],
      ['Pso Delicias', ['paseo', 'delicias']],
      ['Cno. Viejo', ['camino', 'viejo']],
      ['Cmno Viejo', ['camino', 'viejo']],
      ['Bº Salamanca', ['barrio', 'salamanca']],
      ['Nº 5', ['numero', '5']],
      ['N.º 5', ['numero', '5']],
      ['Pl. Mayor', ['plaza', 'mayor']],
      ['Plza España', ['plaza', 'espana']],
      ['Glta. Bilbao', ['glorieta', 'bilbao']],
      ['Crta. Toledo', ['carretera', 'toledo']],
      ['Trav. Arganzuela', ['travesia', 'arganzuela']],
      ['Gral. Ricardos', ['general', 'ricardos']],
      ['Hosp. La Paz', ['hospital', 'paz']],
      ['Univ. Complutense', ['universidad', 'complutense']],
      ['Intercamb. Moncloa', ['intercambiador', 'moncloa']],
      ['Ntra. Sra. del Carmen', ['nuestra', 'senora', 'carmen']],
      ['Sto. Domingo', ['santo', 'domingo']],
    ])('%s', (text, tokens) => {
      expect(normalizeSearchText(text)).toEqual(tokens);
    });

    it('does not read c, p, b or n inside a word as an abbreviation', () => {
      expect(normalizeSearchText('Bac/Tup')).toEqual(['bac', 'tup']);
      expect(normalizeSearchText('Campº')).toEqual(['camp']);
    });
  });

  it('removes duplicates, keeping the first occurrence', () => {
    expect(normalizeSearchText('Sol Sol SOL sól')).toEqual(['sol']);
    expect(normalizeSearchText('Plaza Pza. Mayor')).toEqual(['plaza', 'mayor']);
    expect(normalizeSearchText('Avda. Av. Avenida América')).toEqual(['avenida', 'america']);
  });

  it('gives no tokens for empty text or text of punctuation only', () => {
    expect(normalizeSearchText('')).toEqual([]);
    expect(normalizeSearchText('  .,;/-  ')).toEqual([]);
  });
});

interface Stop {
  readonly code: string;
  readonly name: string;
}

const entry = (code: string, name: string, rank?: number): SearchEntry<Stop> => ({
  item: { code, name },
  name,
  codes: [code],
  ...(rank === undefined ? {} : { rank }),
});

const names = (items: readonly Stop[]) => items.map((item) => item.name);

describe('createSearchIndex: the stop and line matcher', () => {
  const index = createSearchIndex([
    entry('4-1', 'Puerta del Sol'),
    entry('4-2', 'Sol'),
    entry('4-3', 'Solana'),
    entry('09568', 'Boadilla Centro'),
    entry('4-5', 'Plaza de Castilla'),
    entry('5999', 'Avenida de América'),
    entry('12', 'Estación de Atocha'),
    entry('13', 'Estadio Metropolitano'),
    entry('14', 'Calle Mayor 1234'),
  ]);

  it('counts its entries', () => {
    expect(index.size).toBe(9);
  });

  it("finds the station 'Sol' first for 'pta del sol' (riders' name for it), then 'Puerta del Sol'", () => {
    expect(names(index.search('pta del sol'))).toEqual(['Sol', 'Puerta del Sol']);
  });

  it('lists a name wholly contained in a longer query after every full match, and nothing that is only partly', () => {
    expect(names(index.search('estacion de atocha'))).toEqual(['Estación de Atocha']);
    expect(names(index.search('metro sol'))).toEqual(['Sol']);
    // "Plaza de Castilla" has a word (castilla) the query lacks: not listed.
    expect(names(index.search('plaza mayor'))).toEqual([]);
    // A one-word query needs its word matched, as before.
    expect(names(index.search('metro'))).toEqual(['Estadio Metropolitano']);
  });

  it("finds 'Sol' for 'Sól', ignoring accents", () => {
    expect(names(index.search('Sól'))).toContain('Sol');
  });

  it('needs every query token to match a name token', () => {
    expect(names(index.search('plaza castilla'))).toEqual(['Plaza de Castilla']);
    expect(names(index.search('plaza atocha'))).toEqual([]);
    expect(index.search('xyz')).toEqual([]);
  });

  it('finds a name by the beginning of its words', () => {
    expect(names(index.search('pl cas'))).toEqual(['Plaza de Castilla']);
    expect(names(index.search('avda amer'))).toEqual(['Avenida de América']);
  });

  it("still finds 'Boadilla' for a partially typed last word such as 'bo'", () => {
    expect(names(index.search('bo'))).toEqual(['Boadilla Centro']);
  });

  it('matches a last word that is an abbreviation both expanded and as typed', () => {
    // 'est' is being typed: it may be 'estacion' or the start of 'Estadio'.
    expect(names(index.search('est'))).toEqual(['Estación de Atocha', 'Estadio Metropolitano']);
    // Not the last word: only its expansion counts.
    expect(names(index.search('est atocha'))).toEqual(['Estación de Atocha']);
    expect(names(index.search('est metrop'))).toEqual([]);
  });

  it('ranks an exact word match above a match of the word’s beginning', () => {
    expect(names(index.search('sol'))).toEqual(['Sol', 'Solana', 'Puerta del Sol']);
    expect(names(index.search('solana'))).toEqual(['Solana']);
  });

  it('ranks a name that starts with the first query word above one that has it later', () => {
    const ranked = createSearchIndex([entry('1', 'Puerta del Sol'), entry('2', 'Sol de Oriente')]);
    expect(names(ranked.search('sol'))).toEqual(['Sol de Oriente', 'Puerta del Sol']);
  });

  it('ranks the stop of a typed code first', () => {
    expect(names(index.search('1234'))).toEqual(['Calle Mayor 1234']);
    const withCode = createSearchIndex([entry('14', 'Calle Mayor 1234'), entry('1234', 'Sol')]);
    expect(names(withCode.search('1234'))).toEqual(['Sol', 'Calle Mayor 1234']);
  });

  it('reads a typed code with separators and leading zeros as its canonical form', () => {
    const stops = createSearchIndex([entry('8-5999', 'Majadahonda'), entry('09568', 'Boadilla Centro')]);
    expect(names(stops.search('9568'))).toEqual(['Boadilla Centro']);
    expect(names(stops.search('09568'))).toEqual(['Boadilla Centro']);
    expect(names(stops.search('8-5999'))).toEqual(['Majadahonda']);
    expect(names(stops.search('8 5999'))).toEqual(['Majadahonda']);
  });

  it('finds a stop by any form of its code the stop code parser accepts', () => {
    const stops = createSearchIndex([entry('09568', 'Boadilla Centro'), entry('4-10', 'Tribunal')]);
    expect(names(stops.search('8_09568'))).toEqual(['Boadilla Centro']);
    expect(names(stops.search('8-9568'))).toEqual(['Boadilla Centro']);
    expect(names(stops.search('4_010'))).toEqual(['Tribunal']);
  });

  it('matches a code by its beginning from two characters on, below a whole code', () => {
    const lines = createSearchIndex([
      { item: { code: 'C4A', name: 'Parla - Alcobendas' }, name: 'Parla - Alcobendas', codes: ['C4A'] },
      { item: { code: 'C4', name: 'Cercanías C4' }, name: 'Cercanías C4', codes: ['C4'] },
      {
        item: { code: 'C1', name: 'Príncipe Pío - Aeropuerto' },
        name: 'Príncipe Pío - Aeropuerto',
        codes: ['C1'],
      },
    ]);
    expect(names(lines.search('c4'))).toEqual(['Cercanías C4', 'Parla - Alcobendas']);
    expect(names(lines.search('C4A'))).toEqual(['Parla - Alcobendas']);
    // One character is too little to match a code by its beginning.
    expect(names(lines.search('c'))).toEqual(['Cercanías C4']);
  });

  it('ignores entries whose codes are empty once normalised', () => {
    const noCodes = createSearchIndex([
      { item: 1, name: 'Sol', codes: ['--', ''] },
      { item: 2, name: 'Sol' },
    ]);
    expect(noCodes.search('sol')).toEqual([1, 2]);
  });

  it('returns at most `limit` results, best first', () => {
    expect(names(index.search('sol', 2))).toEqual(['Sol', 'Solana']);
    expect(index.search('sol', 0)).toEqual([]);
  });

  it('returns nothing for an empty query', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('   ')).toEqual([]);
    expect(index.search('.,;')).toEqual([]);
  });

  it('returns nothing for a query of filler words only', () => {
    expect(index.search('de la')).toEqual([]);
  });

  it('can put the rank before the name length, for lines (Metro line 1 before an urban "1 CIRCULAR")', () => {
    const lines = [
      { item: 'urban 1', name: '1 CIRCULAR', codes: ['1'], rank: 5 },
      { item: 'metro 1', name: '1 Pinar de Chamartín - Valdecarros', codes: ['1'], rank: 1 },
    ];
    expect(createSearchIndex(lines).search('1')).toEqual(['urban 1', 'metro 1']);
    expect(createSearchIndex(lines, { isRankBeforeNameLength: true }).search('1')).toEqual([
      'metro 1',
      'urban 1',
    ]);
  });

  describe('tie-break among equally good matches', () => {
    it('puts the name with fewer words first', () => {
      const ties = createSearchIndex([
        entry('1', 'Moncloa Intercambiador Norte'),
        entry('2', 'Moncloa Norte'),
      ]);
      expect(names(ties.search('moncloa'))).toEqual(['Moncloa Norte', 'Moncloa Intercambiador Norte']);
    });

    it('then the lower rank (for stops, the nearby-stop type order)', () => {
      const ties = createSearchIndex([entry('1', 'Sol', 4), entry('2', 'Sol', 0), entry('3', 'Sol', 1)]);
      expect(ties.search('sol').map((stop) => stop.code)).toEqual(['2', '3', '1']);
    });

    it('then the name', () => {
      const ties = createSearchIndex([entry('1', 'Sol Oeste'), entry('2', 'Sol Este')]);
      expect(names(ties.search('sol'))).toEqual(['Sol Este', 'Sol Oeste']);
    });

    it('then the order given', () => {
      const ties = createSearchIndex([entry('1', 'Sol'), entry('2', 'Sol'), entry('3', 'Sól')]);
      expect(ties.search('sol').map((stop) => stop.code)).toEqual(['1', '2', '3']);
    });
  });

  it('matches an entry whose name has no words only by its code', () => {
    const unnamed = createSearchIndex([{ item: 'x', name: '', codes: ['77'] }]);
    expect(unnamed.search('77')).toEqual(['x']);
    expect(unnamed.search('sol')).toEqual([]);
  });
});

describe('what riders type, over real Madrid stop names (cities/madrid/dist, compiled from the CRTM feeds)', () => {
  const madrid = createSearchIndex([
    entry('4-120', 'Nuevos Ministerios', 1),
    entry('5-51', 'Nuevos Ministerios', 0),
    entry('49', 'Nuevos Ministerios-Cercanías', 4),
    entry('10405', 'CºALCALÁ-PARQUE', 3),
    entry('16949', 'C.C.QUADERNILLOS-EST.ALCALÁ UNIVERSIDAD', 3),
    entry('12694', 'AV.JUAN CARLOS I-C.C.ALCALÁ DE HENARES', 3),
    entry('678', 'Alcalá-Goya', 4),
    entry('682', 'Alcalá-Manuel Becerra', 4),
    entry('161', 'Puerta de Alcalá', 4),
    entry('4-285', 'Aeropuerto T-4', 1),
    entry('5-142', 'Aeropuerto T4', 0),
    entry('3649', 'Aeropuerto T4', 4),
    entry('16646', 'AV.HISPANIDAD-AEROPUERTO T4', 3),
    entry('4-12', 'Sol', 1),
    entry('5-122', 'Sol', 0),
    entry('2711', 'Sol-Sevilla', 4),
    entry('18297', 'AV.PUERTA DEL SOL-C.C.PLAZA NUEVA', 3),
    entry('4-55', 'CALLE MAYOR', 1),
  ]);
  const codes = (query: string) => madrid.search(query).map((stop) => stop.code);

  it('"nvos ministerios" finds Nuevos Ministerios', () => {
    expect(codes('nvos ministerios')).toEqual(['5-51', '4-120', '49']);
    expect(codes('nva')).toEqual(['18297']);
  });

  it('"c/ alcala" finds the stops along Calle de Alcalá, which EMT names "Alcalá-…", before a shopping centre (C.C.)', () => {
    const found = codes('c/ alcala');
    expect(found.slice(0, 2)).toEqual(['678', '682']);
    expect(found).toContain('161');
    expect(found.indexOf('16949')).toBeGreaterThan(found.indexOf('161'));
    expect(codes('calle alcala')).toEqual(found);
    expect(codes('c alcala')).toEqual(found);
    // A stop whose name has the street word still goes first, and the word alone still has to match.
    expect(codes('calle mayor')).toEqual(['4-55']);
    expect(codes('calle')).toEqual(['4-55']);
  });

  it('"aeropuerto t4" finds the "Aeropuerto T-4" Metro station too, and "T-4" finds the "T4" stops', () => {
    const t4 = ['5-142', '4-285', '3649', '16646'];
    expect(codes('aeropuerto t4')).toEqual(t4);
    expect(codes('aeropuerto t-4')).toEqual(t4);
    expect(codes('aeropuerto t 4')).toEqual(t4);
    expect(codes('t4')).toEqual(t4);
    // The terminal's letter typed so far already finds them.
    expect(codes('aeropuerto t')).toEqual(t4);
  });

  it('"puerta del sol" finds Sol, the stations of the square, first', () => {
    expect(codes('puerta del sol').slice(0, 3)).toEqual(['5-122', '4-12', '2711']);
    expect(codes('puerta del sol')).toContain('18297');
    // While the rider is still typing "sol", the words typed so far are what counts.
    expect(codes('puerta del so')).toEqual(['18297']);
  });
});
