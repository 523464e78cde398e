import { createContext } from 'react';

/**
 * What a {@link Form} offers its fields' error messages: each message that is shown registers itself, so the
 * error summary lists exactly the messages the visitor sees next to the fields (UX: errors).
 */
export interface ErrorSummaryRegistry {
  /** Registers a shown error message (its element and text); returns the function that unregisters it. */
  readonly register: (element: HTMLElement, message: string) => () => void;
}

/** Provided by {@link Form}; `null` outside a form, where field errors are shown without a summary. */
export const ErrorSummaryContext = createContext<ErrorSummaryRegistry | null>(null);

/**
 * Told by every {@link Form} when its error summary appears: called then, it returns the function called when
 * the summary goes away. An app provides it once around its pages to mark the page title ('Error: …', UX:
 * errors) for every form, without each form wiring it.
 */
export type ErrorSummaryShown = () => () => void;

/** Provided by an app around its pages; `null` when nobody listens. */
export const ErrorSummaryShownContext = createContext<ErrorSummaryShown | null>(null);
