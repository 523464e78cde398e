/**
 * The guards a route may require, and `deny`: the one guard of a route the step registry does not
 * know, which never lets the visitor in.
 */
export const GUARD_NAMES = ['workflow', 'clientAuthentication', 'validation', 'deny'] as const;

/**
 * A guard's name: `workflow` (the step may be entered), `clientAuthentication`, `validation`, or `deny` (an
 * unknown route).
 */
export type GuardName = (typeof GUARD_NAMES)[number];
