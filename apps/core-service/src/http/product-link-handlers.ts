import { serializeProduct } from '../offers/catalogue.ts';
import { linkProduct } from '../prospects/prospect-writes.ts';
import { assertOpen, findProspect, refreshStatus } from '../prospects/prospects.ts';
import { ApiError } from './api-error.ts';
import { type Handler, listEnvelope } from './handler.ts';

// The products linked to a prospect (after creating the prospect, before the workflow).

/** The products linked to the prospect. */
export const listProspectProducts: Handler<'listProspectProducts'> = async ({
  db,
  tenant,
  input,
  locale,
}) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  const product = tenant.catalogue.product(prospect.product);
  const data = product === undefined ? [] : [serializeProduct(product, locale)];
  return listEnvelope(data, data.length, 1, 20);
};

/** The product link (after creating the prospect, before the workflow). */
export const linkProspectProduct: Handler<'linkProspectProduct'> = async ({ db, tenant, input, locale }) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  assertOpen(prospect);
  const { slug } = input.body;
  const product = tenant.catalogue.product(slug);
  if (product === undefined) {
    throw new ApiError(422, 'validation_failed', 'This product is not in the catalogue.', {
      slug: ['This product is not in the catalogue'],
    });
  }
  const linked = await linkProduct(db, tenant, prospect.id, product);
  await refreshStatus(db, tenant, linked);
  return { status: 201, body: { data: serializeProduct(product, locale) } };
};
