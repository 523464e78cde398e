import { configOf } from '@souscrire/config';
import { findContract } from '../clients/client-contracts.ts';
import { sessionOf } from '../http/client-space-handlers.ts';
import type { Handler } from '../http/handler.ts';
import { appOriginOf } from '../http/journey-origin.ts';
import { checkCertificate, issueCertificate } from './certificates.ts';
import { proofOfSale } from './proof-of-sale.ts';

/**
 * POST v2/clients/me/contracts/{contractId}/certificate: the certificate of an active contract, made now in the
 * page's language; its verification address leads to the customer space that asked (as the password links).
 */
export const createClientContractCertificate: Handler<'createClientContractCertificate'> = async (
  context,
) => {
  const { db, tenant, input, locale, request, env } = context;
  const contract = await findContract(db, tenant, sessionOf(context), input.params.contractId);
  const space = appOriginOf(request, env, tenant, configOf(env).CUSTOMER_SPACE_PORT);
  const { pdf, address } = await issueCertificate(db, tenant, contract, locale, (code) => {
    const page = new URL(`/${locale}-${tenant.country}/verify`, space);
    page.searchParams.set('code', code);
    return page.toString();
  });
  return {
    status: 201,
    headers: { Location: address },
    binary: { bytes: pdf, contentType: 'application/pdf', fileName: 'certificate.pdf' },
  };
};

/** GET v2/certificates/{code}: the public check of a certificate (no session; limited per address by the app). */
export const verifyCertificate: Handler<'verifyCertificate'> = async ({ db, tenant, input }) => ({
  status: 200,
  body: { data: await checkCertificate(db, tenant, input.params.code) },
});

/** GET v2/clients/me/contracts/{contractId}/proof-of-sale: the contract's proof-of-sale zip. */
export const downloadClientContractProofOfSale: Handler<'downloadClientContractProofOfSale'> = async (
  context,
) => {
  const { db, tenant, input, locale } = context;
  const contract = await findContract(db, tenant, sessionOf(context), input.params.contractId);
  const zip = await proofOfSale(db, contract, locale);
  const fileName = `proof-of-sale-${contract.number ?? contract.id}.zip`;
  return { status: 200, binary: { bytes: zip, contentType: 'application/zip', fileName } };
};
