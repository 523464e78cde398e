import { createContext, useContext, useEffect } from 'react';

/**
 * What Continue runs before the workflow moves: resolves `true` to move on, `false` to stay (the screen shows
 * its own errors).
 */
export type ContinueHandler = () => Promise<boolean> | boolean;

/** Registers a handler with the step frame; the returned function takes it back. */
export type RegisterContinue = (handler: ContinueHandler) => () => void;

/** The step frame's registration of its Continue handler, for the content it frames. */
export const StepContinueContext = createContext<RegisterContinue | null>(null);

/**
 * Registers the framed content's check or save as what the frame's Continue runs (registered with the
 * frame, not kept in a ref the screen reads). Registered after each render, so Continue runs the latest one.
 *
 * @example
 * useStepContinue(async () => (await save(values)).ok);
 */
export function useStepContinue(handler: ContinueHandler) {
  const register = useContext(StepContinueContext);
  useEffect(() => register?.(handler));
}
