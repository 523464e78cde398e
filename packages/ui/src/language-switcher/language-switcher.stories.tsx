import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: { label: 'Langue', name: 'Français' },
  en: { label: 'Language', name: 'English' },
  de: { label: 'Sprache', name: 'Deutsch' },
  it: { label: 'Lingua', name: 'Italiano' },
  es: { label: 'Idioma', name: 'Español' },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

/** The same page in every language of the stories' texts, the toolbar's marked current. */
function links(current: string) {
  return Object.entries(TEXTS).map(([language, texts]) => ({
    language,
    label: texts.name,
    href: `#${language}`,
    current: language === current,
  }));
}

const meta = {
  title: 'Layout/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { label: TEXTS.fr.label, links: links('fr'), onNavigate: fn() },
  argTypes: { label: { control: false }, links: { control: false } },
  render: (args, { globals }) => (
    <LanguageSwitcher
      {...args}
      label={storyText(TEXTS, globals).label}
      links={links(typeof globals.locale === 'string' ? globals.locale : 'fr')}
    />
  ),
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('navigation', { name: t.label })).toBeVisible();
    await expect(canvas.getAllByRole('link', { current: true })).toHaveLength(1);
    const other = globals.locale === 'de' ? 'English' : 'Deutsch';
    await userEvent.click(canvas.getByRole('link', { name: other }));
    await expect(args.onNavigate).toHaveBeenCalledWith(other === 'English' ? '#en' : '#de');
  },
};
