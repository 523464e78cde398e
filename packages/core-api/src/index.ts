export type { components, operations, paths } from './generated/core-api.ts';
export type { ProspectWorkflow, WorkflowStep, WorkflowStepName } from './schemas.ts';
