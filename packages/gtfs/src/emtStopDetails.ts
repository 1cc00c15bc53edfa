import { z } from 'zod';
import type { FeedReadLog } from './feed';
import type { SourceFile, TableSource } from './source';

/**
 * EMT Madrid's stop details as its MobilityLabs API answered them, recorded as JSON files: `GET
 * /v1/transport/busemtmad/stops/{id}/detail/` (each stop's `dataLine`: a line, the header it heads for, A or B, and
 * both headers) and `/stops/arroundstop/…` (each stop's `lines`, with `to`, `nameA` and `nameB`). They are the one
 * published word on which lines call at an EMT stop when no stop_times are at hand; each record keeps the date the
 * answer gives.
 */

/** One line at one stop, as an answer records it. */
export interface EmtStopLineRecord {
  /** EMT's stop number (CRTM's `par_6_<number>`). */
  readonly stopNumber: number;
  /** The line as riders see it ("5", "C03", "N22", "172SF"): GTFS route_short_name. */
  readonly lineLabel: string;
  /** The header the line heads for from this stop: A (its first) or B (its last). */
  readonly towards: 'A' | 'B';
  /** That header's name, as published ("CHAMARTIN"); '' when the answer leaves it empty. */
  readonly headsign: string;
  /** Where it was read, for reports ("stop_detail_ok.json: stop 72, line 005"). */
  readonly where: string;
}

export interface EmtStopDetails {
  readonly records: readonly EmtStopLineRecord[];
  /** The latest `datetime` the answers give (YYYYMMDD); undefined when none gives one. */
  readonly recordedOn: string | undefined;
  /** The answers' texts (headers), for the spelling of names. */
  readonly names: readonly string[];
}

const EMT_OK = '00';

const envelopeSchema = z.object({
  code: z.string(),
  datetime: z.string().optional(),
  data: z.array(z.unknown()).optional(),
});

const direction = z.enum(['A', 'B']);
const text = z.string().trim();

/** A stop of a detail answer: data[].stops[]. */
const detailStopSchema = z.object({
  stop: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]),
  dataLine: z.array(z.unknown()).optional(),
});
const detailLineSchema = z.object({
  line: text.optional(),
  label: text.min(1),
  direction,
  headerA: text.optional(),
  headerB: text.optional(),
});
const detailDataSchema = z.object({ stops: z.array(z.unknown()) });

/** A stop of an around-stop answer: data[]. */
const aroundStopSchema = z.object({
  stopId: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]),
  lines: z.array(z.unknown()),
});
const aroundLineSchema = z.object({
  line: text.optional(),
  label: text.min(1),
  to: direction,
  nameA: text.optional(),
  nameB: text.optional(),
});

const issueOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; ');

async function readText(file: SourceFile): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await file.open()) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

/** `2023-07-06T19:06:14.429966` → `20230706`; undefined for anything else. */
function dayOf(datetime: string | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T/.exec(datetime ?? '');
  return match ? `${match[1]}${match[2]}${match[3]}` : undefined;
}

/**
 * Reads every `.json` file of the source as an EMT answer (detail or around-stop). An answer whose code is not
 * EMT's "00", or that is not JSON, and each stop or line entry that does not parse, is a bad row, never dropped
 * silently.
 */
export async function readEmtStopDetails(source: TableSource, log: FeedReadLog): Promise<EmtStopDetails> {
  const records: EmtStopLineRecord[] = [];
  const names = new Set<string>();
  let recordedOn: string | undefined;
  for (const name of source.names().filter((file) => file.endsWith('.json'))) {
    const file = source.file(name);
    if (!file) continue;
    let json: unknown;
    try {
      json = JSON.parse(await readText(file));
    } catch {
      log.badRows.push(`${name}: EMT_ANSWER_UNREADABLE: not JSON; the file is skipped`);
      continue;
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      log.badRows.push(`${name}: EMT_ANSWER_UNREADABLE: ${issueOf(envelope.error)}; the file is skipped`);
      continue;
    }
    if (envelope.data.code !== EMT_OK) {
      log.badRows.push(
        `${name}: EMT_ANSWER_NOT_OK: EMT code ${envelope.data.code}, not ${EMT_OK}; the file is skipped`,
      );
      continue;
    }
    const day = dayOf(envelope.data.datetime);
    if (day !== undefined && (recordedOn === undefined || day > recordedOn)) recordedOn = day;
    let rows = 0;
    const push = (
      stopNumber: number,
      entry: { label: string; towards: 'A' | 'B'; line?: string | undefined },
      headers: { a?: string | undefined; b?: string | undefined },
    ) => {
      const headsign = (entry.towards === 'A' ? headers.a : headers.b) ?? '';
      for (const header of [headers.a, headers.b]) if (header) names.add(header);
      records.push({
        stopNumber,
        lineLabel: entry.label,
        towards: entry.towards,
        headsign,
        where: `${name}: stop ${stopNumber}, line ${entry.line ?? entry.label}`,
      });
    };
    for (const [d, data] of (envelope.data.data ?? []).entries()) {
      const detail = detailDataSchema.safeParse(data);
      if (detail.success) {
        for (const [s, rawStop] of detail.data.stops.entries()) {
          rows += 1;
          const stop = detailStopSchema.safeParse(rawStop);
          if (!stop.success) {
            log.badRows.push(`${name}: data[${d}].stops[${s}]: EMT_STOP_INVALID: ${issueOf(stop.error)}`);
            continue;
          }
          const stopNumber = Number(stop.data.stop);
          for (const [l, rawLine] of (stop.data.dataLine ?? []).entries()) {
            const line = detailLineSchema.safeParse(rawLine);
            if (!line.success) {
              log.badRows.push(
                `${name}: stop ${stopNumber}, dataLine[${l}]: EMT_STOP_LINE_INVALID: ${issueOf(line.error)}`,
              );
              continue;
            }
            push(
              stopNumber,
              { label: line.data.label, towards: line.data.direction, line: line.data.line },
              { a: line.data.headerA, b: line.data.headerB },
            );
          }
        }
        continue;
      }
      rows += 1;
      const around = aroundStopSchema.safeParse(data);
      if (!around.success) {
        log.badRows.push(`${name}: data[${d}]: EMT_STOP_INVALID: ${issueOf(around.error)}`);
        continue;
      }
      const stopNumber = Number(around.data.stopId);
      for (const [l, rawLine] of around.data.lines.entries()) {
        const line = aroundLineSchema.safeParse(rawLine);
        if (!line.success) {
          log.badRows.push(
            `${name}: stop ${stopNumber}, lines[${l}]: EMT_STOP_LINE_INVALID: ${issueOf(line.error)}`,
          );
          continue;
        }
        push(
          stopNumber,
          { label: line.data.label, towards: line.data.to, line: line.data.line },
          { a: line.data.nameA, b: line.data.nameB },
        );
      }
    }
    log.rows[name] = rows;
  }
  return { records, recordedOn, names: [...names] };
}
