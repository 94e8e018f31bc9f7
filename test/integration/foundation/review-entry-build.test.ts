/**
 * The client review page is its own light entry (frontend/review-entry.ts): built on its own, the modules a
 * review link can ever download (its entry chunk and every chunk it loads lazily) hold no Preact, no router,
 * no Amplify / auth code and no editor or public-site code, and React is React DOM itself.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewEntryConfig } from '../../../frontend/review-entry';

const REPO = join(import.meta.dirname, '..', '..', '..');
const VITE_MODULE = 'vite';

interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  modules: string[];
}

function collect(into: BuiltChunk[]): Plugin {
  return {
    name: 'collect-review-chunks',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        into.push({
          fileName: item.fileName,
          isEntry: item.isEntry,
          imports: item.imports,
          modules: Object.keys(item.modules).map((id) => relative(REPO, id)),
        });
      }
    },
  };
}

describe('the review page entry', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'cutroom-review-entry-'));
  const chunks: BuiltChunk[] = [];
  const modules = () => chunks.flatMap((c) => c.modules);

  beforeAll(async () => {
    const { build } = (await import(VITE_MODULE)) as { build: (config: InlineConfig) => Promise<unknown> };
    await build(reviewEntryConfig({ outDir, logLevel: 'silent', plugins: [collect(chunks)] }));
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('builds Review/index.html from index.html with the review module and the same inline preload script', () => {
    const html = readFileSync(join(outDir, 'Review', 'index.html'), 'utf8');
    const entry = chunks.find((c) => c.isEntry);
    expect(entry?.fileName).toMatch(/^assets\/review-[\w-]+\.js$/);
    expect(html).toContain(`src="/${entry?.fileName ?? ''}"`);
    const index = readFileSync(join(REPO, 'frontend', 'index.html'), 'utf8');
    const inlineScript = (page: string) => /<script>([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(inlineScript(html)).toBe(inlineScript(index));
  });

  it("preloads the layout with the entry, not after the page's code has run", () => {
    const html = readFileSync(join(outDir, 'Review', 'index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      ([, file]) => file,
    );
    const layout = chunks.find((c) => c.modules.some((m) => m.endsWith('review-layout.tsx')));
    expect(layout).toBeDefined();
    expect(preloads).toContain(layout?.fileName);
  });

  it("runs none of the app's code (React, MUI, the page) before index.html has shown the first frame, yet downloads it with the entry", () => {
    const html = readFileSync(join(outDir, 'Review', 'index.html'), 'utf8');
    const entry = chunks.find((c) => c.isEntry);
    // What runs at once: the entry and the chunks it imports statically (review-main.tsx's wait).
    const files = [entry?.fileName ?? ''];
    for (let i = 0; i < files.length; i++) {
      files.push(...(chunks.find((c) => c.fileName === files[i])?.imports ?? []));
    }
    const runAtOnce = chunks.filter((c) => files.includes(c.fileName)).flatMap((c) => c.modules);
    expect(runAtOnce).toContain('frontend/src/lib/preload.ts');
    expect(runAtOnce.filter((m) => /node_modules\/(react|react-dom|@mui|@emotion)\//.test(m))).toEqual([]);
    expect(runAtOnce.filter((m) => /features\/review\/|app\/review-app/.test(m))).toEqual([]);
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      ([, file]) => file,
    );
    const app = chunks.find((c) => c.modules.includes('frontend/src/app/review-app.tsx'));
    expect(preloads).toContain(app?.fileName);
  });

  it('loads the review page on React DOM, without Preact', () => {
    expect(modules().some((m) => m.startsWith('node_modules/react-dom/'))).toBe(true);
    expect(modules().filter((m) => /node_modules\/preact/.test(m))).toEqual([]);
  });

  it('reaches no router, Amplify, auth, editor or public-site module', () => {
    const forbidden =
      /node_modules\/(react-router|@aws-amplify|aws-amplify|@mui\/x-charts)\/|frontend\/src\/(lib\/auth\/|app\/(editor|site|router|pages)|features\/(auth|dashboard|projects|project|import|notifications|settings|plans|public)\/|components\/layout\/(editor|public))/;
    expect(modules().filter((m) => forbidden.test(m))).toEqual([]);
    expect(modules()).toContain('frontend/src/features/review/review-page.tsx');
  });

  it("builds the first load's tab list, toggle groups, note field and phone header without MUI's Tabs, ToggleButtonGroup, InputBase family or AppBar", () => {
    // The chunks holding the page and its layout: what a cold load downloads before the first frame.
    const firstLoad = chunks
      .filter((c) =>
        c.modules.some((m) => /features\/review\/(review-page|components\/review-layout)\.tsx$/.test(m)),
      )
      .flatMap((c) => c.modules);
    expect(firstLoad).toContain('frontend/src/features/review/components/review-layout.tsx');
    const heavy =
      /node_modules\/@mui\/material\/(Tabs|ToggleButtonGroup|OutlinedInput|InputBase|TextareaAutosize|FormControl|AppBar)\/\1\.mjs$/;
    expect(firstLoad.filter((m) => heavy.test(m))).toEqual([]);
  });
});
