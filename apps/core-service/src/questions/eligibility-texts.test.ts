import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../reference/languages.ts';
import { localizedEligibilityForm, localizedReason, type TranslatableForm } from './eligibility-texts.ts';

const form: TranslatableForm = {
  schema: {
    type: 'object',
    properties: {
      claims_count: { type: 'integer', minimum: 1, title: 'Combien de sinistres ?' },
      cancellation_reason: { type: 'string', enum: ['non-payment', 'other'], title: 'Pour quel motif ?' },
    },
    required: ['claims_count'],
  },
  ui_schema: {
    claims_count: { 'ui:widget': 'number', 'ui:order': 2 },
    cancellation_reason: { 'ui:widget': 'select', 'ui:order': 1, 'ui:enumNames': ['Non-paiement', 'Autre'] },
  },
  translations: {
    de: {
      titles: { claims_count: 'Wie viele Schäden?' },
      enum_names: { cancellation_reason: ['Nichtzahlung', 'Anderer Grund'] },
      reasons: { claims_history: 'Drei oder mehr Schäden…' },
    },
  },
};

describe('localizedEligibilityForm', () => {
  it("gives the questions' titles and the choices' names in the language, the rest of the form as it is", () => {
    const { schema, ui_schema } = localizedEligibilityForm(form, 'de');
    expect(schema).toEqual({
      ...form.schema,
      properties: {
        claims_count: { type: 'integer', minimum: 1, title: 'Wie viele Schäden?' },
        // No German title: the form's own.
        cancellation_reason:
          form.schema.properties && (form.schema.properties as Record<string, unknown>).cancellation_reason,
      },
    });
    expect(ui_schema).toEqual({
      claims_count: { 'ui:widget': 'number', 'ui:order': 2 },
      cancellation_reason: {
        'ui:widget': 'select',
        'ui:order': 1,
        'ui:enumNames': ['Nichtzahlung', 'Anderer Grund'],
      },
    });
  });

  it("is the form's own in its language, or in one it is not translated into", () => {
    for (const language of ['fr', 'it']) {
      expect(localizedEligibilityForm(form, language)).toEqual({
        schema: form.schema,
        ui_schema: form.ui_schema,
      });
    }
  });

  it('leaves the stored form untouched', () => {
    const before = structuredClone(form);
    localizedEligibilityForm(form, 'de');
    expect(form).toEqual(before);
  });
});

describe('localizedReason', () => {
  it("is the rule's reason in the language, else the rule's own", () => {
    const rule = { code: 'claims_history', reason: 'Trois sinistres ou plus…' };
    expect(localizedReason(form, rule, 'de')).toBe('Drei oder mehr Schäden…');
    expect(localizedReason(form, rule, 'fr')).toBe('Trois sinistres ou plus…');
    expect(localizedReason(form, { code: 'other', reason: 'Autre' }, 'de')).toBe('Autre');
  });
});

describe('the demo form (data/killing-forms.json)', () => {
  const demo = JSON.parse(
    readFileSync(new URL('../data/killing-forms.json', import.meta.url), 'utf8'),
  ).general;

  it('has every question, choice and reason in each of the journey languages', () => {
    const questions = Object.keys(demo.schema.properties);
    const codes = demo.rules.map((rule: { code: string }) => rule.code);
    for (const language of LANGUAGES.filter((translated) => translated !== 'fr')) {
      const translation = demo.translations[language];
      expect(Object.keys(translation.titles).sort(), language).toEqual([...questions].sort());
      expect(Object.keys(translation.reasons).sort(), language).toEqual([...codes].sort());
      for (const [name, names] of Object.entries(translation.enum_names)) {
        expect(names, `${language} ${name}`).toHaveLength(demo.schema.properties[name].enum.length);
      }
    }
  });
});
