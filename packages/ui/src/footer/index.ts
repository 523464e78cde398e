export type { FooterColumnItem, FooterLinkItem, FooterProps, FooterSocialItem } from './footer.tsx';
export { Footer } from './footer.tsx';
