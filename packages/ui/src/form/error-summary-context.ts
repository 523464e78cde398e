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
