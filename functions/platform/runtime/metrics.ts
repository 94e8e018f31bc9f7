/**
 * Adapters of the Metrics port: Powertools EMF in the cloud (when the stack sets POWERTOOLS_METRICS_NAMESPACE,
 * each count is published at once as one EMF line that CloudWatch turns into a metric), a log line locally,
 * and an in-memory recorder for tests.
 */
import { Metrics as PowertoolsMetrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { BusinessMetric } from '../../../shared/config/business-metrics';
import { ENV } from '../../../shared/config/env-names';
import type { Logger, Metrics } from '../ports';

/** EMF through Powertools Metrics (cloud). */
export function emfMetrics(namespace: string, serviceName: string): Metrics {
  const metrics = new PowertoolsMetrics({ namespace, serviceName });
  return {
    count(metric, value = 1) {
      metrics.addMetric(metric, MetricUnit.Count, value);
      metrics.publishStoredMetrics();
    },
  };
}

/** One log line per count (the local system: the same events, readable in the server's output). */
export function loggedMetrics(log: Logger): Metrics {
  return { count: (metric, value = 1) => log.info('metric', { metric, value }) };
}

/** Counts kept in memory (tests). */
export function memoryMetrics(): Metrics & {
  counts: Map<BusinessMetric, number>;
  events: [BusinessMetric, number][];
} {
  const counts = new Map<BusinessMetric, number>();
  const events: [BusinessMetric, number][] = [];
  return {
    counts,
    events,
    count(metric, value = 1) {
      counts.set(metric, (counts.get(metric) ?? 0) + value);
      events.push([metric, value]);
    },
  };
}

/** EMF when the stack configured a namespace (cloud), else log lines (local). */
export function metricsFromEnv(log: Logger, fn?: string): Metrics {
  const namespace = process.env[ENV.powertoolsMetricsNamespace];
  if (!namespace) return loggedMetrics(log);
  return emfMetrics(namespace, process.env[ENV.powertoolsServiceName] ?? `cutroom${fn ? `-${fn}` : ''}`);
}
