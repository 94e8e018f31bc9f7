/**
 * Conditional GETs (ETag / If-None-Match): a route that can tell cheaply whether its answer changed answers
 * `304 Not Modified` with no body when the caller's copy is current. The route computes its validator first
 * (a read much smaller than the answer) and builds the answer only when it differs, so a poll that finds
 * nothing new costs that small read and a few bytes. The validator is computed before the answer: a change
 * landing between the two gives a newer answer under an older tag, which the next poll simply fetches again
 * (never an old answer under a new tag).
 */
const CONDITIONAL = Symbol('conditional-answer');

export interface ConditionalAnswer {
  readonly [CONDITIONAL]: true;
  /** The quoted strong validator. */
  readonly etag: string;
  /** The answer; absent when the caller's copy is current (304). */
  readonly body?: unknown;
}

/** Whether an If-None-Match header names this tag (`*`, a list, weak or strong forms). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === bare);
}

/**
 * The route's answer, or a 304 marker when `ifNoneMatch` names the current tag. Typed as the answer so a
 * route returns it as it would its body; the HTTP plumbing (make-http-handler) reads it with
 * {@link asConditional}.
 */
export async function answerIfChanged<T>(
  ifNoneMatch: string | undefined,
  version: () => Promise<string>,
  answer: () => Promise<T>,
): Promise<T> {
  const etag = `"${await version()}"`;
  const result: ConditionalAnswer = matchesIfNoneMatch(ifNoneMatch, etag)
    ? { [CONDITIONAL]: true, etag }
    : { [CONDITIONAL]: true, etag, body: await answer() };
  return result as unknown as T;
}

export function asConditional(result: unknown): ConditionalAnswer | null {
  return typeof result === 'object' && result !== null && CONDITIONAL in result
    ? (result as ConditionalAnswer)
    : null;
}
