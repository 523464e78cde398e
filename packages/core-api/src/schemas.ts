import type { components } from './generated/core-api.ts';

type Schemas = components['schemas'];

/** A journey step's name (spec 3), from the contract's enum: the one definition for the whole front end. */
export type WorkflowStepName = Schemas['WorkflowStepName'];
/** One entry of a prospect workflow's steps list. */
export type WorkflowStep = Schemas['WorkflowStep'];
/** A prospect's workflow: where the visitor is and where they may go. */
export type ProspectWorkflow = Schemas['ProspectWorkflow'];
