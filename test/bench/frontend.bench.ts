/**
 * SPA bundle benchmark: builds the SPA (into a temporary folder, so a running system's frontend/dist is left
 * alone), then reports the gzip size of the JavaScript each route downloads and checks that the public and
 * review routes load no editor code (editor features, the charts library, the editor layout).
 *
 * Route = the entry chunk's static imports + the chunks the route needs, following static imports: the app
 * tree main.tsx loads for the URL (editor-app, or review-app for /Review), the page, and for editor pages the
 * layout and the session check. The dashboard is reported at first render and with its lazily loaded charts, the project page at first
 * render and with its view (loaded in parallel with its data);
 * the review page with the layout the screen needs (desktop or phone), which it loads with the review data.
 * The review page is its own HTML entry built apart from the SPA (frontend/review-entry.ts): its route is
 * read from that build's chunk graph (its entry chunk and the chunks it loads).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { InlineConfig, Plugin } from 'vite';
import { SITE_PAGES } from '../../frontend/src/config/paths';
import { reviewEntryConfig } from '../../frontend/review-entry';

const REPO = join(import.meta.dirname, '..', '..');
const FRONTEND = join(REPO, 'frontend');
/** What the public site's first paint must not load (it comes after paint, or on a contact submission). */
const SITE_DEFERRED_MODULE =
  /node_modules\/(react-router|zod|aws-amplify|@aws-amplify)\/|frontend\/src\/lib\/api-client\.ts$/;
/** Budget: gzip JS of every editor route at first render (the dashboard with its charts). */
const EDITOR_TARGET_KB = 300;
/** The editor routes the editor budget applies to (names in `routes` below). */
const EDITOR_ROUTES = [
  'dashboard (first render)',
  'dashboard (with charts)',
  'projects',
  'project',
  'project (with its view)',
  'import',
  'settings',
  'upgrade',
  'analytics',
  'analytics (with charts)',
] as const;
/** Gzip JS of the client review route on React (its own entry): what a client's cold load downloads. */
const REVIEW_TARGET_KB = 175;
/** Target from the public-site issue: gzip JS of Home. */
const HOME_TARGET_KB = 120;
/** Code a public page must not load: the auth forms (sign-in/sign-up code) and the charts library. */
const AUTH_FORM_MODULE = /frontend\/src\/(features\/auth\/|lib\/auth\/amplify-auth-actions)/;
const VITE_MODULE = 'vite';

interface ChunkInfo {
  fileName: string;
  modules: string[];
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
}

const EDITOR_MODULE =
  /frontend\/src\/(features\/(dashboard|projects|project|import|notifications|settings|analytics)\/|app\/editor-shell|components\/layout\/editor-layout)|node_modules\/@mui\/x-charts/;

function collect(into: Map<string, ChunkInfo>): Plugin {
  return {
    name: 'collect-chunks',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        into.set(item.fileName, {
          fileName: item.fileName,
          modules: Object.keys(item.modules).map((id) => relative(REPO, id)),
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          isEntry: item.isEntry,
        });
      }
    },
  };
}

function staticClosure(chunks: Map<string, ChunkInfo>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const name = stack.pop();
    if (!name || seen.has(name)) continue;
    seen.add(name);
    stack.push(...(chunks.get(name)?.imports ?? []));
  }
  return seen;
}

function chunkOf(chunks: Map<string, ChunkInfo>, source: string): string {
  const found = findChunkOf(chunks, source);
  if (!found) throw new Error(`No chunk holds ${source}`);
  return found;
}

function findChunkOf(chunks: Map<string, ChunkInfo>, source: string): string | undefined {
  for (const chunk of chunks.values()) {
    if (chunk.modules.some((m) => m.endsWith(source))) {
      // The chunk whose own module is the page (a dynamic entry), not one that merely includes it.
      return chunk.fileName;
    }
  }
  return undefined;
}

function publicRouteNames<R extends Record<string, unknown>>(routes: R): (keyof R & string)[] {
  return Object.keys(routes).filter((name) => name.endsWith('(public)'));
}

export async function run(): Promise<void> {
  // Loaded by name (as infra/local/web.ts does) so ESLint's import resolver does not chase vite's exports.
  const { build } = (await import(VITE_MODULE)) as { build: (config: InlineConfig) => Promise<unknown> };
  const outDir = mkdtempSync(join(tmpdir(), 'cutroom-spa-bench-'));
  const chunks = new Map<string, ChunkInfo>();
  const started = Date.now();
  try {
    await build({
      configFile: join(FRONTEND, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [collect(chunks)],
    });
    console.log(`build: ${((Date.now() - started) / 1000).toFixed(1)} s, ${chunks.size} JS chunks`);
    // The review entry again, into the same folder (same content, same file names), to read its chunk graph.
    const reviewChunks = new Map<string, ChunkInfo>();
    await build(reviewEntryConfig({ outDir, logLevel: 'warn', plugins: [collect(reviewChunks)] }));
    const reviewEntry = [...reviewChunks.values()].find((c) => c.isEntry);
    const chunkInfo = (file: string) => chunks.get(file) ?? reviewChunks.get(file);
    if (!reviewEntry) throw new Error('no review entry chunk');
    /** The review page with a layout module, when the page loads one (the entry's closure alone otherwise). */
    const reviewRoute = (layout: string) => {
      const chunk = findChunkOf(reviewChunks, layout);
      return staticClosure(reviewChunks, [reviewEntry.fileName, ...(chunk ? [chunk] : [])]);
    };

    const gz = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
    const entry = [...chunks.values()].find((c) => c.isEntry);
    if (!entry) throw new Error('no entry chunk');
    const route = (...sources: string[]) =>
      staticClosure(chunks, [entry.fileName, ...sources.map((s) => chunkOf(chunks, s))]);
    const kb = (files: Set<string>) => [...files].reduce((sum, f) => sum + gz(f), 0) / 1024;

    const session = 'frontend/src/lib/auth/amplify-auth.ts';
    const shell = 'frontend/src/app/editor-shell.tsx';
    // main.tsx loads one of three app trees: the editor SPA (router, auth gate), the light review tree or
    // the light public site tree.
    const editorApp = 'frontend/src/app/editor-app.tsx';
    const sitePages = 'frontend/src/app/public-pages/site-pages.tsx';
    const siteApp = 'frontend/src/app/site-app.tsx';
    const siteSession = 'frontend/src/lib/auth/site-session.ts';
    const contactSender = 'frontend/src/features/public/api/send-contact-message.ts';
    const routes = {
      'dashboard (first render)': route(
        editorApp,
        shell,
        session,
        'frontend/src/features/dashboard/dashboard-page.tsx',
      ),
      'dashboard (with charts)': route(
        editorApp,
        shell,
        session,
        'frontend/src/features/dashboard/dashboard-page.tsx',
        'frontend/src/features/dashboard/components/status-charts.tsx',
      ),
      projects: route(editorApp, shell, session, 'frontend/src/features/projects/projects-page.tsx'),
      project: route(editorApp, shell, session, 'frontend/src/features/project/project-page.tsx'),
      // The page asks for its view (forms, player, rows) when its module runs, in parallel with the data.
      'project (with its view)': route(
        editorApp,
        shell,
        session,
        'frontend/src/features/project/project-page.tsx',
        'frontend/src/features/project/components/project-view-parts.ts',
      ),
      import: route(editorApp, shell, session, 'frontend/src/features/import/import-page.tsx'),
      settings: route(editorApp, shell, session, 'frontend/src/features/settings/settings-page.tsx'),
      upgrade: route(editorApp, shell, session, 'frontend/src/features/plans/upgrade-page.tsx'),
      analytics: route(editorApp, shell, session, 'frontend/src/features/analytics/analytics-page.tsx'),
      'analytics (with charts)': route(
        editorApp,
        shell,
        session,
        'frontend/src/features/analytics/analytics-page.tsx',
        'frontend/src/features/analytics/components/trend-charts.tsx',
      ),
      // Public site pages (each also prerendered: see the HTML figures below): the light site tree, no
      // router; first paint = the tree + the page. The session check (config, zod, Amplify) loads after it,
      // and the contact form's zod + API client on its first submission: both reported apart.
      'home (public)': route(siteApp, sitePages),
      'features (public)': route(siteApp, sitePages),
      'pricing (public)': route(siteApp, sitePages),
      'faq (public)': route(siteApp, sitePages),
      'about (public)': route(siteApp, 'frontend/src/features/public/about-page.tsx'),
      'contact (public)': route(siteApp, 'frontend/src/features/public/contact-page.tsx'),
      'terms/privacy/refund (public)': route(siteApp, 'frontend/src/features/public/legal-pages.tsx'),
      'home + session (after paint)': route(siteApp, sitePages, siteSession, session),
      'contact + submit (on send)': route(
        siteApp,
        'frontend/src/features/public/contact-page.tsx',
        contactSender,
      ),
      // Sign-in itself (SRP) loads on submit: counted here, it is the login page's own work.
      login: route(
        editorApp,
        session,
        'frontend/src/lib/auth/amplify-auth-actions.ts',
        'frontend/src/features/auth/login-page.tsx',
      ),
      // The review page (its own entry) loads its one layout (desktop and phone) with the data.
      'review (client)': reviewRoute('frontend/src/features/review/components/review-layout.tsx'),
    };
    console.log('route                        gzip JS');
    for (const [name, files] of Object.entries(routes)) {
      console.log(`${name.padEnd(28)} ${kb(files).toFixed(1).padStart(7)} KB  (${files.size} chunks)`);
    }
    const biggest = [...routes['dashboard (with charts)']]
      .map((f) => ({ f, size: gz(f) }))
      .sort((a, b) => b.size - a.size);
    console.log(
      `dashboard's largest chunks: ${biggest
        .slice(0, 6)
        .map((c) => `${c.f.replace('assets/', '')} ${(c.size / 1024).toFixed(1)} KB`)
        .join(', ')}`,
    );
    const dashboardFiles = routes['dashboard (first render)'];
    const projectOwn = [...routes.project]
      .filter((f) => !dashboardFiles.has(f))
      .map((f) => ({ f, size: gz(f) }))
      .sort((a, b) => b.size - a.size);
    console.log(
      `project's own chunks (beyond the dashboard's): ${projectOwn
        .slice(0, 8)
        .map((c) => `${c.f.replace('assets/', '')} ${(c.size / 1024).toFixed(1)} KB`)
        .join(', ')}`,
    );
    // `CUTROOM_BENCH_ROUTE=project npm run bench -- frontend` lists every chunk of one route with its modules.
    const listed = process.env.CUTROOM_BENCH_ROUTE as keyof typeof routes | undefined;
    if (listed && listed in routes) {
      for (const f of [...routes[listed]].sort((a, b) => gz(b) - gz(a))) {
        const mods = chunkInfo(f)?.modules ?? [];
        console.log(
          `  ${(gz(f) / 1024).toFixed(1).padStart(6)} KB ${f}: ${mods.slice(0, 6).join(', ')}${mods.length > 6 ? ` +${mods.length - 6}` : ''}`,
        );
      }
    }
    const homeChunks = [...routes['home (public)']]
      .map((f) => ({ f, size: gz(f) }))
      .sort((a, b) => b.size - a.size);
    console.log(
      `home's largest chunks: ${homeChunks
        .slice(0, 10)
        .map((c) => `${c.f.replace('assets/', '')} ${(c.size / 1024).toFixed(1)} KB`)
        .join(', ')}`,
    );

    // Budgets (gzip JS at first render): Home, the review route and every editor
    // route. The other public pages have no budget of their own: reported beside Home's.
    const budgets: { name: keyof typeof routes; limitKb: number | null }[] = [
      { name: 'home (public)', limitKb: HOME_TARGET_KB },
      ...publicRouteNames(routes)
        .filter((name) => name !== 'home (public)')
        .map((name) => ({ name, limitKb: null })),
      { name: 'review (client)', limitKb: REVIEW_TARGET_KB },
      ...EDITOR_ROUTES.map((name) => ({ name, limitKb: EDITOR_TARGET_KB })),
    ];
    console.log('budget                              gzip JS   budget  result');
    let over = 0;
    for (const { name, limitKb } of budgets) {
      const size = kb(routes[name]);
      const result = limitKb === null ? '(no budget)' : size <= limitKb ? 'PASS' : 'FAIL';
      if (result === 'FAIL') over += 1;
      console.log(
        `${name.padEnd(34)} ${size.toFixed(1).padStart(7)} KB ${limitKb === null ? '       ' : `${String(limitKb).padStart(4)} KB`}  ${result}`,
      );
    }
    console.log(
      `${over === 0 ? 'every budget met' : `${over} budget(s) over`}; the review route's time to first frame: \`npm run bench -- review\``,
    );

    const publicRoutes = publicRouteNames(routes);
    const problems: string[] = [];
    for (const name of publicRoutes) {
      for (const file of routes[name]) {
        const forms = chunkInfo(file)?.modules.filter((m) => AUTH_FORM_MODULE.test(m)) ?? [];
        if (forms.length)
          problems.push(`${name} loads ${file} with auth-form modules: ${forms.slice(0, 3).join(', ')}`);
        // The site tree's first paint: no router, no session (Amplify), no zod or API client.
        const deferred = chunkInfo(file)?.modules.filter((m) => SITE_DEFERRED_MODULE.test(m)) ?? [];
        if (deferred.length)
          problems.push(`${name} loads ${file} before first paint with: ${deferred.slice(0, 3).join(', ')}`);
      }
    }

    // Prerendered HTML of the public pages: what crawlers and link previews get without JavaScript.
    console.log('prerendered page             HTML      gzip');
    for (const page of SITE_PAGES) {
      const file = join(outDir, page, 'index.html');
      if (!existsSync(file)) {
        problems.push(`${page} was not prerendered`);
        continue;
      }
      const html = readFileSync(file);
      console.log(
        `/${page.padEnd(27)} ${(html.length / 1024).toFixed(1).padStart(6)} KB ${(gzipSync(html).length / 1024).toFixed(1).padStart(6)} KB`,
      );
    }
    const pricingHtml = readFileSync(join(outDir, 'Pricing', 'index.html'), 'utf8');
    const pricingBody = pricingHtml.slice(pricingHtml.indexOf('<body'));
    const prices = ['$0', '$17', '$29'].filter((price) => pricingBody.includes(price));
    console.log(`/Pricing served HTML carries the prices without JavaScript: ${prices.join(', ')}`);
    if (prices.length !== 3) problems.push('the prerendered /Pricing lacks its prices');

    for (const name of [...publicRoutes, 'login', 'review (client)'] as const) {
      for (const file of routes[name]) {
        const editor = chunkInfo(file)?.modules.filter((m) => EDITOR_MODULE.test(m)) ?? [];
        if (editor.length)
          problems.push(`${name} loads ${file} with editor modules: ${editor.slice(0, 3).join(', ')}`);
      }
    }
    const reviewAmplify = [...routes['review (client)']].filter((f) =>
      chunkInfo(f)?.modules.some((m) =>
        /node_modules\/(aws-amplify|@aws-amplify|react-router|preact)\//.test(m),
      ),
    );
    if (reviewAmplify.length)
      problems.push(`review loads Amplify, the router or Preact: ${reviewAmplify.join(', ')}`);
    if (problems.length) {
      for (const p of problems) console.log(`FAIL ${p}`);
      throw new Error(`${problems.length} route(s) load code they must not (see FAIL lines)`);
    }
    console.log(
      'public and review routes load no editor code (features, editor layout, charts); public pages no auth-form code and, before first paint, no router, zod, Amplify or API client; review loads no Amplify, router or Preact',
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
