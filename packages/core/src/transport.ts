/**
 * Transport type codes (spec §3). Lines use interurban 8, EMT buses 6, commuter rail 5, metro 4 and light metro 10;
 * a second enumeration also has urban buses 9.
 */
export const TransportTypeCode = {
  Interurban: 8,
  Emt: 6,
  CommuterRail: 5,
  Metro: 4,
  LightMetro: 10,
  Urban: 9,
} as const;
export type TransportTypeCode = (typeof TransportTypeCode)[keyof typeof TransportTypeCode];

/** Every transport type code, urban included. */
export const TRANSPORT_TYPE_CODES = [8, 6, 5, 4, 10, 9] as const satisfies readonly TransportTypeCode[];

export function isTransportTypeCode(value: unknown): value is TransportTypeCode {
  return TRANSPORT_TYPE_CODES.some((code) => code === value);
}

/**
 * The five stop types (spec §3), listed in the nearby-stop type order used by search (spec §5):
 * Cercanías, Metro, Light Metro, interurban, EMT.
 */
export const STOP_TYPES = ['cercanias', 'metro', 'lightMetro', 'interurban', 'emt'] as const;
export type StopType = (typeof STOP_TYPES)[number];

/** The numeric code of each stop type, as the static stop list's last column carries it (spec §3). */
export const STOP_TYPE_CODES = {
  cercanias: TransportTypeCode.CommuterRail,
  metro: TransportTypeCode.Metro,
  lightMetro: TransportTypeCode.LightMetro,
  interurban: TransportTypeCode.Interurban,
  emt: TransportTypeCode.Emt,
} as const satisfies Record<StopType, TransportTypeCode>;

/** The stop type whose numeric code this is, or undefined (urban 9 is a line type, not a stop type). */
export function stopTypeFromCode(code: number): StopType | undefined {
  return STOP_TYPES.find((type) => STOP_TYPE_CODES[type] === code);
}

/**
 * Sorts by the nearby-stop type order of spec §5 (Cercanías first, EMT last); stable within a type.
 * Wired by issue 10 (the station board’s per-mode sections, in this order).
 */
export function compareStopTypes(a: StopType, b: StopType): number {
  return STOP_TYPES.indexOf(a) - STOP_TYPES.indexOf(b);
}

/**
 * Keeps the items whose stop type and transport type codes the city allows (spec §5). A city that configures no
 * list (Madrid configures none) keeps everything.
 */
export function filterByAllowedCodes<Item>(
  items: readonly Item[],
  codesOf: (item: Item) => { readonly stopTypeCode?: number; readonly transportTypeCode?: number },
  allowed: {
    readonly stopTypeCodes?: readonly number[] | undefined;
    readonly transportTypeCodes?: readonly number[] | undefined;
  },
): Item[] {
  const { stopTypeCodes, transportTypeCodes } = allowed;
  return items.filter((item) => {
    const codes = codesOf(item);
    if (stopTypeCodes && codes.stopTypeCode !== undefined && !stopTypeCodes.includes(codes.stopTypeCode))
      return false;
    if (
      transportTypeCodes &&
      codes.transportTypeCode !== undefined &&
      !transportTypeCodes.includes(codes.transportTypeCode)
    )
      return false;
    return true;
  });
}
