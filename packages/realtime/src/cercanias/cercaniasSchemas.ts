import { z } from 'zod';

const text = z.string().trim();
const optionalText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => {
    const trimmed = value === null || value === undefined ? '' : String(value).trim();
    return trimmed === '' ? undefined : trimmed;
  });

/**
 * ADIF's departures answer (`POST …/departures/traffictype/`). UPSTREAMS.md names `commercialPaths[]` and, under each,
 * `departurePassthroughStepSides` with `plannedTime`, `forecastedOrAuditedDelay` and `plannedPlatform`. The path to
 * them and the line field are ASSUMED from open-source clients: `commercialPaths[].passthroughStep
 * .departurePassthroughStepSides`, `commercialPaths[].commercialPathInfo.line` and `…commercialPathKey
 * .destinationStationCode`; `plannedTime` as epoch milliseconds (or an ISO date-time), the delay in seconds.
 */
export const adifDeparturesSchema = z.object({
  commercialPaths: z
    .array(z.unknown())
    .nullable()
    .transform((value) => value ?? []),
});

export const adifCommercialPathSchema = z.object({
  commercialPathInfo: z.object({
    line: text.min(1, 'expected the line'),
    commercialPathKey: z
      .object({
        destinationStationCode: optionalText,
        commercialCirculationKey: z.object({ commercialNumber: optionalText }).optional(),
      })
      .optional(),
  }),
  passthroughStep: z.object({
    departurePassthroughStepSides: z.object({
      plannedTime: z.union([z.number().int().positive(), text.min(1)]),
      /** Seconds late (negative when early); missing when ADIF has no forecast yet. */
      forecastedOrAuditedDelay: z.number().int().nullable().optional(),
      plannedPlatform: optionalText,
    }),
  }),
});
export type AdifCommercialPath = z.output<typeof adifCommercialPathSchema>;

/** Renfe's timetable servlet answer: `horario[]` (recorded: fixtures/renfe/horarios-servlet-bilbao-20251023.json). */
export const renfeHorariosSchema = z.object({
  horario: z
    .array(z.unknown())
    .nullable()
    .optional()
    .transform((value) => value ?? []),
});

const clock = text.regex(/^\d{1,2}[:.]\d{2}$/, 'expected HH:MM');

/** One train of `horario[]`. */
export const renfeTrainSchema = z.object({
  linea: text.min(1, 'expected the line'),
  cdgoTren: optionalText,
  horaSalida: clock,
  horaSalidaReal: clock.optional(),
  /** When it reaches the asked destination: which of several destinations a train is really heading to. */
  horaLlegada: clock.optional(),
});
export type RenfeTrain = z.output<typeof renfeTrainSchema>;
