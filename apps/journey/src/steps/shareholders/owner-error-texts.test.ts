import { createI18n, loadMessages, type MessageId } from '@souscrire/i18n';
import { describe, expect, test } from 'vitest';
import type { TextFormatter } from '../../app/use-text.ts';
import { type OwnerField, ownerErrorTexts } from './owner-error-texts.ts';

async function formatter(locale: 'en-FR' | 'fr-FR' | 'de-DE'): Promise<TextFormatter> {
  const intl = createI18n({
    locale,
    messages: await loadMessages(locale),
    onError: (error) => {
      throw error;
    },
  });
  return (id: MessageId, values) => intl.formatMessage({ id }, values);
}

describe('ownerErrorTexts', () => {
  test.each<[OwnerField, boolean, number, string]>([
    ['lastname', false, 1, 'Saisissez le nom du bénéficiaire effectif 2'],
    ['firstname', false, 0, 'Saisissez le prénom du bénéficiaire effectif 1'],
    ['birth_date', true, 0, 'Saisissez la date de naissance du représentant légal'],
    ['function', true, 0, 'Saisissez la fonction du représentant légal'],
    ['share', false, 2, 'Saisissez la part du capital du bénéficiaire effectif 3, de 0 à 100'],
  ])(
    'names the field %s and the person (representative %s, index %i) in French',
    async (field, representative, index, text) => {
      const t = await formatter('fr-FR');
      expect(ownerErrorTexts(t, field, { representative, index }).missing).toBe(text);
    },
  );

  test('a birth date that is not a date says so, for whom', async () => {
    const t = await formatter('en-FR');
    const texts = ownerErrorTexts(t, 'birth_date', { representative: false, index: 0 });
    expect(texts.invalid).toBe('The date of birth of beneficial owner 1 must be a real date');
  });

  test('every field of every owner says something different, in German too', async () => {
    const t = await formatter('de-DE');
    const fields: OwnerField[] = ['firstname', 'lastname', 'function', 'birth_date', 'nationality', 'share'];
    const texts = [0, 1].flatMap((index) =>
      fields.map((field) => ownerErrorTexts(t, field, { representative: false, index }).missing),
    );
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).toContain('Geben Sie den Nachnamen des wirtschaftlich Berechtigten 2 ein');
  });
});
