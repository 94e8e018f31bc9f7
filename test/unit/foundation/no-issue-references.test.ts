/**
 * Comments and test names say why the code is as it is, not which tracker ticket asked for it: a ticket
 * number tells a reader nothing without the tracker, and goes stale when the ticket does. This walks the
 * source, test and script files and fails on any 'issue N' / 'issues N' / 'issue #N' / 'issue-N'.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['functions', 'shared', 'frontend', 'infra', 'test'] as const;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'cdk.out', 'coverage', 'screenshots', '.local']);
const CHECKED_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.sh', '.html', '.css']);

/** A ticket reference: the word issue(s), optional '#' or '-', then a number. */
export const ISSUE_REFERENCE = /\bissues?[\s#-]*\d+/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return CHECKED_EXTENSIONS.has(extname(entry.name)) ? [path] : [];
  });
}

/** `path:line: text` for every line of `text` that names a ticket. */
export function issueReferences(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    ISSUE_REFERENCE.lastIndex = 0;
    return ISSUE_REFERENCE.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [];
  });
}

describe('comments and test names', () => {
  it('name no ticket number anywhere in the source, tests or scripts', () => {
    const files = [...ROOTS.flatMap((root) => sourceFiles(root)), 'eslint.config.js', 'vitest.config.ts'];
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((path) => issueReferences(path, readFileSync(path, 'utf8')));
    expect(found, 'say why the code is like this instead of which issue asked for it').toEqual([]);
  });

  it('recognises the ways a ticket gets named, and not the word alone', () => {
    const number = String(17);
    const named = [
      `(issue ${number})`,
      `Issue ${number}'s rule`,
      `issues ${number} and 13`,
      `issue #${number}`,
    ];
    for (const text of [...named, `see issue-${number}`]) {
      expect(issueReferences('x.ts', `// ${text}`), text).toHaveLength(1);
    }
    expect(issueReferences('x.ts', '// issues a token; 17 of them; tissue 3')).toEqual([]);
  });
});
