/**
 * The cities whose riders carry the Madrid transport card (the Consorcio's Tarjeta Transporte Público): the Madrid
 * region's variants. Only these answer the NFC calls; under any other city (Barcelona, Bilbao, New York, whose cards
 * the card service does not read) the calls are not registered, so they answer the server's 404 NOT_FOUND like any
 * path it does not serve, and the OpenAPI document lists them only where they work. Kept here, beside the relay, as
 * the live sources' cities are (LIVE_SOURCE_IDS_BY_CITY): which card a city's riders carry is the server's business.
 */
export const NFC_CARD_CITY_IDS: ReadonlySet<string> = new Set([
  'madrid',
  'madrid-metro',
  'madrid-cercanias',
  'madrid-bus',
  'madrid-card',
]);

/** Whether the city's riders carry a card the card service reads. */
export const readsTransportCard = (cityId: string): boolean => NFC_CARD_CITY_IDS.has(cityId);
