import { expectTypeOf, test } from 'vitest';
import type { WorkflowStepName } from './schemas.ts';

test('step names come from the contract enum', () => {
  expectTypeOf<'offer'>().toExtend<WorkflowStepName>();
  expectTypeOf<'not-a-step'>().not.toExtend<WorkflowStepName>();
});
