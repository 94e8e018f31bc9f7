/**
 * Loads /config.json once (the answer index.html already asked for, when there is one), keeps it as the
 * runtime config and points the API client at its API base. The editor and review trees await it before
 * their first render; the public site's light tree loads it only when it needs it (the session check after
 * first paint, a contact form submission), so its first paint downloads neither zod nor the API client.
 */
import {
  loadRuntimeConfig,
  peekRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from '../config/runtime-config';
import { configureApiClient } from './api-client';
import { takePreloadedConfig } from './preload';

let loading: Promise<RuntimeConfig> | null = null;

/** The runtime config, loaded once; a config already set (and the API client with it) is kept. */
export function ensureAppConfig(): Promise<RuntimeConfig> {
  const present = peekRuntimeConfig();
  if (present) return Promise.resolve(present);
  loading ??= (async () => {
    const preloaded = takePreloadedConfig();
    const config = await loadRuntimeConfig(preloaded ? () => preloaded : undefined);
    setRuntimeConfig(config);
    configureApiClient({ apiBase: config.apiBase });
    return config;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
