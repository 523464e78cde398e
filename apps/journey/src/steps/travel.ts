import type { Direction } from '@souscrire/workflow';
import { writePosition } from '../router/journey-mutations.ts';
import { readAhead } from '../router/prefetch-step-data.ts';
import { yieldToMain } from '../runtime/main-thread.ts';
import type { Move } from './plan-move.ts';
import type { StepScope } from './step-context.ts';

/**
 * Goes to a planned move of the workflow: the one place a move writes the position (a screen entered
 * otherwise writes its own on arrival, subscription-routes.tsx). The next screen shows while its position is
 * written, its first reads asked for beside the write (waiting for the write held every Continue and Back); the
 * answers are saved before a move is planned. One subscription's writes run in order (their mutation scope), so
 * the core ends where the visitor is. A refused Continue returns to the screen left and rejects, to be shown (a
 * visitor already gone on from the screen it showed is left where they are); a refused Back stays, the core
 * being further on, where Continue goes again. `arrived` is called once the next screen shows (or its
 * navigation failed), before the write is answered.
 *
 * @example
 * await travel(scope, 'forward', { href: '/en-FR/subscription/p-1/offer', position: { step: 'offer', subStep: null } });
 */
export async function travel(
  scope: StepScope,
  direction: Direction,
  move: Move,
  arrived?: () => void,
): Promise<void> {
  const { navigator } = scope;
  const { api, clientFor, tenant, prospectId, navigation, queryClient } = scope.subscription;
  const left = navigator.href();
  if (move.position) {
    readAhead(queryClient, move.position.step, { api, client: clientFor(tenant), tenant, id: prospectId });
  }
  navigation.move(direction);
  const writing = move.position && writePosition(queryClient, api, tenant, prospectId, move.position);
  if (direction === 'forward') {
    // Its failure is handled below, once the navigation is under way.
    writing?.catch(() => undefined);
    // A Continue's requests are sent in the task that handled the screen's save; the navigation (the router's
    // match, the address, the next screen's render) goes on in a task of its own, as both in one made a long
    // task on a phone. Back saves nothing: its press sends the requests and starts the navigation at once.
    await yieldToMain();
  }
  const [write, arrival] = await Promise.allSettled([
    writing,
    // Where the move took the visitor, as the router writes the address.
    navigator
      .navigate(move.href)
      .then(() => navigator.href())
      .finally(() => arrived?.()),
  ]);
  if (write.status === 'rejected') {
    // Back to the screen left, unless the visitor has moved on from the one shown (a second Continue, whose
    // own write comes after this one and is answered in turn).
    const stayed = arrival.status === 'fulfilled' && navigator.href() === arrival.value;
    if (direction === 'forward' && stayed) {
      navigation.move('backward');
      await navigator.navigate(left, { replace: true });
    }
    throw write.reason;
  }
  if (arrival.status === 'rejected') throw arrival.reason;
}
