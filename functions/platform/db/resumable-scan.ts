/**
 * The paged Scan every migration and backfill walks the table with (infra/migrations). Not a request path:
 * a whole-table Scan, filtered, read in pages of `pageSize`.
 *
 * - Resumable: after every page the Scan's position and the counts so far go to a checkpoint (an item of
 *   the table, or a file for a run that must not write to the table); a run that stops (crash, timeout,
 *   `maxPages`) continues from there. A finished run clears the checkpoint, so the next run walks the whole
 *   table again — every migration is idempotent, so that run changes nothing.
 * - Segments: `segment` walks one of `total` parallel Scan segments, each with its own checkpoint, so a big
 *   table can be migrated by several processes at once.
 * - Dry run: the migration decides what it would write and counts it without writing; its checkpoint is
 *   kept in memory unless a file is given, so nothing at all is written to the table.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  ScanCommand,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';
import * as z from '../zod';
import type { DbPort } from './db-port';
import type { RawItem } from './items';
import { migrationCheckpointKey } from './keys';

export interface ScanSegment {
  /** 0-based. */
  index: number;
  total: number;
}

export interface SavedScan {
  /** The Scan's LastEvaluatedKey after the last page done. */
  lastKey: Record<string, unknown>;
  counts: Record<string, number>;
  pages: number;
}

/** Where a scan keeps its position between runs. */
export interface ScanCheckpoint {
  read(): Promise<SavedScan | null>;
  save(saved: SavedScan): Promise<void>;
  clear(): Promise<void>;
}

const count = z.int().check(z.nonnegative());
const savedItemSchema = z.object({
  lastKey: z.record(z.string(), z.unknown()),
  counts: z.optional(z.record(z.string(), count)),
  pages: count,
});

/** The checkpoint as an item of the table (`MIGRATION#<name>`). */
export function tableCheckpoint(db: DbPort, name: string, segment?: ScanSegment): ScanCheckpoint {
  const Key = migrationCheckpointKey(name, segment);
  return {
    async read() {
      const out = await db.doc.send(new GetCommand({ TableName: db.tableName, Key, ConsistentRead: true }));
      if (!out.Item) return null;
      const saved = savedItemSchema.parse(out.Item);
      // A checkpoint written before the counts had their own map kept them as top-level numbers.
      const counts =
        saved.counts ??
        Object.fromEntries(
          Object.entries(out.Item).filter(
            (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[0] !== 'pages',
          ),
        );
      return { lastKey: saved.lastKey, counts, pages: saved.pages };
    },
    async save(saved) {
      await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { ...Key, ...saved } }));
    },
    async clear() {
      await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key }));
    },
  };
}

/** A checkpoint that lives as long as the process (a dry run writes nothing anywhere). */
export function memoryCheckpoint(): ScanCheckpoint {
  let saved: SavedScan | null = null;
  return {
    read: () => Promise.resolve(saved),
    save: (next) => {
      saved = next;
      return Promise.resolve();
    },
    clear: () => {
      saved = null;
      return Promise.resolve();
    },
  };
}

/** What every migration takes (infra/migrations/migration-cli.ts builds it from the command line). */
export interface MigrationRunOptions {
  /** Items read per Scan page (before the filter). Default 200. */
  pageSize?: number;
  /** Stop after this many pages, leaving the checkpoint (tests use it to interrupt a run). */
  maxPages?: number;
  segment?: ScanSegment;
  /** Count what would be written, write nothing. */
  dryRun?: boolean;
  /** Default: an item of the table (a dry run: memory). */
  checkpoint?: ScanCheckpoint;
  log?: (line: string) => void;
}

/** The migration's counts (a dry run: what it would write), and how far the scan got. */
export type ScanReport<K extends string> = Record<K, number> & {
  pages: number;
  /** False when the run stopped at `maxPages` (run it again to continue). */
  finished: boolean;
  /** Whether this run continued an earlier, unfinished one. */
  resumed: boolean;
};

export interface ResumableScan<K extends string> {
  /** The migration's name: its checkpoint item's key. */
  name: string;
  counters: readonly K[];
  filter: Pick<
    ScanCommandInput,
    'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >;
  /** Handles one page's items, adding to `counts`. */
  onPage(items: RawItem[], counts: Record<K, number>): Promise<void>;
}

export async function resumableScan<K extends string>(
  db: DbPort,
  scan: ResumableScan<K>,
  options: MigrationRunOptions = {},
): Promise<ScanReport<K>> {
  const log = options.log ?? (() => undefined);
  const checkpoint =
    options.checkpoint ??
    (options.dryRun ? memoryCheckpoint() : tableCheckpoint(db, scan.name, options.segment));
  const saved = await checkpoint.read();
  const counts = Object.fromEntries(scan.counters.map((k) => [k, saved?.counts[k] ?? 0])) as Record<
    K,
    number
  >;
  let pages = saved?.pages ?? 0;
  const report = (finished: boolean): ScanReport<K> =>
    Object.assign({}, counts, { pages, finished, resumed: saved !== null });
  if (saved) log(`resuming after ${saved.pages} pages`);
  let startKey: Record<string, unknown> | undefined = saved?.lastKey;
  let pagesThisRun = 0;
  do {
    if (options.maxPages !== undefined && pagesThisRun >= options.maxPages) return report(false);
    const out = await db.doc.send(
      new ScanCommand({
        TableName: db.tableName,
        ...scan.filter,
        Limit: options.pageSize ?? 200,
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
        ...(options.segment ? { Segment: options.segment.index, TotalSegments: options.segment.total } : {}),
      }),
    );
    await scan.onPage(out.Items ?? [], counts);
    pages += 1;
    pagesThisRun += 1;
    startKey = out.LastEvaluatedKey;
    if (startKey) {
      await checkpoint.save({ lastKey: startKey, counts, pages });
      log(`page ${pages}: ${describeCounts(counts)}`);
    }
  } while (startKey);
  await checkpoint.clear();
  return report(true);
}

/** The filter of a scan over one kind of item (its entity and sort key), with further conditions if any. */
export function itemsOfKind(
  entity: string,
  sk: string,
  more?: string,
): Pick<ScanCommandInput, 'FilterExpression' | 'ExpressionAttributeValues'> {
  return {
    FilterExpression: `sk = :kindSk AND entity = :kindEntity${more ? ` AND ${more}` : ''}`,
    ExpressionAttributeValues: { ':kindSk': sk, ':kindEntity': entity },
  };
}

export const describeCounts = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
