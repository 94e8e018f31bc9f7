/**
 * The client review page's own HTML entry, built apart from the SPA. A review link is opened cold by a
 * client who will never see the editor, so its page must not share the SPA's chunk graph: in one build the
 * modules the review page shares with the editor and the site are cut into many small chunks by which lazy
 * pages share them, and the review page paid each one's overhead and the unrelated modules grouped with
 * them. Built on its own, the review tree is one entry chunk plus the chunks it loads lazily (a layout,
 * overlays), and nothing the editor or the site needs is reachable from it.
 *
 * `Review/index.html` is made from index.html (same inline preload script, so the same CSP hashes cover
 * both pages), with `src/review-main.tsx` as its module. The local server and the CloudFront rewrite serve
 * `/<Page>/index.html` for a one-segment path naming it, as for the prerendered site pages.
 */
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { InlineConfig, Plugin, PluginOption } from 'vite';
import { REVIEW_ENTRY_PAGE } from '../shared/config/site-pages';

const root = import.meta.dirname;
/** Where the entry's HTML lands in the build (and the id Vite knows it by: no such file on disk). */
export const REVIEW_ENTRY_HTML = join(root, REVIEW_ENTRY_PAGE, 'index.html');
const SPA_MODULE_SCRIPT = '<script type="module" src="/src/main.tsx"></script>';
const REVIEW_MODULE_SCRIPT = '<script type="module" src="/src/review-main.tsx"></script>';

/** index.html with the review entry's module instead of the SPA's. */
export function reviewEntryHtml(indexHtml: string): string {
  if (!indexHtml.includes(SPA_MODULE_SCRIPT)) {
    throw new Error(`index.html no longer loads ${SPA_MODULE_SCRIPT}: update frontend/review-entry.ts`);
  }
  // A review link is private: never indexed, whoever's brand it carries.
  return indexHtml
    .replace(SPA_MODULE_SCRIPT, REVIEW_MODULE_SCRIPT)
    .replace('<title>', '<meta name="robots" content="noindex, nofollow" />\n    <title>');
}

function reviewEntryHtmlPlugin(): Plugin {
  return {
    name: 'cutroom-review-entry-html',
    resolveId: (id) => (resolve(root, id) === REVIEW_ENTRY_HTML ? REVIEW_ENTRY_HTML : null),
    load: (id) =>
      id === REVIEW_ENTRY_HTML ? reviewEntryHtml(readFileSync(join(root, 'index.html'), 'utf8')) : null,
  };
}

const CLASSES_MODULE = /@mui[\\/]material[\\/].*Classes\.mjs$/;
const COMPONENT_INDEX = /@mui[\\/]material[\\/][A-Z]\w*[\\/]index\.mjs$/;

/**
 * The imports of a module whose code a page runs, for chunk groups read from the module graph. An MUI
 * classes module (pulled in by the theme's high-contrast styles, `@mui/material/styles`) imports its base
 * classes through the component folder's index, which also re-exports the component: followed, the
 * InputBase family (about 5 KB gzip) joined every first load though only lazily loaded forms render it.
 */
export function codeImports(id: string, imported: readonly string[]): readonly string[] {
  return CLASSES_MODULE.test(id) ? imported.filter((next) => !COMPONENT_INDEX.test(next)) : imported;
}

interface ModuleGraph {
  getModuleInfo: (
    id: string,
  ) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** Every module `roots` reach through static code imports (the graph as it stands when chunks are made). */
export function reachableModules(
  graph: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null } | null,
  roots: readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const next = stack.pop();
    if (next === undefined || seen.has(next)) continue;
    seen.add(next);
    stack.push(...codeImports(next, graph?.getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

const REVIEW_MAIN = join(root, 'src', 'review-main.tsx');
/** What the entry imports once the first frame is shown: the app's code, in the core chunk. */
const REVIEW_APP_ROOTS = [
  join(root, 'src', 'app', 'mount-app.tsx'),
  join(root, 'src', 'app', 'review-app.tsx'),
];
const REVIEW_PAGE = join(root, 'src', 'features', 'review', 'review-page.tsx');
/** The page's lazily loaded layout (one tree for desktop and phone). */
const LAYOUT_MODULE = /review-layout\.tsx$/;

/**
 * Three chunks instead of the many small ones automatic splitting makes: `review-start`, the entry's own few
 * modules (which run before the app's code, see review-main.tsx); `review-core`, everything the app reaches
 * through static imports beyond them (React, MUI's core, the page, the API client); and `review-layout`, what
 * every layout shares beyond it (the player, the notes list, their MUI components). Each small chunk costs its
 * own gzip overhead and request; together they were about 7 KB of the route. A layout's own modules (the
 * desktop tabs, the phone sheets) and the overlays stay in their own lazily loaded chunks. Membership is read
 * from the module graph when the chunks are made, so it follows the code.
 */
function reviewChunkGroups(): {
  plugin: Plugin;
  start: (id: string) => boolean;
  core: (id: string) => boolean;
  layout: (id: string) => boolean;
} {
  let graph: ModuleGraph | null = null;
  let members: { start: Set<string>; core: Set<string>; layout: Set<string> } | null = null;
  const reach = (roots: readonly string[]) => reachableModules(graph, roots);
  const membersOf = () => {
    if (members) return members;
    const entry = reach([REVIEW_MAIN]);
    const core = new Set([...reach(REVIEW_APP_ROOTS)].filter((id) => !entry.has(id)));
    const layouts = (graph?.getModuleInfo(REVIEW_PAGE)?.dynamicallyImportedIds ?? []).filter((id) =>
      LAYOUT_MODULE.test(id),
    );
    const [first, ...others] = layouts.map((id) => reach([id]));
    const shared = [...(first ?? [])].filter((id) => !core.has(id) && others.every((o) => o.has(id)));
    members = { start: entry, core, layout: new Set(shared) };
    return members;
  };
  return {
    plugin: {
      name: 'cutroom-review-chunk-groups',
      buildEnd() {
        // The module graph is complete here; chunking runs after it.
        graph = { getModuleInfo: (id) => this.getModuleInfo(id) };
        members = null;
      },
    },
    start: (id) => graph !== null && membersOf().start.has(id),
    core: (id) => graph !== null && membersOf().core.has(id),
    layout: (id) => graph !== null && membersOf().layout.has(id),
  };
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

/**
 * The entry imports the app's code only once the first frame is shown, and the page chooses its layout only
 * once its own code has run: their chunks would start loading only then, one more round trip and download
 * each. Review/index.html names them as `modulepreload` links instead, so they download in parallel with the
 * entry (downloaded and parsed, not run).
 */
function layoutPreloads(): Plugin {
  return {
    name: 'cutroom-review-layout-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = Object.values(bundle).find(
          (item) => item.type === 'asset' && item.fileName === `${REVIEW_ENTRY_PAGE}/index.html`,
        );
        if (!html || html.type !== 'asset') return;
        const chunks = new Map<string, BuiltChunk>();
        for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
        let source = String(html.source);
        const needs = new Set<string>();
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        const app = (entry?.dynamicImports ?? []).flatMap((file) => chunks.get(file) ?? []);
        const layouts = [...chunks.values()].filter(
          // The layout's own chunk, or the group chunk its module was placed in.
          (chunk) => chunk.moduleIds.some((id) => LAYOUT_MODULE.test(id)),
        );
        for (const chunk of [...app, ...layouts]) {
          // A set: chunks may import each other (the app's chunks import the entry's own modules back).
          const files = new Set([chunk.fileName]);
          for (const file of files) for (const next of chunks.get(file)?.imports ?? []) files.add(next);
          for (const file of files) {
            if (source.includes(`/${file}"`)) continue; // the entry's own imports: already there
            needs.add(file);
          }
        }
        const links = [...needs].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        source = source.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        html.source = source;
      },
    },
  };
}

export interface ReviewEntryOptions {
  outDir: string;
  mode?: string;
  logLevel?: InlineConfig['logLevel'];
  /** Extra plugins (tests and the bench read the chunks' modules with one). */
  plugins?: PluginOption[];
}

/** The review entry's own build, written beside the SPA's files (same assets folder, content-hashed). */
export function reviewEntryConfig(options: ReviewEntryOptions): InlineConfig {
  const groups = reviewChunkGroups();
  return {
    configFile: false,
    root,
    mode: options.mode ?? 'production',
    logLevel: options.logLevel ?? 'warn',
    plugins: [react(), reviewEntryHtmlPlugin(), groups.plugin, layoutPreloads(), ...(options.plugins ?? [])],
    build: {
      outDir: options.outDir,
      emptyOutDir: false,
      sourcemap: false,
      // Named input: the entry chunk is `assets/review-<hash>.js`.
      rolldownOptions: {
        input: { review: REVIEW_ENTRY_HTML },
        output: {
          codeSplitting: {
            groups: [
              // Grouped first: a group takes its modules' imports along, and the core's would take these.
              { name: 'review-start', test: groups.start, priority: 20 },
              { name: 'review-core', test: groups.core, priority: 10 },
              { name: 'review-layout', test: groups.layout, priority: 5 },
            ],
          },
        },
      },
    },
  };
}

/** Loaded by name, as elsewhere, so ESLint's import resolver does not chase vite's exports. */
const VITE_MODULE = 'vite';

/** For the SPA's build (vite.config.ts): builds the review entry into the same folder once the SPA is written. */
export function reviewEntryBuild(): Plugin {
  let outDir = '';
  let mode = 'production';
  let logLevel: InlineConfig['logLevel'] = 'warn';
  return {
    name: 'cutroom-review-entry-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
      logLevel = config.logLevel;
    },
    async closeBundle() {
      const { build } = (await import(VITE_MODULE)) as { build: (config: InlineConfig) => Promise<unknown> };
      await build(reviewEntryConfig({ outDir, mode, logLevel }));
    },
  };
}
