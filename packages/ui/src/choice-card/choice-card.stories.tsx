import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from '../link/link.tsx';
import { type StoryLanguage, storyText } from '../test/story-text.ts';
import { ChoiceCard } from './choice-card.tsx';
import { ChoiceCardGroup } from './choice-card-group.tsx';
import { FormulaCard } from './formula-card.tsx';

/** The story's texts in the five interface languages: the Locale toolbar picks one. */
const TEXTS = {
  fr: {
    economicPrice: '19,90 €',
    balancedPrice: '29,90 €',
    completePrice: '39,90 €',
    formula: 'Choisissez votre formule',
    formulaError: 'Choisissez ci-dessous la formule qui vous convient le mieux avant de continuer.',
    economic: 'Économique',
    balanced: 'Équilibrée',
    complete: 'Complète',
    perMonth: 'par mois, frais inclus',
    covered: 'Ce qui est couvert',
    liability: 'Responsabilité civile professionnelle',
    defence: 'Défense pénale',
    protection: 'Protection juridique',
    losses: "Pertes d'exploitation",
    recommended: 'Recommandée',
    reason: "Couvre les risques courants d'une boulangerie.",
    documents: 'Documents de cette formule',
    howToPay: 'Comment voulez-vous payer ?',
    card: 'Carte bancaire',
    cardNote: 'Votre banque peut vous demander de confirmer un paiement de 0 €.',
    sepa: 'Prélèvement',
    sepaNote: 'Remboursement sur demande sous 8 semaines.',
  },
  en: {
    economicPrice: '€19.90',
    balancedPrice: '€29.90',
    completePrice: '€39.90',
    formula: 'Choose your formula',
    formulaError: 'Choose below the formula that suits you the best before proceeding.',
    economic: 'Economic',
    balanced: 'Balanced',
    complete: 'Complete',
    perMonth: 'per month, fees included',
    covered: 'What is covered',
    liability: 'Professional liability',
    defence: 'Legal defence',
    protection: 'Legal protection',
    losses: 'Operating losses',
    recommended: 'Recommended',
    reason: 'Covers the usual risks of a bakery.',
    documents: 'Documents of this formula',
    howToPay: 'How do you want to pay?',
    card: 'Bank card',
    cardNote: 'Your bank may ask you to confirm a €0 payment.',
    sepa: 'Direct debit',
    sepaNote: 'Refund on request within 8 weeks.',
  },
  de: {
    economicPrice: '19,90 €',
    balancedPrice: '29,90 €',
    completePrice: '39,90 €',
    formula: 'Wählen Sie Ihren Tarif',
    formulaError: 'Wählen Sie unten den Tarif, der am besten zu Ihnen passt, bevor Sie fortfahren.',
    economic: 'Basis',
    balanced: 'Ausgewogen',
    complete: 'Komplett',
    perMonth: 'pro Monat, inklusive Gebühren',
    covered: 'Was versichert ist',
    liability: 'Berufshaftpflicht',
    defence: 'Strafrechtsschutz',
    protection: 'Rechtsschutz',
    losses: 'Betriebsunterbrechung',
    recommended: 'Empfohlen',
    reason: 'Deckt die üblichen Risiken einer Bäckerei.',
    documents: 'Unterlagen zu diesem Tarif',
    howToPay: 'Wie möchten Sie zahlen?',
    card: 'Bankkarte',
    cardNote: 'Ihre Bank kann Sie bitten, eine Zahlung von 0 € zu bestätigen.',
    sepa: 'Lastschrift',
    sepaNote: 'Erstattung auf Antrag innerhalb von 8 Wochen.',
  },
  it: {
    economicPrice: '19,90 €',
    balancedPrice: '29,90 €',
    completePrice: '39,90 €',
    formula: 'Scegli la tua formula',
    formulaError: 'Scegli qui sotto la formula più adatta a te prima di procedere.',
    economic: 'Economica',
    balanced: 'Equilibrata',
    complete: 'Completa',
    perMonth: 'al mese, spese incluse',
    covered: 'Cosa è coperto',
    liability: 'Responsabilità civile professionale',
    defence: 'Difesa penale',
    protection: 'Tutela legale',
    losses: "Perdite d'esercizio",
    recommended: 'Consigliata',
    reason: 'Copre i rischi abituali di una panetteria.',
    documents: 'Documenti di questa formula',
    howToPay: 'Come vuoi pagare?',
    card: 'Carta di pagamento',
    cardNote: 'La tua banca potrebbe chiederti di confermare un pagamento di 0 €.',
    sepa: 'Addebito diretto',
    sepaNote: 'Rimborso su richiesta entro 8 settimane.',
  },
  es: {
    economicPrice: '19,90 €',
    balancedPrice: '29,90 €',
    completePrice: '39,90 €',
    formula: 'Elija su fórmula',
    formulaError: 'Elija a continuación la fórmula que mejor se adapte a usted antes de continuar.',
    economic: 'Económica',
    balanced: 'Equilibrada',
    complete: 'Completa',
    perMonth: 'al mes, gastos incluidos',
    covered: 'Qué está cubierto',
    liability: 'Responsabilidad civil profesional',
    defence: 'Defensa penal',
    protection: 'Protección jurídica',
    losses: 'Pérdidas de explotación',
    recommended: 'Recomendada',
    reason: 'Cubre los riesgos habituales de una panadería.',
    documents: 'Documentos de esta fórmula',
    howToPay: '¿Cómo quiere pagar?',
    card: 'Tarjeta bancaria',
    cardNote: 'Su banco puede pedirle que confirme un pago de 0 €.',
    sepa: 'Domiciliación bancaria',
    sepaNote: 'Reembolso a petición en un plazo de 8 semanas.',
  },
} as const satisfies Record<StoryLanguage, Record<string, string>>;

const meta = {
  title: 'Forms/ChoiceCard',
  component: ChoiceCardGroup,
  args: { label: TEXTS.fr.formula, onChange: fn(), children: null },
  argTypes: { label: { control: false }, errorMessage: { control: false } },
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <ChoiceCardGroup {...args} label={t.formula} errorMessage={args.isInvalid ? t.formulaError : undefined}>
        <FormulaCard
          value="economic"
          title={t.economic}
          price={t.economicPrice}
          priceCaption={t.perMonth}
          guaranteesLabel={t.covered}
          guarantees={[t.liability, t.defence]}
        />
        <FormulaCard
          value="balanced"
          title={t.balanced}
          price={t.balancedPrice}
          priceCaption={t.perMonth}
          guaranteesLabel={t.covered}
          guarantees={[t.liability, t.defence, t.protection]}
          recommended={{ label: t.recommended, reason: t.reason }}
        />
        <FormulaCard
          value="complete"
          title={t.complete}
          price={t.completePrice}
          priceCaption={t.perMonth}
          guaranteesLabel={t.covered}
          guarantees={[t.liability, t.defence, t.protection, t.losses]}
        >
          <Link href="#complete-documents">{t.documents}</Link>
        </FormulaCard>
      </ChoiceCardGroup>
    );
  },
} satisfies Meta<typeof ChoiceCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side on a wide screen, stacked on a phone; the recommended one has a badge and its reason. */
export const Formulas: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('radio', { name: t.balanced })).toHaveAccessibleDescription(
      expect.stringContaining(t.recommended),
    );
    await userEvent.click(canvas.getByText(t.complete));
    await expect(canvas.getByRole('radio', { name: t.complete })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: t.balanced })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('balanced');
  },
};

export const Chosen: Story = { args: { defaultValue: 'balanced' } };

export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };

/** 'Choose below the formula that suits you the best before proceeding.' */
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(TEXTS, globals);
    await expect(canvas.getByRole('radiogroup', { name: t.formula })).toHaveAccessibleDescription(
      t.formulaError,
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Plain choice cards, for short options with a line of detail. */
export const PaymentMethods: Story = {
  render: (args, { globals }) => {
    const t = storyText(TEXTS, globals);
    return (
      <ChoiceCardGroup {...args} label={t.howToPay}>
        <ChoiceCard value="card" title={t.card} description={t.cardNote} />
        <ChoiceCard value="sepa" title={t.sepa} description={t.sepaNote} />
      </ChoiceCardGroup>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(TEXTS, globals);
    await userEvent.click(canvas.getByText(t.sepa));
    await expect(canvas.getByRole('radio', { name: t.sepa })).toBeChecked();
  },
};
