export type { DocumentAcknowledgement, DocumentRowProps } from './document-row.tsx';
export { DocumentRow } from './document-row.tsx';
