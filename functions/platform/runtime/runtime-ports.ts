/**
 * The runtime ports every composition root uses (functions/README.md): the system clock, monotonic ulids
 * (ids made in the same millisecond still sort in creation order, as the data layer's sort keys need), and
 * a JSON-lines logger.
 */
import { monotonicFactory } from 'ulid';
import type { Clock, IdSource, Logger, Metrics } from '../ports';
import { metricsFromEnv } from './metrics';
import { powertoolsLogger } from './powertools-logger';

export const systemClock: Clock = { now: () => new Date() };

/** Monotonic ulids stamped with the given clock's time. */
export function monotonicIds(clock: Clock = systemClock): IdSource {
  const next = monotonicFactory();
  return { next: () => next(clock.now().getTime()) };
}

/**
 * One plain JSON line per event; `fn` names the Lambda. The composition roots use the Powertools logger
 * (powertools-logger.ts) through runtimePorts; this one stays for scripts outside a Lambda.
 */
export function jsonLogger(fn?: string): Logger {
  const line = (level: string, message: string, details?: Record<string, unknown>) =>
    JSON.stringify({ level, ...(fn ? { fn } : {}), message, ...details });
  return {
    info: (message, details) => console.log(line('info', message, details)),
    warn: (message, details) => console.warn(line('warn', message, details)),
    error: (message, details) => console.error(line('error', message, details)),
  };
}

/**
 * Clock, ids, logger (Powertools: request id and caller kind on every line) and business metrics (EMF in the
 * cloud, log lines locally), each replaceable (tests pass their own clock, a recording logger, memory metrics).
 */
export function runtimePorts(
  overrides: { clock?: Clock; ids?: IdSource; log?: Logger; metrics?: Metrics } = {},
  fn?: string,
): { clock: Clock; ids: IdSource; log: Logger; metrics: Metrics } {
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? powertoolsLogger(fn);
  return {
    clock,
    ids: overrides.ids ?? monotonicIds(clock),
    log,
    metrics: overrides.metrics ?? metricsFromEnv(log, fn),
  };
}

/** A composition root built once per container, on first use; a failed build is retried next time. */
export function memoDeps<D>(build: () => D): () => D {
  let deps: D | undefined;
  return () => {
    if (deps === undefined) {
      const built = build();
      if (built instanceof Promise) {
        built.catch(() => (deps = undefined));
      }
      deps = built;
    }
    return deps;
  };
}
