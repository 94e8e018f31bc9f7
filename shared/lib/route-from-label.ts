/** A label turned into a route: lowercased, spaces replaced by hyphens, with a leading slash. */
export function routeFromLabel(label: string): string {
  return `/${label.toLowerCase().replace(/ /g, '-')}`;
}
