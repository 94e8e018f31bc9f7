/** Composition root of the public-api Lambda: built once per container. */
import { healthChecks, type HealthChecks } from './health-checks';

export interface PublicApiDeps {
  healthChecks: HealthChecks;
}

let deps: PublicApiDeps | undefined;
export function publicApiDeps(): PublicApiDeps {
  deps ??= { healthChecks: healthChecks() };
  return deps;
}
