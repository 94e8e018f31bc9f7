/**
 * Partial responses (`fields=`), as Drive v3 understands them: `a,b(c,d),e/f`, `*` for everything.
 */
export type FieldTree = Map<string, FieldTree | true>;

export class DriveFieldsError extends Error {
  override readonly name = 'DriveFieldsError';
}

export function parseFields(fields: string): FieldTree {
  let pos = 0;
  function list(closing: boolean): FieldTree {
    const tree: FieldTree = new Map();
    for (;;) {
      while (fields[pos] === ' ' || fields[pos] === ',') pos++;
      if (pos >= fields.length) {
        if (closing) throw new DriveFieldsError('Missing ) in fields');
        return tree;
      }
      if (fields[pos] === ')') {
        if (!closing) throw new DriveFieldsError('Unexpected ) in fields');
        pos++;
        return tree;
      }
      const match = /^[A-Za-z_*][A-Za-z0-9_]*(\/[A-Za-z_*][A-Za-z0-9_]*)*/.exec(fields.slice(pos));
      if (!match) throw new DriveFieldsError(`Invalid field selection at "${fields.slice(pos)}"`);
      pos += match[0].length;
      const path = match[0].split('/');
      let sub: FieldTree | true = true;
      if (fields[pos] === '(') {
        pos++;
        sub = list(true);
      }
      // a/b/c(d) → a: { b: { c: sub } }
      for (let i = path.length - 1; i >= 1; i--) sub = new Map([[path[i] as string, sub]]);
      merge(tree, path[0] as string, sub);
    }
  }
  return list(false);
}

function merge(tree: FieldTree, key: string, sub: FieldTree | true) {
  const existing = tree.get(key);
  if (existing === undefined || sub === true) tree.set(key, sub);
  else if (existing !== true) for (const [k, v] of sub) merge(existing, k, v);
}

/** Keeps only the selected fields of a JSON value (arrays are projected element by element). */
export function project(value: unknown, tree: FieldTree | true): unknown {
  if (tree === true || tree.has('*')) return value;
  if (Array.isArray(value)) return value.map((v) => project(v, tree));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of tree) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = project(v, sub);
  }
  return out;
}
