export type { LinkProps, LinkRenderState, LinkVariant } from './link.tsx';
export { isPlainClick, Link } from './link.tsx';
export type { LinkNavigate } from './link-router.tsx';
export { LinkRouterProvider, useLinkRouter } from './link-router.tsx';
