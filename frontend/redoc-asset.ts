/**
 * The API documentation page's renderer, Redoc 2's standalone bundle, self-hosted: `virtual:redoc-standalone`
 * is its URL, a hashed asset of the build (served by Vite's middleware in development). One change to the
 * published file: its sidebar shows Redocly's logo from Redocly's CDN, which the CSP (rightly) refuses; the
 * logo's address is emptied, so the page asks nothing of another origin.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:redoc-standalone';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_PATH = '/@redoc/redoc.standalone.js';
export const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

export function redocStandaloneSource(): string {
  const path = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
  const source = readFileSync(path, 'utf8');
  if (!source.includes(REDOC_CDN_LOGO))
    throw new Error('Redoc bundle changed: its CDN logo is not where expected');
  return source.replaceAll(REDOC_CDN_LOGO, '');
}

export function redocStandalone(): Plugin {
  let serving = false;
  return {
    name: 'cutroom-redoc-standalone',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(source) {
      return source === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (serving) return `export default ${JSON.stringify(DEV_PATH)};`;
      const ref = this.emitFile({
        type: 'asset',
        name: 'redoc.standalone.js',
        source: redocStandaloneSource(),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(redocStandaloneSource());
      });
    },
  };
}
