/**
 * The font subsetter in the browser: HarfBuzz's WebAssembly fetched from the app's assets (about 680 KB, only
 * when a report needs a Japanese or emoji font). Compiled from its bytes rather than as it streams, so a server
 * that labels it other than application/wasm still works.
 */
import wasmUrl from 'harfbuzzjs/dist/harfbuzz-subset.wasm?url';
import { fontSubsetter, type FontSubsetter } from './font-subset';

export async function browserFontSubsetter(): Promise<FontSubsetter> {
  const response = await fetch(wasmUrl);
  if (!response.ok) throw new Error(`HarfBuzz: ${response.status}`);
  return fontSubsetter(await response.arrayBuffer());
}
