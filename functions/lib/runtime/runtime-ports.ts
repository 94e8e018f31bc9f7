/**
 * The runtime ports every composition root uses (functions/README.md): the system clock, monotonic ulids
 * (ids made in the same millisecond still sort in creation order, as the data layer's sort keys need), and
 * a JSON-lines logger.
 */
import { monotonicFactory } from 'ulid';
import type { Clock, IdSource, Logger } from '../../use-cases/ports';

export const systemClock: Clock = { now: () => new Date() };

/** Monotonic ulids stamped with the given clock's time. */
export function monotonicIds(clock: Clock = systemClock): IdSource {
  const next = monotonicFactory();
  return { next: () => next(clock.now().getTime()) };
}

/** One JSON line per event (CloudWatch Logs Insights friendly); `fn` names the Lambda. */
export function jsonLogger(fn?: string): Logger {
  const line = (level: string, message: string, details?: Record<string, unknown>) =>
    JSON.stringify({ level, ...(fn ? { fn } : {}), message, ...details });
  return {
    info: (message, details) => console.log(line('info', message, details)),
    warn: (message, details) => console.warn(line('warn', message, details)),
    error: (message, details) => console.error(line('error', message, details)),
  };
}

/** Clock, ids and logger, each replaceable (tests pass their own clock or a recording logger). */
export function runtimePorts(
  overrides: { clock?: Clock; ids?: IdSource; log?: Logger } = {},
  fn?: string,
): { clock: Clock; ids: IdSource; log: Logger } {
  const clock = overrides.clock ?? systemClock;
  return { clock, ids: overrides.ids ?? monotonicIds(clock), log: overrides.log ?? jsonLogger(fn) };
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
