/**
 * How the SPA opens a checkout the server created (POST /api/billing/checkout): the port, with its two
 * implementations. In the cloud (`paddle` in /config.json) Paddle's overlay checkout opens over the page
 * (Paddle.js, loaded from Paddle's CDN by `@paddle/paddle-js`, for the transaction the server created);
 * locally the browser goes to the checkout's page, the Paddle stand-in's. Either way the plan changes only
 * through the verified webhook, which /BillingSuccess waits for.
 */
import { initializePaddle, type InitializePaddleOptions, type Paddle } from '@paddle/paddle-js';
import type { CheckoutResponse } from '../../../../shared/api/endpoints/billing';
import type { RuntimeConfig } from '../../config/runtime-config';

export interface CheckoutOpener {
  readonly kind: 'paddle-overlay' | 'hosted-page';
  open(checkout: CheckoutResponse): Promise<void>;
}

export class CheckoutUnavailableError extends Error {
  override name = 'CheckoutUnavailableError';
}

/** Locally (and wherever Paddle.js is not configured): the checkout's own page. */
export function hostedPageCheckout(go: (url: string) => void): CheckoutOpener {
  return {
    kind: 'hosted-page',
    open(checkout) {
      if (!checkout.checkoutUrl)
        return Promise.reject(new CheckoutUnavailableError('The checkout has no page'));
      go(checkout.checkoutUrl);
      return Promise.resolve();
    },
  };
}

/** In the cloud: Paddle's overlay checkout for the server's transaction; success goes to `successUrl`. */
export function paddleOverlayCheckout(
  settings: NonNullable<RuntimeConfig['paddle']>,
  successUrl: string,
  load: (options: InitializePaddleOptions) => Promise<Paddle | undefined> = initializePaddle,
): CheckoutOpener {
  let paddle: Promise<Paddle | undefined> | null = null;
  return {
    kind: 'paddle-overlay',
    async open(checkout) {
      paddle ??= load({ token: settings.clientToken, environment: settings.environment });
      const instance = await paddle;
      if (!instance) {
        paddle = null; // the script did not load (blocked, offline): the next click tries again
        throw new CheckoutUnavailableError('Paddle.js did not load');
      }
      instance.Checkout.open({ transactionId: checkout.transactionId, settings: { successUrl } });
    },
  };
}

/** The port's implementation for this environment. */
export function checkoutOpenerFor(
  config: Pick<RuntimeConfig, 'paddle'>,
  options: { go: (url: string) => void; successUrl: string },
): CheckoutOpener {
  return config.paddle
    ? paddleOverlayCheckout(config.paddle, options.successUrl)
    : hostedPageCheckout(options.go);
}
