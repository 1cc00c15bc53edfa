import type { MessageId } from '@transit/i18n';

/**
 * The organisations whose pages the info section links to, each with the address of its own site (the home page:
 * deeper addresses change without notice, and a link that breaks sends a rider nowhere). The link text names the
 * organisation and its domain, so a rider knows where a link leads before following it.
 */
export const OFFICIAL_SOURCES = {
  /** The region's transport authority: fares, the transport card, network maps, interurban lines. */
  crtm: { url: 'https://www.crtm.es', name: 'info.source.crtm' },
  metro: { url: 'https://www.metromadrid.es', name: 'info.source.metro' },
  emt: { url: 'https://www.emtmadrid.es', name: 'info.source.emt' },
  renfe: { url: 'https://www.renfe.com/es/es/cercanias/cercanias-madrid', name: 'info.source.renfe' },
  /** The regional government, which announces fare changes. */
  comunidad: { url: 'https://www.comunidad.madrid', name: 'info.source.comunidad' },
  /** The city council: its lost-property office and works in the city. */
  ayuntamiento: { url: 'https://www.madrid.es', name: 'info.source.ayuntamiento' },
} as const satisfies Record<string, { readonly url: `https://${string}`; readonly name: MessageId }>;

export type OfficialSourceId = keyof typeof OFFICIAL_SOURCES;
