import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { Footer, type FooterColumnItem, type FooterSocialItem } from './footer.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    about: 'À propos',
    who: 'Qui sommes-nous',
    legalNotice: 'Mentions légales',
    privacy: 'Politique de confidentialité',
    help: 'Aide',
    faq: 'Questions fréquentes',
    contact: 'Nous contacter',
    products: 'Produits',
    liability: 'Responsabilité civile professionnelle',
    follow: 'Suivez-nous',
    legal: "© 2026 Votre assureur. Intermédiaire en assurance immatriculé à l'ORIAS.",
  },
  en: {
    about: 'About us',
    who: 'Who we are',
    legalNotice: 'Legal notice',
    privacy: 'Privacy policy',
    help: 'Help',
    faq: 'Frequently asked questions',
    contact: 'Contact us',
    products: 'Products',
    liability: 'Professional liability',
    follow: 'Follow us',
    legal: '© 2026 Your insurer. Insurance intermediary registered with ORIAS.',
  },
  de: {
    about: 'Über uns',
    who: 'Wer wir sind',
    legalNotice: 'Impressum',
    privacy: 'Datenschutzerklärung',
    help: 'Hilfe',
    faq: 'Häufige Fragen',
    contact: 'Kontakt',
    products: 'Produkte',
    liability: 'Berufshaftpflicht',
    follow: 'Folgen Sie uns',
    legal: '© 2026 Ihr Versicherer. Im Vermittlerregister eingetragener Versicherungsvermittler.',
  },
  it: {
    about: 'Chi siamo',
    who: 'La nostra storia',
    legalNotice: 'Note legali',
    privacy: 'Informativa sulla privacy',
    help: 'Aiuto',
    faq: 'Domande frequenti',
    contact: 'Contattaci',
    products: 'Prodotti',
    liability: 'Responsabilità civile professionale',
    follow: 'Seguici',
    legal: '© 2026 Il tuo assicuratore. Intermediario assicurativo iscritto al registro IVASS.',
  },
  es: {
    about: 'Sobre nosotros',
    who: 'Quiénes somos',
    legalNotice: 'Aviso legal',
    privacy: 'Política de privacidad',
    help: 'Ayuda',
    faq: 'Preguntas frecuentes',
    contact: 'Contacto',
    products: 'Productos',
    liability: 'Responsabilidad civil profesional',
    follow: 'Síganos',
    legal: '© 2026 Su aseguradora. Mediador de seguros inscrito en el registro de la DGSFP.',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

type Texts = Readonly<Record<keyof typeof TEXTS.fr, string>>;

/** The footer's columns; a fourth, the products, when the story asks for it. */
function columns(t: Texts, withProducts: boolean): FooterColumnItem[] {
  const base: FooterColumnItem[] = [
    {
      title: t.about,
      links: [
        { label: t.who, href: '#who' },
        { label: t.legalNotice, href: '#legal' },
        { label: t.privacy, href: '#privacy' },
      ],
    },
    {
      title: t.help,
      links: [
        { label: t.faq, href: '#faq' },
        { label: t.contact, href: '#contact' },
      ],
    },
  ];
  return withProducts
    ? [...base, { title: t.products, links: [{ label: t.liability, href: '#liability' }] }]
    : base;
}

const SOCIAL: FooterSocialItem[] = [
  { network: 'linkedin', label: 'LinkedIn', href: '#linkedin' },
  { network: 'youtube', label: 'YouTube', href: '#youtube' },
];

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen', productsColumn: false },
  args: {
    layoutColumns: 3,
    columns: columns(TEXTS.fr, false),
    social: SOCIAL,
    socialTitle: TEXTS.fr.follow,
    legal: TEXTS.fr.legal,
  },
  argTypes: { columns: { control: false }, socialTitle: { control: false }, legal: { control: false } },
  render: (args, { globals, parameters }) => {
    const t = storyText(TEXTS, globals);
    return (
      <Footer
        {...args}
        columns={columns(t, parameters.productsColumn === true)}
        {...(args.socialTitle === undefined ? {} : { socialTitle: t.follow })}
        legal={t.legal}
      />
    );
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: t.privacy })).toHaveAttribute('href', '#privacy');
  },
};

export const FourColumns: Story = {
  args: { layoutColumns: 4, columns: columns(TEXTS.fr, true) },
  parameters: { productsColumn: true },
};

export const OneColumnNoSocial: Story = { args: { layoutColumns: 1, social: [], socialTitle: undefined } };

export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
