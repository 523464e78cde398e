import '@souscrire/ui/styles.css';
import type { BrandTenantId } from '@souscrire/theming';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { DEFAULT_SITE_LOCALE, SITE_LOCALES } from './locales.ts';
import { STORY_TENANTS, useTenantTheme } from './tenant-theme.ts';

/** Applies the chosen tenant's CSS variables and the chosen locale (lang + react-aria's strings). */
const withThemeAndLocale: Decorator = (Story, context) => {
  const tenant = context.globals.tenant as BrandTenantId;
  const locale =
    SITE_LOCALES.find((entry) => entry.language === context.globals.locale) ?? DEFAULT_SITE_LOCALE;
  useTenantTheme(tenant, locale.language);
  return (
    <I18nProvider locale={locale.tag}>
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  // Every component gets a docs page built from its stories, its props and their JSDoc.
  tags: ['autodocs'],
  decorators: [withThemeAndLocale],
  globalTypes: {
    tenant: {
      description: 'Tenant theme',
      toolbar: { title: 'Tenant', icon: 'paintbrush', items: [...STORY_TENANTS], dynamicTitle: true },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: SITE_LOCALES.map(({ language, title }) => ({ value: language, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { tenant: 'plussimple', locale: DEFAULT_SITE_LOCALE.language },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Axe violations fail the story's test, in CI as in the Storybook UI.
    // react-aria's live announcer keeps each announcement for 7 s, pointing at the element it read: once
    // a toast or a pending button is gone, that pointer dangles. It is an already-spoken log, not UI.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    viewport: {
      options: {
        phone320: { name: 'Small phone (320)', styles: { width: '320px', height: '568px' }, type: 'mobile' },
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
