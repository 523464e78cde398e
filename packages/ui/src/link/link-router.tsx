import { createContext, type ReactNode, useContext } from 'react';

/** Follows an address inside the app (its router's navigation). */
export type LinkNavigate = (href: string) => void;

const LinkRouterContext = createContext<LinkNavigate | null>(null);

/**
 * Makes the kit's links inside it follow their addresses through the app's router instead of loading a page
 * (as react-aria's `RouterProvider` does for react-aria's own links: an app with both sets up both).
 *
 * @example
 * <LinkRouterProvider navigate={(href) => router.navigate({ href })}>
 *   <App />
 * </LinkRouterProvider>
 */
export function LinkRouterProvider({ navigate, children }: { navigate: LinkNavigate; children: ReactNode }) {
  return <LinkRouterContext value={navigate}>{children}</LinkRouterContext>;
}

/** The app's navigation for the kit's links, or null where links load their page. */
export function useLinkRouter(): LinkNavigate | null {
  return useContext(LinkRouterContext);
}
