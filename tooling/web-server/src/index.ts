export { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-control.ts';
export type { FrameAncestors, RuntimeConfig } from './content-security-policy.ts';
export {
  contentSecurityPolicy,
  coreOrigins,
  cspHash,
  REACT_ARIA_PRESSABLE_STYLE,
} from './content-security-policy.ts';
export type { WebServerOptions } from './create-web-server.ts';
export { createWebServer } from './create-web-server.ts';
export { listen } from './listen.ts';
export type { InlinedStylesheet, PageRenderer, PageRequest, RenderedPage } from './rendered-page.ts';
export { AFTER_PAINT_SCRIPT, composePage, inlineStyles, linkedStylesheets } from './rendered-page.ts';
export { tenantFavicon } from './tenant-favicon.ts';
