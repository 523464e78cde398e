export type { SummaryAction, SummaryListProps, SummaryRow } from './summary-list.tsx';
export { SummaryList } from './summary-list.tsx';
