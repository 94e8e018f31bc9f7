/**
 * A browser-like global environment (jsdom) for the build-time prerender, installed once. Loaded by name so
 * the bundler leaves jsdom out of the SPA's chunks.
 */
interface JsdomModule {
  JSDOM: new (html: string, options: { url: string; pretendToBeVisual: boolean }) => { window: Window };
}

const JSDOM_MODULE = 'jsdom';
let installed = false;

export async function installDom(): Promise<void> {
  if (installed) return;
  const { JSDOM } = (await import(/* @vite-ignore */ JSDOM_MODULE)) as JsdomModule;
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://prerender.local/',
    pretendToBeVisual: true,
  });
  const target = globalThis as unknown as Record<string, unknown>;
  const source = window as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in target) continue;
    try {
      target[key] = source[key];
    } catch {
      // Read-only on the Node side: keep Node's.
    }
  }
  target.window = window;
  target.document = window.document;
  target.matchMedia ??= () => ({
    matches: false,
    media: '',
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  (window as unknown as Record<string, unknown>).matchMedia = target.matchMedia;
  installed = true;
}
