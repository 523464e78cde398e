import type { MessageId } from './generated/message-id.ts';

/**
 * Marks a string literal as a message id, for ids chosen from data (a step's label, a formula's name): the
 * literal is type-checked against the source catalogue and found by `check:messages`.
 *
 * @example
 * const FORMULA_TITLES = {
 *   economic: messageId('offer.formula.economic.title'),
 *   balanced: messageId('offer.formula.balanced.title'),
 *   complete: messageId('offer.formula.complete.title'),
 * } as const;
 */
export function messageId<const Id extends MessageId>(id: Id): Id {
  return id;
}
