import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { DEFAULT_SITE_URL, SITE_URL_VARIABLE } from '../shared/config/product';
import { SITE_PAGES, sitePagePath } from './src/config/paths';
import { robotsTxt, sitemapXml } from './src/features/public/content/seo';

const root = import.meta.dirname;
const siteUrl = process.env[SITE_URL_VARIABLE]?.trim() || DEFAULT_SITE_URL;

/** robots.txt and sitemap.xml of the public site, written with the build. */
function crawlerFiles(): Plugin {
  return {
    name: 'cutroom-crawler-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl) });
    },
  };
}

/**
 * Vendor groups for the libraries every route shares (cached across deploys of our own code). Everything
 * else follows the lazy routes: the charts library lands in the dashboard's lazily loaded charts chunk, so
 * public and review pages never load it (test/bench/frontend.bench.ts checks this). Amplify has no group on
 * purpose: its modules follow the chunks that use them, so an editor page's session check (amplify-auth)
 * does not download the sign-in / sign-up code (amplify-auth-actions), and the review page loads neither.
 */
const VENDOR_GROUPS: readonly { name: string; test: RegExp; priority: number }[] = [
  {
    // Its own group: the review page renders without the router, so it must not download it. Below
    // vendor-react's priority, because a group also takes in its modules' dependencies (React here).
    name: 'vendor-router',
    test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 10,
  },
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    priority: 20,
  },
];

const config: UserConfig = {
  root,
  plugins: [
    react(),
    // Public site pages prerendered at build time into <Page>/index.html (see src/prerender.tsx).
    vitePrerenderPlugin({
      renderTarget: '#root',
      prerenderScript: join(root, 'src', 'prerender.tsx'),
      additionalPrerenderRoutes: SITE_PAGES.map(sitePagePath),
    }),
    crawlerFiles(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS.map((g) => ({ name: g.name, test: g.test, priority: g.priority })),
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
};

export default config;
