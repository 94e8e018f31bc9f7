/**
 * The public site's session module, loaded after the first paint: the runtime config first (the site tree
 * renders without it), then Amplify configured from it.
 */
import { ensureAppConfig } from '../app-config';
import { loadAmplifyAuth } from './auth-provider';

export async function loadSiteSession() {
  await ensureAppConfig();
  return loadAmplifyAuth();
}
