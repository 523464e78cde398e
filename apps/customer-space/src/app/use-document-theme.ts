import type { Locale } from '@souscrire/i18n';
import { pageTitle, type Theme } from '@souscrire/theming';
import { dressDocument } from '@souscrire/theming/dom';
import { useEffect } from 'react';

/**
 * Dresses the document in the tenant's theme: theming's `dressDocument` (the CSS variables, the
 * favicon), the page language and the title 'title • brand'.
 */
export function useDocumentTheme(theme: Theme, locale: Locale, title: string): void {
  useEffect(() => dressDocument(document, theme), [theme]);
  useEffect(() => {
    document.documentElement.lang = locale.slice(0, 2);
  }, [locale]);
  useEffect(() => {
    document.title = pageTitle(title, theme);
  }, [title, theme]);
}
