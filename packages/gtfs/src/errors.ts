import { ProductError } from '@transit/core';

export type GtfsErrorCode =
  /** A file or folder the compile needs is not there (a required GTFS file, a snapshot path). */
  | 'GTFS_FILE_MISSING'
  /** A zip that cannot be opened or read (damaged, truncated, not a zip). */
  | 'GTFS_ARCHIVE_UNREADABLE'
  /** A file whose bytes cannot be read at all (not a row problem: those are reported and skipped). */
  | 'GTFS_FILE_UNREADABLE'
  /** A required file lacks a column every row needs. */
  | 'GTFS_COLUMN_MISSING'
  /** A feed's official URL could not be fetched. */
  | 'GTFS_DOWNLOAD_FAILED'
  /** cities/<id>/data/codes.json does not match its schema. */
  | 'GTFS_CODES_INVALID';

/** Why a feed could not be read or compiled at all (a bad row is reported and skipped instead). */
export class GtfsError extends ProductError<GtfsErrorCode> {
  override readonly name = 'GtfsError';
}
