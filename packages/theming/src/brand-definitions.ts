import { TENANTS } from '@souscrire/core-api/tenants';
import type { BrandDefinition } from './create-theme.ts';
import type { BrandTenantId } from './tenant-ids.ts';
import type { FooterContent, SocialLink } from './theme.ts';

// Each tenant's brand colour is the tenant manifest's (the core's sandbox pages wear it too).
const COLOUR = Object.fromEntries(TENANTS.map((tenant) => [tenant.id, tenant.brandColor])) as Readonly<
  Record<BrandTenantId, string>
>;
// Each tenant's brand name is the tenant manifest's, the one the core writes in the signing page, the SMS,
// the e-mails and the PDFs: a page shows the same name ('+Simple', never its id 'plussimple').
const NAME = Object.fromEntries(TENANTS.map((tenant) => [tenant.id, tenant.name])) as Readonly<
  Record<BrandTenantId, string>
>;

// Footer labels are i18n message keys (the journey app translates them); hrefs are each brand's own site.
function legalColumn(site: string) {
  return {
    titleKey: 'footer.columns.legal',
    links: [
      { labelKey: 'footer.legal', href: `${site}/mentions-legales` },
      { labelKey: 'footer.privacy', href: `${site}/confidentialite` },
      { labelKey: 'footer.cookies', href: `${site}/cookies` },
    ],
  };
}

function companyColumn(site: string) {
  return {
    titleKey: 'footer.columns.company',
    links: [
      { labelKey: 'footer.about', href: site },
      { labelKey: 'footer.contact', href: `${site}/contact` },
    ],
  };
}

function helpColumn(site: string) {
  return {
    titleKey: 'footer.columns.help',
    links: [
      { labelKey: 'footer.faq', href: `${site}/aide` },
      { labelKey: 'footer.claims', href: `${site}/sinistre` },
    ],
  };
}

const social = (network: SocialLink['network'], handle: string): SocialLink => {
  const profiles: Record<SocialLink['network'], readonly [string, string]> = {
    linkedin: ['LinkedIn', 'https://www.linkedin.com/company/'],
    x: ['X', 'https://x.com/'],
    facebook: ['Facebook', 'https://www.facebook.com/'],
    instagram: ['Instagram', 'https://www.instagram.com/'],
    youtube: ['YouTube', 'https://www.youtube.com/@'],
  };
  const [label, prefix] = profiles[network];
  return { network, label, href: `${prefix}${handle}` };
};

function plussimpleFooter(site: string): FooterContent {
  return {
    layoutColumns: 3,
    columns: [companyColumn(site), helpColumn(site), legalColumn(site)],
    social: [social('linkedin', 'plussimple'), social('instagram', 'plussimple')],
  };
}

// plussimple: violet, soft and rounded, the platform's own brand.
const PLUSSIMPLE = {
  primaryColor: COLOUR.plussimple,
  mark: 'plus',
  radius: { sm: '6px', md: '10px', lg: '16px' },
  neutralChroma: 0.01,
} as const;

/**
 * The brand data of every tenant with a fixed theme. Colours, marks and radii are our own design:
 * distinct hues and shape languages so that no theme looks like another one recoloured (UX "Look").
 */
export const BRAND_DEFINITIONS: Readonly<Record<BrandTenantId, BrandDefinition>> = {
  plussimple: {
    ...PLUSSIMPLE,
    tenantId: 'plussimple',
    name: NAME['plussimple'],
    overridable: true,
    footer: plussimpleFooter('https://www.plussimple.fr'),
  },
  'plussimple-de': {
    ...PLUSSIMPLE,
    tenantId: 'plussimple-de',
    name: NAME['plussimple-de'],
    footer: plussimpleFooter('https://www.plussimple.de'),
  },
  'plussimple-it': {
    ...PLUSSIMPLE,
    tenantId: 'plussimple-it',
    name: NAME['plussimple-it'],
    footer: plussimpleFooter('https://www.plussimple.it'),
  },
  'plussimple-es': {
    ...PLUSSIMPLE,
    tenantId: 'plussimple-es',
    name: NAME['plussimple-es'],
    footer: plussimpleFooter('https://www.plussimple.es'),
  },
  // hobast: warm burnt orange, a roof mark, generous rounding.
  hobast: {
    tenantId: 'hobast',
    name: NAME.hobast,
    primaryColor: COLOUR.hobast,
    mark: 'roof',
    radius: { sm: '8px', md: '12px', lg: '20px' },
    neutralChroma: 0.012,
    footer: {
      layoutColumns: 2,
      columns: [companyColumn('https://www.hobast.fr'), legalColumn('https://www.hobast.fr')],
      social: [social('linkedin', 'hobast'), social('facebook', 'hobast')],
    },
  },
  // verlingue: deep ink blue, a diamond, crisp near-square corners (a broker's sobriety).
  verlingue: {
    tenantId: 'verlingue',
    name: NAME.verlingue,
    primaryColor: COLOUR.verlingue,
    mark: 'diamond',
    radius: { sm: '2px', md: '4px', lg: '6px' },
    neutralChroma: 0.006,
    footer: {
      layoutColumns: 3,
      columns: [
        companyColumn('https://www.verlingue.fr'),
        helpColumn('https://www.verlingue.fr'),
        legalColumn('https://www.verlingue.fr'),
      ],
      social: [social('linkedin', 'verlingue'), social('youtube', 'verlingue')],
    },
  },
  // maif: a confident red, two linked rings (mutual), medium rounding.
  maif: {
    tenantId: 'maif',
    name: NAME.maif,
    primaryColor: COLOUR.maif,
    mark: 'rings',
    radius: { sm: '4px', md: '8px', lg: '14px' },
    neutralChroma: 0.004,
    footer: {
      layoutColumns: 4,
      columns: [
        companyColumn('https://www.maif.fr'),
        helpColumn('https://www.maif.fr'),
        legalColumn('https://www.maif.fr'),
      ],
      social: [
        social('facebook', 'maif'),
        social('x', 'maif'),
        social('instagram', 'maif'),
        social('youtube', 'maif'),
      ],
    },
  },
  // oryx: deep teal, a mountain peak in a disc, balanced rounding.
  oryx: {
    tenantId: 'oryx',
    name: NAME.oryx,
    primaryColor: COLOUR.oryx,
    mark: 'peak',
    radius: { sm: '4px', md: '8px', lg: '12px' },
    neutralChroma: 0.008,
    footer: {
      layoutColumns: 2,
      columns: [helpColumn('https://www.oryx.fr'), legalColumn('https://www.oryx.fr')],
      social: [social('linkedin', 'oryx')],
    },
  },
  // qbe: dark navy, a square with a dot, square corners (corporate and precise).
  qbe: {
    tenantId: 'qbe',
    name: NAME.qbe,
    primaryColor: COLOUR.qbe,
    mark: 'square-dot',
    radius: { sm: '0', md: '2px', lg: '4px' },
    neutralChroma: 0.014,
    footer: {
      layoutColumns: 3,
      columns: [
        companyColumn('https://www.qbe.com/fr'),
        helpColumn('https://www.qbe.com/fr'),
        legalColumn('https://www.qbe.com/fr'),
      ],
      social: [social('linkedin', 'qbe-insurance'), social('x', 'qbe')],
    },
  },
};
