/**
 * Loads `functions/<name>/handler.ts` in process and returns its exported `handler`, once per name.
 * A module that does not exist yet gives undefined (the caller logs and skips); an import error is thrown.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const loaded = new Map<string, Promise<unknown>>();

export function functionModulePath(name: string): string {
  return join(REPO_ROOT, 'functions', name, 'handler.ts');
}

export async function loadFunctionHandler<H>(name: string): Promise<H | undefined> {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Bad function name: ${name}`);
  const path = functionModulePath(name);
  if (!existsSync(path)) return undefined;
  let pending = loaded.get(name);
  if (!pending) {
    pending = import(pathToFileURL(path).href).then((module: { handler?: unknown }) => {
      if (typeof module.handler !== 'function')
        throw new Error(`functions/${name}/handler.ts exports no handler`);
      return module.handler;
    });
    // A failed import is retried on the next call (the file may be mid-edit).
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return (await pending) as H;
}
