/**
 * Certificates of insurance: the PDF a client shows its own clients and landlord, made when asked for an active
 * contract, and its public verification by the code it carries (docs/security.md, "Certificates of insurance").
 */
import { randomBytes } from 'node:crypto';
import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { ContractRow } from '../db/rows.ts';
import { codeLabel, renderDocumentPdf } from '../documents/documents.ts';
import { DomainFailure } from '../failures.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { hashToken } from '../infrastructure/token-hash.ts';
import { productName } from '../offers/catalogue.ts';
import { categoryTable } from '../offers/pricing.ts';
import { findProspect } from '../prospects/prospects.ts';
import { tenantBrand } from '../reference/tenant-brands.ts';

type Queryable = Pick<Database, 'query'>;

/** What the public verification of a certificate shows. */
export type CertificateCheck = components['schemas']['CertificateCheck'];

/**
 * The insurance year a certificate states: the contract's year that holds `today` (an annual contract renews
 * on its anniversary), from an anniversary to the eve of the next; before the start, the first year.
 *
 * @example
 * certificatePeriod('2024-03-15', '2026-11-28'); // { starts_on: '2026-03-15', ends_on: '2027-03-14' }
 */
export function certificatePeriod(startsOn: string, today: string): { starts_on: string; ends_on: string } {
  const start = new Date(`${startsOn}T00:00:00Z`);
  const anniversary = (years: number) => {
    const date = new Date(start);
    date.setUTCFullYear(start.getUTCFullYear() + years);
    return date;
  };
  const now = new Date(`${today}T00:00:00Z`);
  let years = Math.max(0, now.getUTCFullYear() - start.getUTCFullYear());
  while (years > 0 && anniversary(years) > now) years--;
  const end = anniversary(years + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { starts_on: iso(anniversary(years)), ends_on: iso(end) };
}

/** The insured activity in a locale: its label and NAF code, or the code alone when no label is known. */
async function activityOf(db: Queryable, code: string | null, locale: string): Promise<string> {
  if (code === null || code === '') return '—';
  const rows = await db.query<{ label: string }>(
    `SELECT coalesce(l.label, a.label) AS label FROM activities a
     LEFT JOIN activity_labels l ON l.code = a.code AND l.locale = $2 WHERE a.code = $1`,
    [code, locale],
  );
  const label = rows[0]?.label;
  return label === undefined ? code : `${label} (${code})`;
}

/** The formula's guarantees with their limits, in a locale (`Civil liability (4 500 000,00 €)`). */
function guaranteesOf(tenant: Tenant, contract: ContractRow, locale: string): string {
  const category = tenant.catalogue.product(contract.product)?.category ?? '';
  const guarantees = categoryTable(category)?.formulas[contract.formula].guarantees ?? [];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const listed = guarantees.map(({ code, limit }) =>
    limit === null ? codeLabel(code, locale) : `${codeLabel(code, locale)} (${money.format(limit / 100)})`,
  );
  return listed.length === 0 ? '—' : listed.join(', ');
}

/**
 * Makes the certificate of an active contract (409 for a draft or a replaced one): a new verification code of 128 random bits
 * (22 characters, so that its address fits on one line of the PDF), whose hash is stored with the company's name
 * and the period, and the PDF in the locale that states them, with the verification address `verifyAddress(code)`
 * written out and as a QR code. Answers the PDF and the address.
 */
export async function issueCertificate(
  db: Queryable,
  tenant: Tenant,
  contract: ContractRow,
  locale: string,
  verifyAddress: (code: string) => string,
): Promise<{ pdf: Uint8Array; address: string }> {
  const start = contract.starts_on ?? contract.paid_at;
  // A contract whose cancellation is requested still covers until the cancellation's date.
  const covering = contract.status === 'active' || contract.status === 'cancellation_requested';
  if (!covering || start === null)
    throw new DomainFailure('contract_not_active', 'Only an active contract has a certificate of insurance.');
  const prospect = await findProspect(db, tenant, contract.prospect_id);
  const company = prospect.name ?? '—';
  const period = certificatePeriod(start, new Date().toISOString().slice(0, 10));
  const code = randomBytes(16).toString('base64url');
  await db.query(
    `INSERT INTO certificates (code_hash, tenant_id, contract_id, company_name, starts_on, ends_on)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [hashToken(code), tenant.id, contract.id, company, period.starts_on, period.ends_on],
  );
  const address = verifyAddress(code);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const values = {
    prospect_id: prospect.id,
    insurer: tenant.name,
    contract_number: contract.number ?? '—',
    company,
    siret: prospect.siret ?? '—',
    activity: await activityOf(db, prospect.naf ?? prospect.activity_code, locale),
    product:
      contract.product_names === null
        ? contract.product
        : productName({ name: contract.product, names: contract.product_names }, locale),
    formula: codeLabel(contract.formula, locale),
    guarantees: guaranteesOf(tenant, contract, locale),
    starts_on: date(period.starts_on),
    ends_on: date(period.ends_on),
    verification_url: address,
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date()),
  };
  // qrcode is loaded by the first certificate, not by every start (as pdf-lib).
  const { default: qrcode } = await import('qrcode');
  const png = await qrcode.toBuffer(address, {
    type: 'png',
    width: 240,
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  const brandColor = tenantBrand(tenant.id)?.color;
  const pdf = await renderDocumentPdf(
    { id: 'certificate', template: 'certificate', formula: null },
    locale,
    tenant.name,
    values,
    { ...(brandColor === undefined ? {} : { brandColor }), image: { png: new Uint8Array(png), size: 96 } },
  );
  return { pdf, address };
}

/**
 * The public check of a certificate by its code, within the tenant: `cancelled` once its contract no longer
 * covers, `expired` after its period, else `valid`; with the company's name and the period, nothing more. An
 * unknown code (or another tenant's) answers 404.
 */
export async function checkCertificate(
  db: Queryable,
  tenant: Tenant,
  code: string,
): Promise<CertificateCheck> {
  const rows = await db.query<{
    company_name: string;
    starts_on: string;
    ends_on: string;
    covering: boolean;
    ended: boolean;
  }>(
    `SELECT k.company_name, to_char(k.starts_on, 'YYYY-MM-DD') AS starts_on,
       to_char(k.ends_on, 'YYYY-MM-DD') AS ends_on, c.status = 'active' AND NOT EXISTS (
         SELECT 1 FROM contract_cancellations x WHERE x.contract_id = c.id AND x.effective_date <= current_date
       ) AS covering, current_date > k.ends_on AS ended
     FROM certificates k JOIN contracts c ON c.id = k.contract_id
     WHERE k.tenant_id = $1 AND k.code_hash = $2`,
    [tenant.id, hashToken(code)],
  );
  const row = rows[0];
  if (row === undefined) throw new DomainFailure('not_found', 'No certificate has this code.');
  let status: CertificateCheck['status'] = 'valid';
  if (!row.covering) status = 'cancelled';
  else if (row.ended) status = 'expired';
  return {
    status,
    company_name: row.company_name,
    period: { starts_on: row.starts_on, ends_on: row.ends_on },
  };
}
