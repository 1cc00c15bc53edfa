import { parseDateTime } from '@transit/network/time';
import { z } from 'zod';

/** Metro's predictions are stamped with Madrid's offset; one without an offset is read as Madrid time too. */
export const METRO_TIME_ZONE = 'Europe/Madrid';

/** An empty value as an XML-to-JSON bridge writes it. */
const nil = z.object({ '@nil': z.union([z.literal('true'), z.literal(true)]) });

/**
 * Minutes to a train: a whole number ≥ 0, as a number or as digits. null, "", a missing value and `{"@nil":"true"}`
 * mean unknown (undefined), never 0; any other text is an invalid row.
 */
const minutes = z
  .union([
    z.number().int().min(0),
    z
      .string()
      .trim()
      .regex(/^\d{0,4}$/, 'expected minutes'),
    z.null(),
    nil,
  ])
  .optional()
  .transform((value) => {
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && value !== '') return Number(value);
    return undefined;
  });

/** A text field, which may come as a number or as an empty value; undefined when empty. */
const text = z
  .union([z.string(), z.number(), z.null(), nil])
  .optional()
  .transform((value) => {
    const trimmed = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    return trimmed === '' ? undefined : trimmed;
  });

/** One row of `Vtelindicadores[]`: a line's platform at a station, with its next two trains. */
export const teleindicadorRowSchema = z.object({
  linea: text.pipe(z.string({ error: 'expected the line' })),
  anden: text,
  sentido: text,
  proximo: minutes,
  siguiente: minutes,
  /** When the prediction was made: ISO 8601 with Madrid's offset, read as epoch milliseconds. */
  fechaHoraEmisionPrevision: z.string().transform((value, context) => {
    const epochMs = parseDateTime(value.trim(), METRO_TIME_ZONE);
    if (epochMs === undefined) {
      context.addIssue({ code: 'custom', message: 'expected an ISO 8601 date-time' });
      return z.NEVER;
    }
    return epochMs;
  }),
});

/**
 * The teleindicadores answer: `Vtelindicadores` is a list of rows, or one row written as an object (the way
 * XML-to-JSON bridges write a one-element list), or null for none.
 */
export const teleindicadoresSchema = z.object({
  Vtelindicadores: z
    .union([z.array(z.unknown()), z.record(z.string(), z.unknown()), z.null()])
    .transform((value) => (value === null ? [] : Array.isArray(value) ? value : [value])),
});
