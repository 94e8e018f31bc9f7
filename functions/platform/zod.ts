/**
 * The zod of every Lambda: `import * as z from '<…>/platform/zod'`. It is zod/mini, the functional API the
 * contract in shared/ is written with, so a bundle carries only the schema types it uses: classic zod's
 * methods pull every schema type, the JSON-schema converter and every locale (about 430 KB of each
 * function's cold start). A namespace import, never `import { z }`: esbuild cannot tree-shake a namespace
 * reached through a named export, and bundles all of zod again.
 *
 * Mini ships no messages of its own; English is registered here, once per process (zod's config is global,
 * so the contract's schemas answer the same field messages classic zod gave).
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
