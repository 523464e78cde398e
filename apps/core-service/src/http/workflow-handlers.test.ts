import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prospectCalls } from '../testing/prospect-calls.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const { api, createProspect, getWorkflow, journeyStart, putStep, moveTo } = prospectCalls(() => service);

describe('workflow: /v2/prospects/{id}/steps', () => {
  test('POST creates the workflow at the first relevant step; a second POST answers 409', async () => {
    const { id } = await journeyStart();
    const { workflow } = await getWorkflow(id);
    expect(workflow).toMatchObject({
      current_step: 'activity',
      biggest_step: 'activity',
      current_sub_step: null,
      previous_step: null,
      next_step: 'city',
      next_relevant_step: 'city',
      can_go_back: false,
      can_go_next: true,
    });
    expect(workflow?.steps).toContainEqual({
      slug: 'activity',
      is_current: true,
      is_relevant: true,
      can_go_to: true,
    });
    expect(workflow?.steps).toContainEqual({
      slug: 'broker',
      is_current: false,
      is_relevant: false,
      can_go_to: false,
    });
    const again = await api().POST('/v2/prospects/{id}/steps', {
      params: { path: { id } },
      body: { strict: true },
    });
    expect(again.response.status).toBe(409);
  });
  test('GET before POST answers 404', async () => {
    const { prospect } = await createProspect();
    expect((await getWorkflow(prospect?.id ?? '')).status).toBe(404);
  });
  // Bodies outside the contract's types (strict other than true, an unknown step, no sub-step): untyped.
  test.each([
    ['POST', { strict: false }, 'strict'],
    ['PUT', { current_step: 'nowhere', current_sub_step: null }, 'current_step'],
    ['PUT', { current_step: 'city' }, 'current_sub_step'],
  ])('%s with bad input %j answers 422', async (method, body, field) => {
    const { prospect } = await createProspect();
    const id = prospect?.id ?? '';
    if (method === 'PUT') {
      await api().POST('/v2/prospects/{id}/steps', { params: { path: { id } }, body: { strict: true } });
    }
    const response = await service.call(method, `/v2/prospects/${id}/steps`, { body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });
  test('strict: forward moves one relevant step at a time; the biggest step only grows', async () => {
    const { id } = await journeyStart();
    const skip = await putStep(id, 'offer');
    expect(skip.status).toBe(422);
    expect(skip.error?.errors).toEqual({ current_step: ['This step may not be entered now'] });
    await moveTo(id, ['city', 'company', 'criteria']);
    const sub = await putStep(id, 'criteria', 'activity-details');
    expect(sub.workflow).toMatchObject({ biggest_step: 'criteria', biggest_sub_step: 'activity-details' });
    const back = await moveTo(id, ['city']);
    expect(back).toMatchObject({
      current_step: 'city',
      biggest_step: 'criteria',
      biggest_sub_step: 'activity-details',
      previous_step: 'activity',
      can_go_back: true,
      can_go_next: true,
    });
    // qualification is not relevant, so the next relevant step after criteria is confirmation.
    const criteria = await moveTo(id, ['criteria']);
    expect(criteria).toMatchObject({
      next_step: 'qualification',
      next_relevant_step: 'confirmation',
    });
  });
  test('broker tenants and broker products start at the broker step', async () => {
    const verlingue = await journeyStart({ token: 'dev-token-verlingue', product: 'sante-collective' });
    expect((await getWorkflow(verlingue.id, verlingue.token)).workflow?.current_step).toBe('broker');
    const oryx = await journeyStart({ token: 'dev-token-oryx', product: 'multirisque' });
    expect((await getWorkflow(oryx.id, oryx.token)).workflow?.current_step).toBe('broker');
    const oryxRcPro = await journeyStart({ token: 'dev-token-oryx', product: 'rc-pro' });
    expect((await getWorkflow(oryxRcPro.id, oryxRcPro.token)).workflow?.current_step).toBe('activity');
  });
});
