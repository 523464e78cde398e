/** Which way a move goes along the journey. */
export type Direction = 'forward' | 'backward';

/**
 * The direction the navigation counter points to: a negative counter means the visitor is going
 * backwards; zero or positive (including a fresh arrival) means forwards.
 *
 * @example
 * directionOf(-2); // 'backward'
 * directionOf(0); // 'forward'
 */
export function directionOf(counter: number): Direction {
  return counter < 0 ? 'backward' : 'forward';
}

/**
 * The navigation counter after a move. Its sign is the direction of the latest move and its size
 * counts the moves made in a row that way, so one step back after several forward turns it negative.
 *
 * @example
 * countMove(0, 'forward'); // 1
 * countMove(3, 'forward'); // 4
 * countMove(3, 'backward'); // -1
 * countMove(-1, 'backward'); // -2
 */
export function countMove(counter: number, direction: Direction): number {
  if (direction === 'forward') return counter > 0 ? counter + 1 : 1;
  return counter < 0 ? counter - 1 : -1;
}

/**
 * The offset a move makes in the journey order: +1 forwards, -1 backwards.
 *
 * @example
 * offsetOf('backward'); // -1
 */
export function offsetOf(direction: Direction): 1 | -1 {
  return direction === 'forward' ? 1 : -1;
}
