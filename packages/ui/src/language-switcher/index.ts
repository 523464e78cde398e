export type { LanguageLinkItem, LanguageSwitcherProps } from './language-switcher.tsx';
export { LanguageSwitcher } from './language-switcher.tsx';
