import assert from 'node:assert/strict';
import type { components } from '@souscrire/core-api';
import type { TestService } from './test-service.ts';

type NewProspect = components['schemas']['NewProspect'];
type StepName = components['schemas']['WorkflowStepName'];

/** What a new prospect of the journey is created with. */
export const NEW_PROSPECT = { tags: ['subscription-v2'], enrich: true } satisfies NewProspect;

/**
 * The prospect resources' calls through the contract's typed client, for the test files of the prospect's
 * handlers. Each answers the typed answer (or undefined), the typed error and the status; `service` is read on
 * each call, so the helpers can be made before the service starts.
 *
 * @example
 * const { journeyStart, getWorkflow } = prospectCalls(() => service);
 * const { id } = await journeyStart({ product: 'multirisque' });
 */
export function prospectCalls(service: () => TestService) {
  /** The typed client, with the tenant's development token unless given another. */
  const api = (token?: string) => service().api(token === undefined ? {} : { token });

  /** Creates a prospect: the created prospect, or the failure's status. */
  async function createProspect(body: Partial<NewProspect> = {}, token?: string) {
    const { data, error, response } = await api(token).POST('/v2/prospects', {
      body: { ...NEW_PROSPECT, ...body },
    });
    return { prospect: data?.data, error, status: response.status };
  }

  /** A prospect with the extras asked for (include). */
  async function getProspect(id: string, options: { include?: string; token?: string } = {}) {
    const { data, error, response } = await api(options.token).GET('/v2/prospects/{id}', {
      params: { path: { id }, query: options.include === undefined ? {} : { include: options.include } },
    });
    return { prospect: data?.data, error, status: response.status };
  }

  /** The prospect's workflow. */
  async function getWorkflow(id: string, token?: string) {
    const { data, error, response } = await api(token).GET('/v2/prospects/{id}/steps', {
      params: { path: { id } },
    });
    return { workflow: data?.data, error, status: response.status };
  }

  /** Creates a prospect, links the product and creates the workflow, as the journey does. */
  async function journeyStart(
    options: { token?: string; product?: string; body?: Partial<NewProspect> } = {},
  ) {
    const token = options.token ?? 'dev-token-plussimple';
    const created = await createProspect(options.body, token);
    assert.equal(created.status, 201, JSON.stringify(created.error));
    assert.ok(created.prospect);
    const { id } = created.prospect;
    const path = { params: { path: { id } } };
    const link = await api(token).POST('/v2/prospects/{id}/products', {
      ...path,
      body: { slug: options.product ?? 'rc-pro' },
    });
    assert.equal(link.response.status, 201, JSON.stringify(link.error));
    const workflow = await api(token).POST('/v2/prospects/{id}/steps', { ...path, body: { strict: true } });
    assert.equal(workflow.response.status, 201, JSON.stringify(workflow.error));
    return { id, token };
  }

  /** Moves the workflow to a step (and sub-step): the moved workflow, or the failure's status and error. */
  async function putStep(id: string, step: StepName, subStep: string | null = null, token?: string) {
    const { data, error, response } = await api(token).PUT('/v2/prospects/{id}/steps', {
      params: { path: { id } },
      body: { current_step: step, current_sub_step: subStep },
    });
    return { workflow: data?.data, error, status: response.status };
  }

  /** Moves the workflow through the steps; the last move's workflow. */
  async function moveTo(id: string, steps: StepName[], token = 'dev-token-plussimple') {
    let last: components['schemas']['ProspectWorkflow'] | undefined;
    for (const step of steps) {
      const { workflow, error, status } = await putStep(id, step, null, token);
      assert.equal(status, 200, `${step}: ${JSON.stringify(error)}`);
      last = workflow;
    }
    return last;
  }

  /** Saves criteria answers (with include=step when asked): the criteria. */
  async function putCriteria(
    id: string,
    criterias: components['schemas']['CriteriaUpdate']['criterias'],
    include?: string,
  ) {
    const { data, error, response } = await api().PUT('/v2/prospects/{id}/criterias', {
      params: { path: { id }, query: include === undefined ? {} : { include } },
      body: { criterias },
    });
    return { criteria: data?.data, error, status: response.status };
  }

  /** One question step of the prospect's product. */
  async function getQuestionStep(id: string, step: string, token?: string) {
    const { data, response } = await api(token).GET('/v2/prospects/{id}/questions-steps/{step}', {
      params: { path: { id, step } },
    });
    return { questionStep: data?.data, status: response.status };
  }

  return {
    api,
    createProspect,
    getProspect,
    getWorkflow,
    journeyStart,
    putStep,
    moveTo,
    putCriteria,
    getQuestionStep,
  };
}
