import type { z } from 'zod';
import { type LiveSourceId, RealtimeError } from './errors';
import type { LiveIssue } from './source';

/*
 * Upstream payloads are parsed with zod's default (compiled) parsers, not core's PARSE_ONCE: PARSE_ONCE is for a value
 * a page parses once, where compiling each schema is a loss; the API server parses these same shapes all day, which
 * is the case zod's compiling is for (and a server has no page policy forbidding it).
 */

/** At most this many schema issues go into a message: enough to find the field, short enough to log. */
const MAX_REPORTED_ISSUES = 3;

/** A zod error as one line: `data.0.Arrive.3.estimateArrive: expected number; …`. */
export function describeIssues(error: z.ZodError): string {
  const issues = error.issues
    .slice(0, MAX_REPORTED_ISSUES)
    .map((issue) => `${issue.path.map(String).join('.') || 'value'}: ${issue.message}`);
  const more = error.issues.length - MAX_REPORTED_ISSUES;
  return `${issues.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

/** Parses a whole payload (or its envelope); anything else than the schema is UPSTREAM_PAYLOAD_INVALID. */
export function parsePayload<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  source: LiveSourceId,
  what: string,
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new RealtimeError(
    'UPSTREAM_PAYLOAD_INVALID',
    `${source}: ${what} is not in the documented shape: ${describeIssues(parsed.error)}.`,
    { source },
  );
}

/**
 * Parses the rows of a payload one by one: the good ones come through, the bad ones are left out and told in one
 * UPSTREAM_ROW_INVALID issue (partial data still answers). When every row is bad the payload is invalid.
 */
export function parseRows<Schema extends z.ZodType>(
  schema: Schema,
  rows: readonly unknown[],
  source: LiveSourceId,
  what: string,
): { readonly rows: z.output<Schema>[]; readonly issues: LiveIssue[] } {
  const good: z.output<Schema>[] = [];
  const bad: string[] = [];
  rows.forEach((row, index) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) good.push(parsed.data);
    else bad.push(`#${index}: ${describeIssues(parsed.error)}`);
  });
  if (bad.length === 0) return { rows: good, issues: [] };
  if (good.length === 0) {
    throw new RealtimeError(
      'UPSTREAM_PAYLOAD_INVALID',
      `${source}: none of the ${rows.length} ${what} is in the documented shape (${bad.slice(0, MAX_REPORTED_ISSUES).join(' | ')}).`,
      { source },
    );
  }
  return {
    rows: good,
    issues: [
      {
        code: 'UPSTREAM_ROW_INVALID',
        message: `${source}: ${bad.length} of ${rows.length} ${what} left out (${bad.slice(0, MAX_REPORTED_ISSUES).join(' | ')}).`,
      },
    ],
  };
}
