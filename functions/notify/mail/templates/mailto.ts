/**
 * A `mailto:` link (RFC 6068) to an address someone typed: the address is percent-encoded part by part and
 * every header value is encoded, so whatever the address holds stays the address (no `?cc=`, `&body=` or
 * second recipient smuggled into the link), even if it ever reached a mail without the strict check.
 */
export function mailtoUrl(address: string, headers: Readonly<Record<string, string>> = {}): string {
  const at = address.lastIndexOf('@');
  const to =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = Object.entries(headers)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `mailto:${to}?${query}` : `mailto:${to}`;
}
