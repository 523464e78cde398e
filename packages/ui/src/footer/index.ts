export type { FooterColumnItem, FooterLinkItem, FooterProps, FooterSocialItem } from './footer.tsx';
export { Footer } from './footer.tsx';
export type { FooterContentKeys } from './translate-footer.ts';
export { translateFooter } from './translate-footer.ts';
