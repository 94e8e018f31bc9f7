/**
 * The platform's ports every capability shares (see functions/README.md): one name per idea. Implementations:
 * functions/platform/runtime (systemClock, monotonicIds, powertoolsLogger, metricsFromEnv).
 */
import type { BusinessMetric } from '../../shared/config/business-metrics';

export interface Clock {
  now(): Date;
}

/** Monotonic ulids: ids made in the same millisecond still sort in creation order. */
export interface IdSource {
  next(): string;
}

/** One JSON line per event. */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/**
 * The business events a use case counts (shared/config/business-metrics): EMF through Powertools in the cloud,
 * log lines locally, in memory in tests (functions/platform/runtime/metrics.ts).
 */
export interface Metrics {
  count(metric: BusinessMetric, value?: number): void;
}
