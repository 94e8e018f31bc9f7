/** What the integrations' e2e tests share: a plan bought through the Paddle stand-in. */
import { api } from '../editor/editor-api';

/** Buys a plan through the Paddle stand-in and waits for the webhook to set it. */
export async function buyPlan(authorization: string, plan: 'basic' | 'pro'): Promise<void> {
  const checkout = await api<{ checkoutUrl: string }>('/api/billing/checkout', {
    authorization,
    method: 'POST',
    body: { priceKey: `${plan}_monthly` },
  });
  await fetch(`${checkout.body.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const profile = await api<{ planLevel: string }>('/api/profile', { authorization });
    if (profile.body.planLevel === plan) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the Owner never became ${plan}`);
}
