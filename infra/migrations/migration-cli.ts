/**
 * The command line every migration script shares (infra/migrations/*.ts; README "Updating a stack that has
 * data" says which to run when):
 *
 *   --table <name>        the deployed stack's table (its output); with the AWS credentials of the account in
 *                         the environment. Without it: the local system's table `cutroom`.
 *   --region <region>     for a deployed table (default: the environment's).
 *   --endpoint <url>      a DynamoDB Local elsewhere (default: the local system's, port $CUTROOM_DYNAMODB_PORT).
 *   --dry-run             count what would be written, write nothing (not even the checkpoint).
 *   --page-size <n>       items read per Scan page (default 200).
 *   --max-pages <n>       stop after n pages (the checkpoint stays: run again to continue).
 *   --segment <i> --segments <n>   walk Scan segment i of n (0-based); run n processes for a big table.
 *   --checkpoint-file <path>       keep the position in a file instead of an item of the table.
 *
 * Interrupted (Ctrl-C, a lost connection): run the same command again, it continues from its checkpoint.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import type { DbPort } from '../../functions/platform/db/db-port';
import type {
  MigrationRunOptions,
  ScanCheckpoint,
  ScanReport,
  ScanSegment,
} from '../../functions/platform/db/resumable-scan';
import { LOCAL_AWS } from '../local/services/dynamodb';
import { LOCAL_PORTS, LOCAL_TABLE_NAME } from '../local/system';

const positiveInt = z.coerce.number().check(z.int(), z.positive());

const argsSchema = z
  .object({
    table: z.optional(z.string().check(z.minLength(1))),
    region: z.optional(z.string()),
    endpoint: z.optional(z.url()),
    'dry-run': z.optional(z.boolean()),
    'page-size': z.optional(positiveInt),
    'max-pages': z.optional(positiveInt),
    segment: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
    segments: z.optional(positiveInt),
    'checkpoint-file': z.optional(z.string().check(z.minLength(1))),
  })
  .check(
    z.refine(
      (a) => (a.segment === undefined) === (a.segments === undefined),
      '--segment and --segments go together',
    ),
    z.refine((a) => a.segment === undefined || a.segments === undefined || a.segment < a.segments, {
      message: '--segment must be below --segments',
    }),
  );

export type MigrationArgs = z.infer<typeof argsSchema>;

export function parseMigrationArgs(argv: readonly string[]): MigrationArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      table: { type: 'string' },
      region: { type: 'string' },
      endpoint: { type: 'string' },
      'dry-run': { type: 'boolean' },
      'page-size': { type: 'string' },
      'max-pages': { type: 'string' },
      segment: { type: 'string' },
      segments: { type: 'string' },
      'checkpoint-file': { type: 'string' },
    },
  });
  return argsSchema.parse(values);
}

const savedSchema = z.object({
  lastKey: z.record(z.string(), z.unknown()),
  counts: z.record(z.string(), z.number()),
  pages: z.number(),
});

/** The checkpoint as a JSON file (a run that must not write to the table, or a read-only role). */
export function fileCheckpoint(path: string): ScanCheckpoint {
  return {
    async read() {
      try {
        return savedSchema.parse(JSON.parse(await readFile(path, 'utf8')));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    save: (saved) => writeFile(path, JSON.stringify(saved)),
    clear: () => rm(path, { force: true }),
  };
}

/** Where the run goes and with which options, from the parsed arguments. */
export function migrationTarget(args: MigrationArgs): {
  db: DbPort;
  where: string;
  options: MigrationRunOptions;
} {
  const port = process.env[LOCAL_PORTS.dynamodb.variable] ?? String(LOCAL_PORTS.dynamodb.default);
  const endpoint = args.endpoint ?? (args.table === undefined ? `http://127.0.0.1:${port}` : undefined);
  const client = endpoint
    ? new DynamoDBClient({ ...LOCAL_AWS, endpoint })
    : new DynamoDBClient(args.region ? { region: args.region } : {});
  const tableName = args.table ?? LOCAL_TABLE_NAME;
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const segment: ScanSegment | undefined =
    args.segment !== undefined && args.segments !== undefined
      ? { index: args.segment, total: args.segments }
      : undefined;
  return {
    db: { doc, tableName },
    where: `table ${tableName} (${endpoint ?? 'AWS'})${segment ? `, segment ${segment.index}/${segment.total}` : ''}`,
    options: {
      ...(args['page-size'] ? { pageSize: args['page-size'] } : {}),
      ...(args['max-pages'] ? { maxPages: args['max-pages'] } : {}),
      ...(segment ? { segment } : {}),
      ...(args['dry-run'] ? { dryRun: true } : {}),
      ...(args['checkpoint-file'] ? { checkpoint: fileCheckpoint(args['checkpoint-file']) } : {}),
      log: (line) => console.log(line),
    },
  };
}

/** The one line a run ends with: its counts, whether it finished, and whether it was a dry run. */
export function describeReport<K extends string>(report: ScanReport<K>, dryRun: boolean): string {
  const { pages, finished, resumed, ...counts } = report;
  const figures = Object.entries(counts)
    .map(([name, value]) => `${name} ${String(value)}`)
    .join(', ');
  return (
    `${finished ? 'done' : 'stopped (run again to continue)'}${dryRun ? ' [dry run: nothing written]' : ''}: ` +
    `${figures} (${pages} pages${resumed ? ', resumed' : ''})`
  );
}

/** Runs one migration from the command line: parses the arguments, prints where, the pages and the counts. */
export function runMigration<K extends string>(
  title: string,
  migrate: (db: DbPort, options: MigrationRunOptions) => Promise<ScanReport<K>>,
): void {
  const main = async () => {
    const args = parseMigrationArgs(process.argv.slice(2));
    const { db, where, options } = migrationTarget(args);
    console.log(`${title} on ${where}${options.dryRun ? ' (dry run)' : ''}`);
    try {
      console.log(describeReport(await migrate(db, options), options.dryRun === true));
    } finally {
      db.doc.destroy();
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
