import { createContext } from 'react';
import type { I18n } from '../create-i18n.ts';

/** The active formatter; `null` outside `I18nProvider`. */
export const I18nContext = createContext<I18n | null>(null);
