import { CoreApiError } from './core-api-error.ts';
import type { CoreApiClient } from './create-core-api-client.ts';
import { type NormalizedError, normalizeError } from './normalize-error.ts';

/** The parameters of a list call: page, size, sort and filters. */
export interface ListParams {
  page?: number;
  per_page?: number;
  /** Sent as `filter[key]=value`. */
  filter?: Record<string, string | number | boolean>;
  query?: string;
}

/** One page of a list; the total comes from `meta.total`. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
  page: number | undefined;
  per_page: number | undefined;
}

/** An answer or a normalised failure, never thrown. */
export type ResourceResult<T> = { data: T; error?: never } | { data?: never; error: NormalizedError };

/** Per-call options. */
export interface ResourceCallOptions {
  signal?: AbortSignal;
}

/** Generic calls on a collection of the core API, following the contract's conventions. */
export interface Resource<Item, Input> {
  /** GET the collection with page, per_page, filter and query. */
  list(params?: ListParams, options?: ResourceCallOptions): Promise<ResourceResult<ListPage<Item>>>;
  /** POST a new item. */
  create(body: Input, options?: ResourceCallOptions): Promise<ResourceResult<Item>>;
  /** GET one item. */
  get(id: string, options?: ResourceCallOptions): Promise<ResourceResult<Item>>;
  /** PUT an item's changes. */
  update(id: string, body: Partial<Input>, options?: ResourceCallOptions): Promise<ResourceResult<Item>>;
  /** Delete an item; a 204 answers `undefined`. */
  remove(id: string, options?: ResourceCallOptions): Promise<ResourceResult<Item | undefined>>;
}

/** How a resource talks to the core service. */
export interface ResourceOptions {
  /** Delete is a GET unless the resource says otherwise. */
  deleteMethod?: 'GET' | 'DELETE';
}

type Envelope =
  | { data?: unknown; meta?: { total?: unknown; page?: unknown; per_page?: unknown } }
  | undefined;
type LooseInit = {
  params?: { query?: Record<string, unknown> };
  body?: unknown;
  signal?: AbortSignal | undefined;
};
type LooseRequest = (
  method: string,
  url: string,
  init?: LooseInit,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * Generic list / create / get / update / delete on one collection path of the core API. Answers
 * are unwrapped from their `{ data }` envelope; failures come back as a normalised `error`.
 *
 * @example
 * const products = createResource<Product, never>(client, '/v2/products');
 * const result = await products.list({ page: 1, per_page: 20, query: 'liability' });
 * if (result.data) console.info(result.data.total, result.data.items);
 */
export function createResource<Item, Input = Partial<Item>>(
  client: CoreApiClient,
  path: string,
  options: ResourceOptions = {},
): Resource<Item, Input> {
  const request = client.request as unknown as LooseRequest;
  const base = path.replace(/\/+$/, '');
  const itemPath = (id: string) => `${base}/${encodeURIComponent(id)}`;

  async function call<T>(
    method: string,
    url: string,
    init: LooseInit,
    read: (body: Envelope) => T,
  ): Promise<ResourceResult<T>> {
    try {
      const { data, error, response } = await request(method, url, init);
      if (!response.ok) return { error: normalizeError({ error, response }) };
      return { data: read(data as Envelope) };
    } catch (thrown) {
      // A missing configuration is a programming error at the edge: let it surface.
      if (thrown instanceof CoreApiError) throw thrown;
      return { error: normalizeError(thrown) };
    }
  }
  const unwrap = (body: Envelope) => body?.data as Item;

  return {
    list(params = {}, { signal } = {}) {
      return call('GET', base, { params: { query: { ...params } }, signal }, (body) => {
        const meta = body?.meta;
        const items = Array.isArray(body?.data) ? (body.data as Item[]) : [];
        return {
          items,
          total: typeof meta?.total === 'number' ? meta.total : items.length,
          page: typeof meta?.page === 'number' ? meta.page : undefined,
          per_page: typeof meta?.per_page === 'number' ? meta.per_page : undefined,
        };
      });
    },
    create(body, { signal } = {}) {
      return call('POST', base, { body, signal }, unwrap);
    },
    get(id, { signal } = {}) {
      return call('GET', itemPath(id), { signal }, unwrap);
    },
    update(id, body, { signal } = {}) {
      return call('PUT', itemPath(id), { body, signal }, unwrap);
    },
    remove(id, { signal } = {}) {
      // a 204 answers nothing.
      return call(options.deleteMethod ?? 'GET', itemPath(id), { signal }, (body) =>
        body === undefined ? undefined : unwrap(body),
      );
    },
  };
}
