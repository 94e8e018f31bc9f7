/** Composition root of the public-api Lambda: built once per container. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PublicApiDeps {}

let deps: PublicApiDeps | undefined;
export function publicApiDeps(): PublicApiDeps {
  deps ??= {};
  return deps;
}
