/** What the integrations stand-in (the webhook receiver and Slack's incoming webhooks) was sent. */
export interface ReceivedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
  status: number;
}

/** The requests the stand-in at `origin` received at `path`, oldest first. */
export async function receivedAt(origin: string, path: string): Promise<ReceivedRequest[]> {
  const out = (await (await fetch(`${origin}/requests.json`)).json()) as { requests: ReceivedRequest[] };
  return out.requests.filter((r) => r.path === path);
}
