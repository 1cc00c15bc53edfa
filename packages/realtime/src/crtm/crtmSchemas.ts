import { parseDateTime } from '@transit/network/time';
import { z } from 'zod';
import { xmlList } from './crtmSoap';

/** CRTM's times are Madrid's: with an offset they name it, without one they are Madrid's wall clock. */
export const CRTM_TIME_ZONE = 'Europe/Madrid';

const text = z.string().trim();
const optionalText = z
  .union([z.string(), z.literal('')])
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** GetPublicKey's answer: the key as text, directly or in a `<key>` element. */
export const publicKeyResultSchema = z.union([
  text.min(1),
  z.object({ key: text.min(1) }).transform((value) => value.key),
]);

/** One item of GetStopTimes' `times[]`. */
export const stopTimeSchema = z.object({
  line: z.object({
    /** CRTM's line code (`8__450___`). */
    codLine: text.min(1),
    /** The number riders see (`450`, `ML1`). */
    shortDescription: optionalText,
    /** The mode: 8 interurban, 9 urban, 10 Metro Ligero. */
    codMode: optionalText,
  }),
  direction: optionalText,
  destination: optionalText,
  /** When the vehicle is due: an xs:dateTime, read in Madrid when it has no offset. */
  time: text.transform((value, context) => {
    const epochMs = parseDateTime(value, CRTM_TIME_ZONE);
    if (epochMs === undefined) {
      context.addIssue({ code: 'custom', message: 'expected an ISO 8601 date-time' });
      return z.NEVER;
    }
    return epochMs;
  }),
});
export type CrtmStopTime = z.output<typeof stopTimeSchema>;

/** GetStopTimes' list: `times`, somewhere under the response. */
export const stopTimesListSchema = xmlList;

/** One item of GetIncidentsAffectations' answer. */
export const incidentSchema = z.object({
  codLine: optionalText,
  description: text.min(1),
  eng_description: optionalText,
  /** The stops it affects: a list of CRTM stop codes, or one text of codes separated by commas or spaces. */
  stopsAffectated: z
    .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .optional()
    .transform((value): string[] => {
      if (value === undefined) return [];
      const items = typeof value === 'string' ? [value] : xmlList.parse(value);
      return items
        .flatMap((item) => (typeof item === 'string' ? item.split(/[\s,;]+/) : []))
        .filter((code) => code !== '');
    }),
});
export type CrtmIncident = z.output<typeof incidentSchema>;
