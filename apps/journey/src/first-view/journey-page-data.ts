import type { DehydratedState } from '@tanstack/react-query';

/**
 * The id of the `<script type="application/json">` in which the server hands a journey page it rendered
 * (`render-journey-page.tsx`) to the browser that hydrates it (a data block: the page's CSP needs nothing).
 */
export const JOURNEY_PAGE_DATA_ID = 'sc-journey-data';

/**
 * What the server hands to the browser with a journey page it rendered: what it rendered from. The browser
 * hydrates the page only for the same tenant, environment and address (`serverRenderedData`).
 */
export type JourneyPageData = {
  readonly tenant: string;
  readonly environment: string;
  /** The address rendered: its path and query. */
  readonly href: string;
  /** The core's answers the page was rendered from: TanStack Query's cache, dehydrated. */
  readonly queries: DehydratedState;
};
