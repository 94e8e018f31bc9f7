/**
 * shared/domain/README.md is the index a newcomer reads to find a rule: it must name every file of
 * shared/domain and shared/lib, name only files that exist, and every identifier it lists must still be in
 * the files of its row (a rename or a removed export makes the index lie otherwise).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const README = 'shared/domain/README.md';

interface Row {
  files: string[];
  identifiers: string[];
}

/** The table rows: the files of the first cell (relative to shared/, globs kept), the identifiers of the second. */
function rows(text: string): Row[] {
  return text.split('\n').flatMap((line) => {
    const cells = /^\| (.+?) \| (.+) \|$/.exec(line);
    if (!cells || cells[1] === 'file' || cells[1]?.startsWith('---')) return [];
    const files = [...(cells[1] ?? '').matchAll(/`([^`]+\.ts)`/g)].map((m) => m[1] ?? '');
    const identifiers = [...(cells[2] ?? '').matchAll(/`([A-Za-z_][A-Za-z0-9_]*)\b/g)]
      .map((m) => m[1] ?? '')
      .filter((name) => !name.endsWith('_'));
    return files.length > 0 ? [{ files, identifiers }] : [];
  });
}

/** The source files a row's file names stand for (`markers/*-writer.ts` is every writer). */
function sourcesOf(file: string): string[] {
  if (!file.includes('*')) return [join('shared', file)];
  const [dir = '', pattern = ''] = file.split('/');
  const matcher = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace('*', '.*')}$`);
  return readdirSync(join('shared', dir))
    .filter((name) => matcher.test(name))
    .map((name) => join('shared', dir, name));
}

describe('shared/domain/README.md', () => {
  const table = rows(readFileSync(README, 'utf8'));
  const named = new Set(table.flatMap((row) => row.files.flatMap(sourcesOf)));

  it('names every file of shared/domain and shared/lib', () => {
    const files = ['domain', 'lib'].flatMap((dir) =>
      readdirSync(join('shared', dir))
        .filter((name) => name.endsWith('.ts'))
        .map((name) => join('shared', dir, name)),
    );
    expect(files.filter((file) => !named.has(file))).toEqual([]);
  });

  it('names only files that exist', () => {
    expect([...named].filter((file) => !existsSync(file))).toEqual([]);
  });

  it("lists only identifiers that are still in its row's files", () => {
    const stale = table.flatMap((row) => {
      const text = row.files
        .flatMap(sourcesOf)
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      return row.identifiers
        .filter((name) => !new RegExp(`\\b${name}\\b`).test(text))
        .map((name) => `${row.files.join(', ')}: ${name}`);
    });
    expect(stale).toEqual([]);
  });
});
