import { createContext, useContext } from 'react';

const InLayoutContext = createContext(false);

/** Provided by the default and subscription layouts, so content knows a header is already shown. */
export const InLayout = InLayoutContext.Provider;

/** Whether the component renders inside a layout (with its header and footer). */
export function useInLayout(): boolean {
  return useContext(InLayoutContext);
}
