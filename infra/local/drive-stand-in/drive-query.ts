/**
 * The subset of the Drive API v3 `q` language the import uses, parsed and evaluated for real (so a query the
 * stand-in does not understand is a 400, as Drive answers, instead of a silently wrong listing):
 *   '<id>' in parents | name|mimeType (= | != | contains) '<text>' | trashed (= | !=) true|false
 * combined with and / or / not and parentheses.
 */
export interface QueryableFile {
  name: string;
  mimeType: string;
  parents: readonly string[];
  trashed: boolean;
}

export type DriveQuery = (file: QueryableFile) => boolean;

export class DriveQueryError extends Error {
  override readonly name = 'DriveQueryError';
}

type Token =
  | { type: 'string'; value: string }
  | { type: 'word'; value: string }
  | { type: 'op'; value: '=' | '!=' }
  | { type: 'paren'; value: '(' | ')' };

function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < q.length) {
    const c = q[i] as string;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')') {
      tokens.push({ type: 'paren', value: c });
      i++;
    } else if (c === '=') {
      tokens.push({ type: 'op', value: '=' });
      i++;
    } else if (c === '!' && q[i + 1] === '=') {
      tokens.push({ type: 'op', value: '!=' });
      i += 2;
    } else if (c === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= q.length) throw new DriveQueryError('Unterminated string in query');
        const ch = q[i] as string;
        if (ch === '\\' && i + 1 < q.length) {
          value += q[i + 1];
          i += 2;
        } else if (ch === "'") {
          i++;
          break;
        } else {
          value += ch;
          i++;
        }
      }
      tokens.push({ type: 'string', value });
    } else {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(q.slice(i));
      if (!match) throw new DriveQueryError(`Unexpected character '${c}' in query`);
      tokens.push({ type: 'word', value: match[0] });
      i += match[0].length;
    }
  }
  return tokens;
}

const TEXT_FIELDS = ['name', 'mimeType'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export function parseDriveQuery(q: string): DriveQuery {
  const tokens = tokenize(q);
  let pos = 0;
  const peek = () => tokens[pos];
  const isWord = (t: Token | undefined, word: string) => t?.type === 'word' && t.value.toLowerCase() === word;

  function expression(): DriveQuery {
    let left = conjunction();
    while (isWord(peek(), 'or')) {
      pos++;
      const l = left;
      const r = conjunction();
      left = (f) => l(f) || r(f);
    }
    return left;
  }

  function conjunction(): DriveQuery {
    let left = negation();
    while (isWord(peek(), 'and')) {
      pos++;
      const l = left;
      const r = negation();
      left = (f) => l(f) && r(f);
    }
    return left;
  }

  function negation(): DriveQuery {
    if (isWord(peek(), 'not')) {
      pos++;
      const inner = negation();
      return (f) => !inner(f);
    }
    return primary();
  }

  function primary(): DriveQuery {
    const t = peek();
    if (t?.type === 'paren' && t.value === '(') {
      pos++;
      const inner = expression();
      const close = peek();
      if (close?.type !== 'paren' || close.value !== ')') throw new DriveQueryError('Missing ) in query');
      pos++;
      return inner;
    }
    if (t?.type === 'string') {
      pos++;
      if (!isWord(peek(), 'in')) throw new DriveQueryError("Expected 'in' after a string");
      pos++;
      if (!isWord(peek(), 'parents')) throw new DriveQueryError("Only 'in parents' is supported");
      pos++;
      const id = t.value;
      return (f) => f.parents.includes(id);
    }
    if (t?.type === 'word') {
      pos++;
      const field = t.value;
      const op = peek();
      if (field === 'trashed') {
        if (op?.type !== 'op') throw new DriveQueryError('Expected = or != after trashed');
        pos++;
        const value = peek();
        if (value?.type !== 'word' || !['true', 'false'].includes(value.value)) {
          throw new DriveQueryError('trashed compares with true or false');
        }
        pos++;
        const wanted = value.value === 'true';
        return op.value === '=' ? (f) => f.trashed === wanted : (f) => f.trashed !== wanted;
      }
      if (!(TEXT_FIELDS as readonly string[]).includes(field)) {
        throw new DriveQueryError(`Unsupported query field '${field}'`);
      }
      const key = field as TextField;
      const value = tokens[pos + 1];
      if (value?.type !== 'string') throw new DriveQueryError(`Expected a quoted value after ${field}`);
      if (op?.type === 'op') {
        pos += 2;
        const text = value.value;
        return op.value === '=' ? (f) => f[key] === text : (f) => f[key] !== text;
      }
      if (isWord(op, 'contains')) {
        pos += 2;
        const text = value.value.toLowerCase();
        return (f) => f[key].toLowerCase().includes(text);
      }
      throw new DriveQueryError(`Expected =, != or contains after ${field}`);
    }
    throw new DriveQueryError('Unexpected end of query');
  }

  if (tokens.length === 0) return () => true;
  const query = expression();
  if (pos !== tokens.length) throw new DriveQueryError('Unexpected text at the end of the query');
  return query;
}
