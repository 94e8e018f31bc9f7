import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { createHash } from 'node:crypto';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { DEFAULT_SITE_URL, SITE_URL_VARIABLE } from '../shared/config/product';
import { SITE_PAGES, sitePagePath } from './src/config/paths';
import { robotsTxt, sitemapXml } from './src/features/public/content/seo';
import { reachableModules, reviewEntryBuild } from './review-entry';
import { redocStandalone } from './redoc-asset';

const root = import.meta.dirname;
const siteUrl = process.env[SITE_URL_VARIABLE]?.trim() || DEFAULT_SITE_URL;

/** robots.txt and sitemap.xml of the public site, written with the build. */
/**
 * The prerendered pages' CSS as a stylesheet file instead of an inline `<style>`: the strict CSP
 * (shared/config/security-headers) allows no inline style block it does not know the hash of, and one
 * CloudFront policy serves every page, so each page links `/assets/site-<Page>-<hash>.css` instead.
 */
function prerenderedCssFiles(): Plugin {
  const inlineStyle = /<style data-prerender="true">([\s\S]*?)<\/style>/;
  return {
    name: 'cutroom-prerendered-css-files',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'asset' || !/^[A-Za-z]+\/index\.html$/.test(output.fileName)) continue;
          const html = String(output.source);
          const match = inlineStyle.exec(html);
          if (!match) continue;
          const css = match[1] ?? '';
          const page = output.fileName.split('/')[0] ?? 'page';
          const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
          const fileName = `assets/site-${page}-${hash}.css`;
          this.emitFile({ type: 'asset', fileName, source: css });
          output.source = html.replace(
            match[0],
            `<link rel="stylesheet" href="/${fileName}" data-prerender="true">`,
          );
        }
      },
    },
  };
}

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

interface ModuleGraph {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
}

/**
 * The libraries the public site's first paint needs (MUI's core, emotion, the components of the site's
 * layout) in two chunks: `vendor-ui`, what the review page also renders with (MUI's core, emotion, buttons,
 * inputs), and `vendor-site`, what only the site's layout uses (app bar, grid, container, links). Left to
 * automatic splitting they fall into many small chunks, each split by which of the lazy pages (site pages,
 * editor pages, review layouts) share it, and every route pays each small chunk's gzip overhead (about 9 KB
 * on each editor route once the site got its own tree); one chunk for all of them made the client's review
 * page download the site's layout components. The members are the node_modules files that site-app.tsx
 * (and, for the split, the review tree) reach through static imports, read from the module graph when the
 * chunks are made (so the groups follow the code, not a list kept by hand).
 */
function siteVendorGroups(): {
  plugin: Plugin;
  shared: (id: string) => boolean;
  siteOnly: (id: string) => boolean;
} {
  const siteTree = [join(root, 'src', 'app', 'site-app.tsx')];
  const reviewTree = [
    join(root, 'src', 'app', 'review-app.tsx'),
    join(root, 'src', 'features', 'review', 'review-page.tsx'),
    join(root, 'src', 'features', 'review', 'components', 'review-layout.tsx'),
  ];
  let graph: ModuleGraph | null = null;
  let members: { site: Set<string>; review: Set<string> } | null = null;
  const reach = (roots: readonly string[]) => reachableModules(graph, roots);
  const membersOf = () => {
    members ??= { site: reach(siteTree), review: reach(reviewTree) };
    return members;
  };
  const siteVendorModule = (id: string) =>
    graph !== null && /node_modules[\\/]/.test(id) && membersOf().site.has(id);
  return {
    plugin: {
      name: 'cutroom-site-vendor-group',
      apply: 'build',
      buildEnd() {
        // The module graph is complete here; chunking (and so the tests) runs after it.
        graph = { getModuleInfo: (id) => this.getModuleInfo(id) };
        members = null;
      },
    },
    shared: (id) => siteVendorModule(id) && membersOf().review.has(id),
    siteOnly: (id) => siteVendorModule(id) && !membersOf().review.has(id),
  };
}
const siteVendor = siteVendorGroups();

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
    prerenderedCssFiles(),
    crawlerFiles(),
    siteVendor.plugin,
    // The client review page's own HTML entry and chunks (see review-entry.ts).
    reviewEntryBuild(),
    // The API documentation page's renderer, self-hosted (see redoc-asset.ts).
    redocStandalone(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_GROUPS.map((g) => ({ name: g.name, test: g.test, priority: g.priority })),
            // Below React's and the router's groups: those stay their own chunks.
            { name: 'vendor-ui', test: siteVendor.shared, priority: 5 },
            { name: 'vendor-site', test: siteVendor.siteOnly, priority: 4 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
};

export default config;
