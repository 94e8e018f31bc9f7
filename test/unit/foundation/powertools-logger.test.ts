/** The Logger port over Powertools: JSON lines with the service, the function group, the request id and caller. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { powertoolsLogger } from '../../../functions/platform/runtime/powertools-logger';
import { withRequestContext } from '../../../functions/platform/runtime/request-context';
import { loggedMetrics, memoryMetrics } from '../../../functions/platform/runtime/metrics';
import { BUSINESS_METRICS } from '../../../shared/config/business-metrics';

function captureLines() {
  const lines: Record<string, unknown>[] = [];
  const grab = (chunk: unknown) => {
    for (const line of String(chunk).split('\n')) {
      if (line.trim().startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(grab);
  vi.spyOn(process.stderr, 'write').mockImplementation(grab);
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void grab(args.join(' ')));
  }
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe('powertoolsLogger', () => {
  it('writes one JSON line per event with the request id and caller kind of the current request', async () => {
    const lines = captureLines();
    const log = powertoolsLogger('review-api');
    await withRequestContext({ requestId: 'req-42', caller: 'reviewer' }, async () => {
      log.warn('something odd', { projectId: 'P1' });
    });
    log.info('outside a request');
    const odd = lines.find((l) => l['message'] === 'something odd');
    expect(odd).toMatchObject({
      level: 'WARN',
      requestId: 'req-42',
      caller: 'reviewer',
      fn: 'review-api',
      projectId: 'P1',
    });
    expect(typeof odd?.['service']).toBe('string');
    expect(lines.find((l) => l['message'] === 'outside a request')?.['requestId']).toBeUndefined();
  });

  it('keeps concurrent requests apart', async () => {
    const lines = captureLines();
    const log = powertoolsLogger('editor-api');
    const one = (id: string) =>
      withRequestContext({ requestId: id, caller: 'owner' }, async () => {
        await new Promise((r) => setTimeout(r, 5));
        log.info('done', { id });
      });
    await Promise.all([one('a'), one('b'), one('c')]);
    const done = lines.filter((l) => l['message'] === 'done');
    expect(done).toHaveLength(3);
    for (const line of done) expect(line['requestId']).toBe(line['id']);
  });
});

describe('metrics adapters', () => {
  it('locally each count is a log line; in tests they are kept in memory', async () => {
    const lines = captureLines();
    loggedMetrics(powertoolsLogger('review-api')).count(BUSINESS_METRICS.notesSubmitted, 3);
    expect(lines.find((l) => l['message'] === 'metric')).toMatchObject({
      metric: 'NotesSubmitted',
      value: 3,
    });
    const memory = memoryMetrics();
    memory.count(BUSINESS_METRICS.approvals);
    memory.count(BUSINESS_METRICS.approvals);
    expect(memory.counts.get(BUSINESS_METRICS.approvals)).toBe(2);
  });
});
