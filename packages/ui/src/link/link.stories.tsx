import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyContent, storyText } from '../test/story-text.ts';
import { Link } from './link.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: { conditions: 'Lisez les conditions générales', before: 'Avant de continuer,', change: 'Modifier' },
  en: { conditions: 'Read the general conditions', before: 'Before you continue,', change: 'Change' },
  de: {
    conditions: 'Lesen Sie die allgemeinen Bedingungen',
    before: 'Bevor Sie fortfahren:',
    change: 'Ändern',
  },
  it: { conditions: 'Legga le condizioni generali', before: 'Prima di continuare,', change: 'Modifica' },
  es: { conditions: 'Lea las condiciones generales', before: 'Antes de continuar,', change: 'Modificar' },
} as const;

type TextKey = keyof typeof TEXTS.fr;

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { children: TEXTS.fr.conditions, href: '#conditions' },
  argTypes: { children: { control: false } },
  parameters: { text: 'conditions' satisfies TextKey },
  render: (args, context) => <Link {...args}>{storyContent(TEXTS, context)}</Link>,
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In running text. */
export const Inline: Story = {
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <p>
        {t.before} <Link {...args}>{t.conditions}</Link>.
      </p>
    );
  },
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByRole('link', { name: storyText(TEXTS, globals).conditions })).toHaveAttribute(
      'href',
      args.href,
    );
  },
};

/** On its own line, with a 44px touch target ('Change' on a check-your-answers page). */
export const Standalone: Story = {
  args: { variant: 'standalone', href: undefined, onPress: fn() },
  parameters: { text: 'change' satisfies TextKey },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: storyContent(TEXTS, context) });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, href: undefined },
  play: async (context) => {
    await expect(context.canvas.getByRole('link', { name: storyContent(TEXTS, context) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
