export type { ChoiceCardProps } from './choice-card.tsx';
export { ChoiceCard } from './choice-card.tsx';
export type { ChoiceCardGroupProps } from './choice-card-group.tsx';
export { ChoiceCardGroup } from './choice-card-group.tsx';
export type { FormulaCardProps, FormulaRecommendation } from './formula-card.tsx';
export { FormulaCard } from './formula-card.tsx';
