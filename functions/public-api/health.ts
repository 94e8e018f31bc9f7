/**
 * The health use case: every dependency checked in parallel with a short timeout, and the report reused for
 * HEALTH_CACHE_SECONDS so the public route cannot be used to drive the dependencies' control-plane quotas.
 */
import {
  DEPENDENCY_NAMES,
  HEALTH_CACHE_SECONDS,
  type HealthResponse,
} from '../../shared/api/endpoints/health';
import type { HealthChecks } from './health-checks';

export const HEALTH_SERVICE_NAME = 'cutroom-api';
/** Per-check timeout (ms): health must answer quickly even when a dependency hangs. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'AbortError' || error.name === 'TimeoutError') return 'Timed out';
    const message = error.message && error.message !== 'UnknownError' ? error.message : error.name;
    return message || 'Failed';
  }
  return String(error);
}

export async function checkHealth(
  checks: HealthChecks,
  options: { timeoutMs?: number; now?: () => Date } = {},
): Promise<HealthResponse> {
  const timeoutMs = options.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS;
  const dependencies = await Promise.all(
    DEPENDENCY_NAMES.map(async (name) => {
      const started = performance.now();
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      let timedOut = false;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new Error('Timed out'));
          controller.abort();
        }, timeoutMs);
      });
      try {
        await Promise.race([checks[name](controller.signal), timeout]);
        return { name, ok: true, latencyMs: Math.round(performance.now() - started) };
      } catch (error) {
        return {
          name,
          ok: false,
          latencyMs: Math.round(performance.now() - started),
          error: timedOut ? `Timed out after ${timeoutMs} ms` : describe(error),
        };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return {
    status: dependencies.every((d) => d.ok) ? 'ok' : 'degraded',
    service: HEALTH_SERVICE_NAME,
    time: (options.now ?? (() => new Date()))().toISOString(),
    dependencies,
  };
}

interface CachedReport {
  report: Promise<HealthResponse>;
  checkedAt: number;
}
const reports = new WeakMap<HealthChecks, CachedReport>();

/**
 * The report of `checks` at most HEALTH_CACHE_SECONDS old: one check run per period per container, shared by
 * every request meanwhile (concurrent ones wait for the same run). Keyed by the checks object, which the
 * composition root builds once per container.
 */
export function cachedHealth(
  checks: HealthChecks,
  options: { now?: () => number; maxAgeMs?: number } = {},
): Promise<HealthResponse> {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? HEALTH_CACHE_SECONDS * 1000;
  const at = now();
  const cached = reports.get(checks);
  if (cached && at - cached.checkedAt < maxAgeMs) return cached.report;
  const report = checkHealth(checks, { now: () => new Date(at) });
  reports.set(checks, { report, checkedAt: at });
  return report;
}
