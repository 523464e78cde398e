import type { FieldErrorTexts } from '@souscrire/ui/form';
import type { TextFormatter } from '../../app/use-text.ts';

/** The fields of one beneficial owner (or of the legal representative declared as one). */
export type OwnerField = 'firstname' | 'lastname' | 'function' | 'birth_date' | 'nationality' | 'share';

/** Whose fields: the legal representative, or the beneficial owner at `index` (0 for the first). */
export type OwnerWho = { readonly representative: boolean; readonly index: number };

/**
 * What one owner's field says when it is empty or wrong, naming the field and the person (UX: errors; GOV.UK's
 * 'Enter the date of birth of the legal representative'): with several owners, each message says which one.
 *
 * @example
 * ownerErrorTexts(t, 'lastname', { representative: false, index: 1 }).missing;
 * // 'Enter the last name of beneficial owner 2'
 */
export function ownerErrorTexts(t: TextFormatter, field: OwnerField, owner: OwnerWho): FieldErrorTexts {
  const who = t('errors.owner.who', {
    representative: owner.representative ? 'yes' : 'no',
    index: owner.index + 1,
  });
  switch (field) {
    case 'firstname':
      return { missing: t('errors.owner.firstname', { who }) };
    case 'lastname':
      return { missing: t('errors.owner.lastname', { who }) };
    case 'function':
      return { missing: t('errors.owner.function', { who }) };
    case 'birth_date':
      return {
        missing: t('errors.owner.birth-date', { who }),
        invalid: t('errors.owner.birth-date-invalid', { who }),
      };
    case 'nationality':
      return { missing: t('errors.owner.nationality', { who }) };
    case 'share':
      return { missing: t('errors.owner.share', { who }) };
  }
}
