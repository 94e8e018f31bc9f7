/**
 * Cuts a TrueType font down to the characters a report draws, with HarfBuzz's subsetter (harfbuzzjs's
 * `harfbuzz-subset.wasm`, the engine `subset-font` runs; called directly because `subset-font` reads its
 * WebAssembly from the file system). The big fonts (Japanese, emoji: megabytes each) are embedded this way
 * with pdf-lib's own subsetting off: pdf-lib's subsetting leaves some of their glyphs blank when drawn.
 * Loaded on demand only, with its WebAssembly, when a report holds such characters.
 */

/** The exports of harfbuzz-subset.wasm this module calls. */
interface HarfBuzzSubset {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
/** A PDF viewer rasterises without the font's hinting instructions: leaving them out halves the subset. */
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;

/** A TrueType font (bytes) and the text to keep → a TrueType font with only those characters' glyphs. */
export type FontSubsetter = (font: Uint8Array, text: string) => Uint8Array;

function isHarfBuzzSubset(exports: WebAssembly.Exports): exports is WebAssembly.Exports & HarfBuzzSubset {
  return (
    exports['memory'] instanceof WebAssembly.Memory &&
    typeof exports['hb_subset_or_fail'] === 'function' &&
    typeof exports['_initialize'] === 'function'
  );
}

/** The subsetter, from harfbuzz-subset.wasm's bytes. */
export async function fontSubsetter(wasm: BufferSource): Promise<FontSubsetter> {
  const { instance } = await WebAssembly.instantiate(wasm);
  const hb = instance.exports;
  if (!isHarfBuzzSubset(hb)) throw new Error('Not the HarfBuzz subsetter');
  hb._initialize();

  return (font, text) => {
    const input = hb.hb_subset_input_create_or_fail();
    if (input === 0) throw new Error('HarfBuzz: no subset input');
    const fontPointer = hb.malloc(font.byteLength);
    // The memory can grow while subsetting: take a fresh view at each use.
    new Uint8Array(hb.memory.buffer).set(font, fontPointer);
    const blob = hb.hb_blob_create(fontPointer, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
    const face = hb.hb_face_create(blob, 0);
    hb.hb_blob_destroy(blob);
    let subset = 0;
    try {
      hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_HINTING);
      const unicodes = hb.hb_subset_input_unicode_set(input);
      for (const char of text) hb.hb_set_add(unicodes, char.codePointAt(0) ?? 0);
      subset = hb.hb_subset_or_fail(face, input);
      if (subset === 0) throw new Error('HarfBuzz could not subset the font');
      const result = hb.hb_face_reference_blob(subset);
      const data = hb.hb_blob_get_data(result, 0);
      const length = hb.hb_blob_get_length(result);
      const bytes = new Uint8Array(hb.memory.buffer, data, length).slice();
      hb.hb_blob_destroy(result);
      if (length === 0) throw new Error('HarfBuzz made an empty font');
      return bytes;
    } finally {
      hb.hb_subset_input_destroy(input);
      if (subset !== 0) hb.hb_face_destroy(subset);
      hb.hb_face_destroy(face);
      hb.free(fontPointer);
    }
  };
}
