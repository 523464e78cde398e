import { CoreRequestError } from './core-request-error.ts';

/**
 * Whether a failed write was refused because the subscription is signed (409 `subscription_signed`): its
 * answers are frozen, a change is an amendment asked for from the customer space.
 *
 * @example
 * if (isSubscriptionSigned(error)) setSigned(true);
 */
export function isSubscriptionSigned(error: unknown): boolean {
  return (
    error instanceof CoreRequestError &&
    error.status === 409 &&
    (error.body as { code?: unknown } | undefined)?.code === 'subscription_signed'
  );
}
