/** The migration scripts' one command line: its arguments checked before any table is touched, its last line. */
import { describe, expect, it } from 'vitest';
import type { ScanReport } from '../../../functions/platform/db/resumable-scan';
import { describeReport, parseMigrationArgs } from '../../../infra/migrations/migration-cli';

describe('the migration command line', () => {
  it('reads the table, endpoint, dry run, page size and segment', () => {
    expect(
      parseMigrationArgs([
        '--table',
        'Cutroom-prod-Table',
        '--endpoint',
        'http://127.0.0.1:8000',
        '--dry-run',
        '--page-size',
        '50',
        '--segment',
        '1',
        '--segments',
        '4',
      ]),
    ).toEqual({
      table: 'Cutroom-prod-Table',
      endpoint: 'http://127.0.0.1:8000',
      'dry-run': true,
      'page-size': 50,
      segment: 1,
      segments: 4,
    });
  });

  it('refuses a half-given or out-of-range segment, a bad page size and an endpoint that is no URL', () => {
    expect(() => parseMigrationArgs(['--segment', '1'])).toThrow('--segment and --segments go together');
    expect(() => parseMigrationArgs(['--segment', '4', '--segments', '4'])).toThrow(
      '--segment must be below',
    );
    expect(() => parseMigrationArgs(['--page-size', '0'])).toThrow();
    expect(() => parseMigrationArgs(['--endpoint', 'localhost'])).toThrow();
    expect(() => parseMigrationArgs(['--tabel', 'x'])).toThrow();
  });

  it('ends with the counts, whether it finished and whether anything was written', () => {
    const report: ScanReport<'computed' | 'present' | 'skipped'> = {
      computed: 3,
      present: 5,
      skipped: 0,
      pages: 4,
      finished: true,
      resumed: true,
    };
    expect(describeReport(report, false)).toBe('done: computed 3, present 5, skipped 0 (4 pages, resumed)');
    expect(
      describeReport<'computed' | 'present' | 'skipped'>(
        { ...report, finished: false, resumed: false },
        true,
      ),
    ).toBe(
      'stopped (run again to continue) [dry run: nothing written]: computed 3, present 5, skipped 0 (4 pages)',
    );
  });
});
