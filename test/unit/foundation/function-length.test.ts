/**
 * A function a newcomer must hold in their head at once stays short: past about a screen and a half, a
 * function mixes several decisions that deserve names of their own. This parses every source file of the
 * product (not the tests) with the TypeScript compiler and fails on any function, method or arrow longer than
 * MAX_LINES, except composition roots, whose length is a flat list of wiring, and the functions still waiting
 * to be split. Both lists can only shrink: an entry that is already short enough fails the test too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

export const MAX_LINES = 120;

const ROOTS = ['functions', 'shared', 'frontend/src', 'infra'] as const;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'cdk.out', 'coverage', '.local']);
const CHECKED_EXTENSIONS = new Set(['.ts', '.tsx']);

/** Functions allowed past MAX_LINES, by `path#name`, with the reason. */
const ALLOWED: Record<string, string> = {
  'infra/local/system.ts#startLocalSystem':
    'composition root: wires every local stand-in, store and Lambda of `npm start` in one place',
  'infra/stack/cutroom-stack.ts#CutroomStack.constructor':
    'composition root: the CDK stack wires its constructs; the per-function parts come from a data table',
};

export interface LongFunction {
  readonly key: string;
  readonly lines: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return CHECKED_EXTENSIONS.has(extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function propertyName(name: ts.PropertyName | ts.BindingName, file: ts.SourceFile): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)
    ? name.text
    : name.getText(file);
}

/** The name a reader would search for: the declaration's own name, or where the function is stored or passed. */
function functionName(node: ts.FunctionLikeDeclaration, file: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return propertyName(node.name, file);
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return propertyName(parent.name, file);
  }
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(file)}(callback)`;
  return '(anonymous)';
}

/** `Outer.inner` names: the enclosing classes and named functions, then the function's own name. */
function qualifiedName(node: ts.FunctionLikeDeclaration, file: ts.SourceFile): string {
  const names = [functionName(node, file)];
  for (let up: ts.Node = node.parent; !ts.isSourceFile(up); up = up.parent) {
    if (ts.isClassLike(up)) names.unshift(up.name?.text ?? '(class)');
    else if (ts.isFunctionLike(up) && 'body' in up) names.unshift(functionName(up, file));
  }
  return names.join('.');
}

function lineOf(file: ts.SourceFile, position: number): number {
  return file.getLineAndCharacterOfPosition(position).line;
}

/** Every function in `text` longer than `maxLines`, counted from its first token to its closing line. */
export function longFunctions(path: string, text: string, maxLines = MAX_LINES): LongFunction[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(file, node.getEnd()) - lineOf(file, node.getStart(file)) + 1;
      if (lines > maxLines) found.push({ key: `${path}#${qualifiedName(node, file)}`, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('functions', () => {
  const files = ROOTS.flatMap((root) => sourceFiles(root));
  const long = files.flatMap((path) => longFunctions(path, readFileSync(path, 'utf8')));

  it(`stay within ${MAX_LINES} lines outside the composition roots and the listed ones`, () => {
    expect(files.length).toBeGreaterThan(300);
    const offenders = long.filter((fn) => !(fn.key in ALLOWED)).map((fn) => `${fn.key} (${fn.lines} lines)`);
    expect(offenders, 'extract well-named helpers until each function reads as one decision').toEqual([]);
  });

  it('list only functions that are still long, so the allow-list can only shrink', () => {
    const stillLong = new Set(long.map((fn) => fn.key));
    const stale = Object.keys(ALLOWED).filter((key) => !stillLong.has(key));
    expect(stale, 'remove these from ALLOWED: they are within the limit now (or were renamed)').toEqual([]);
  });

  it('measures declarations, arrows, methods and constructors, and names them as a reader would', () => {
    const body = (n: number): string =>
      Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = [
      `export function declared() {\n${body(3)}\n}`,
      `export const arrow = () => {\n${body(3)}\n};`,
      `class Stack {\n  constructor() {\n${body(3)}\n  }\n  method() {\n${body(3)}\n  }\n}`,
      `useEffect(() => {\n${body(3)}\n});`,
      `export function short() {\n  return 1;\n}`,
    ].join('\n');
    expect(longFunctions('x.tsx', text, 4)).toEqual([
      { key: 'x.tsx#declared', lines: 5 },
      { key: 'x.tsx#arrow', lines: 5 },
      { key: 'x.tsx#Stack.constructor', lines: 5 },
      { key: 'x.tsx#Stack.method', lines: 5 },
      { key: 'x.tsx#useEffect(callback)', lines: 5 },
    ]);
  });
});
