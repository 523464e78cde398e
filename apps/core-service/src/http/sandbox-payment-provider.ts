import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Context, Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { PaymentRow } from '../db/rows.ts';
import { isLuhnValid } from '../payments/luhn.ts';
import {
  paymentById,
  recordProviderOutcome,
  recordProviderReference,
} from '../payments/payment-repository.ts';
import { TEST_CARDS } from '../payments/payments.ts';
import type { Language } from '../reference/languages.ts';
import { ApiError } from './api-error.ts';
import { isJourneyOrigin, journeySources } from './journey-origin.ts';
import { escapeHtml, sandboxPagesEnabled } from './sandbox-pages.ts';
import { cspHash } from './security-headers.ts';

/** A sandbox publishable key: `pk_test_` and a name, as the journeys' runtime configuration gives it. */
const PUBLISHABLE_KEY = /^pk_test_\w{4,64}$/;
/** The provider's own texts in the card fields, in the page's language (the 0 € authorisation). */
const TEXTS: Record<Language, Record<string, string>> = {
  en: {
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code',
    invalidNumber: 'This card number is not valid.',
    invalidExpiry: 'This expiry date is not valid.',
    invalidCvc: 'This security code is not valid.',
    incomplete: 'Your card details are incomplete.',
    declined: 'Your card was declined.',
    authorisation: 'Your bank asks you to validate an authorisation of {amount}.',
    validate: 'Validate',
    refuse: 'Refuse',
    failure: 'The card could not be checked. Please try again.',
  },
  fr: {
    number: 'Numéro de carte',
    expiry: "Date d'expiration (MM/AA)",
    cvc: 'Cryptogramme',
    invalidNumber: "Ce numéro de carte n'est pas valide.",
    invalidExpiry: "Cette date d'expiration n'est pas valide.",
    invalidCvc: "Ce cryptogramme n'est pas valide.",
    incomplete: 'Les informations de votre carte sont incomplètes.',
    declined: 'Votre carte a été refusée.',
    authorisation: 'Votre banque vous demande de valider une autorisation de {amount}.',
    validate: 'Valider',
    refuse: 'Refuser',
    failure: "La carte n'a pas pu être vérifiée. Veuillez réessayer.",
  },
  de: {
    number: 'Kartennummer',
    expiry: 'Ablaufdatum (MM/JJ)',
    cvc: 'Sicherheitscode',
    invalidNumber: 'Diese Kartennummer ist ungültig.',
    invalidExpiry: 'Dieses Ablaufdatum ist ungültig.',
    invalidCvc: 'Dieser Sicherheitscode ist ungültig.',
    incomplete: 'Ihre Kartendaten sind unvollständig.',
    declined: 'Ihre Karte wurde abgelehnt.',
    authorisation: 'Ihre Bank bittet Sie, eine Autorisierung über {amount} zu bestätigen.',
    validate: 'Bestätigen',
    refuse: 'Ablehnen',
    failure: 'Die Karte konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
  },
  it: {
    number: 'Numero della carta',
    expiry: 'Data di scadenza (MM/AA)',
    cvc: 'Codice di sicurezza',
    invalidNumber: 'Questo numero di carta non è valido.',
    invalidExpiry: 'Questa data di scadenza non è valida.',
    invalidCvc: 'Questo codice di sicurezza non è valido.',
    incomplete: 'I dati della carta sono incompleti.',
    declined: 'La carta è stata rifiutata.',
    authorisation: "La tua banca ti chiede di convalidare un'autorizzazione di {amount}.",
    validate: 'Convalida',
    refuse: 'Rifiuta',
    failure: 'Non è stato possibile verificare la carta. Riprova.',
  },
  es: {
    number: 'Número de tarjeta',
    expiry: 'Fecha de caducidad (MM/AA)',
    cvc: 'Código de seguridad',
    invalidNumber: 'Este número de tarjeta no es válido.',
    invalidExpiry: 'Esta fecha de caducidad no es válida.',
    invalidCvc: 'Este código de seguridad no es válido.',
    incomplete: 'Los datos de tu tarjeta están incompletos.',
    declined: 'Tu tarjeta ha sido rechazada.',
    authorisation: 'Tu banco te pide que valides una autorización de {amount}.',
    validate: 'Validar',
    refuse: 'Rechazar',
    failure: 'No se ha podido comprobar la tarjeta. Inténtalo de nuevo.',
  },
};

const languageOf = (locale: string | undefined): Language => {
  const language = (locale ?? '').slice(0, 2).toLowerCase();
  return language in TEXTS ? (language as Language) : 'en';
};

const ASSETS = new URL('./sandbox-payment-provider/', import.meta.url);
const asset = (name: string) => readFile(new URL(name, ASSETS), 'utf8');

/** The card fields' style: the tenant's primary colour for focus, borders of choice and the buttons. */
function cardStyle(primary: string): string {
  return `
:root{--primary:${primary}}
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2px;color:#1f2933;background:transparent}
label{display:block;margin:8px 0 4px;font-weight:600}
input{font:inherit;padding:10px;width:100%;box-sizing:border-box;border:1px solid #7b8794;border-radius:6px;background:#fff;color:#1f2933}
input:focus{outline:3px solid var(--primary);outline-offset:1px}
input[aria-invalid=true]{border-color:#b42318}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{color:#b42318;margin:4px 0 0;font-size:.9rem}
button{font:inherit;padding:10px 18px;border-radius:6px;border:2px solid var(--primary);background:var(--primary);color:#fff;cursor:pointer;margin:8px 8px 0 0}
button.secondary{background:#fff;color:#1f2933}
button:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
[hidden]{display:none}
`;
}

/** The CSP of the card fields: its style by hash, its one script from the core, calls to the core only. */
function cardFieldsCsp(env: NodeJS.ProcessEnv, style: string): string {
  const journeys = journeySources(env);
  return [
    "default-src 'none'",
    `style-src ${cspHash(style)}`,
    "script-src 'self'",
    "connect-src 'self'",
    "form-action 'none'",
    ['frame-ancestors', ...(journeys.length === 0 ? ["'none'"] : journeys)].join(' '),
    "base-uri 'none'",
  ].join('; ');
}

const money = (cents: number, language: Language) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/**
 * The sandbox card payment provider, in the shape of the common providers' (Stripe-like), served
 * by the core when `CORE_SANDBOX_PAGES=1`:
 * - `GET /sandbox/payment-provider.js`: the provider's script the journey loads with its publishable key:
 *   `Sandbox(publishableKey, { locale })`, `elements({ appearance })`, `elements.create('card')`,
 *   `card.mount(element)`, `card.on('ready' | 'change' | 'error')`, `sandbox.confirmPayment({ elements,
 *   clientSecret })` (see sandbox-payment-provider/provider.js);
 * - `GET /sandbox/payment-provider/card`: the card fields the script frames (the card number never reaches
 *   the journey's page), in the page's language and the tenant's colour, talking to the script by messages
 *   to the journey's exact origin;
 * - `POST /sandbox/payment-provider/confirm` and `/authorise`: the fields' own calls. Test cards (README):
 *   4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks to validate a
 *   0 € authorisation first. The outcome and its reference are kept on the payment (a success is an
 *   authorisation, captured when the core accepts the confirmation); the journey hands the reference back to
 *   the core (POST payments/{id}/confirmation), as with a real provider.
 */
export function registerSandboxPaymentProvider(app: Hono, db: Database, env: NodeJS.ProcessEnv): void {
  if (!sandboxPagesEnabled(env)) return;
  const script = (name: string) => async (c: Context) =>
    c.body(await asset(name), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  app.get('/sandbox/payment-provider.js', script('provider.js'));
  app.get('/sandbox/payment-provider/card-fields.js', script('card-fields.js'));

  app.get('/sandbox/payment-provider/card', (c) => {
    const language = languageOf(c.req.query('locale'));
    const origin = URL.parse(c.req.query('origin') ?? '')?.origin ?? '';
    const key = c.req.query('key') ?? '';
    const color = /^#[0-9a-fA-F]{6}$/.test(c.req.query('color') ?? '')
      ? (c.req.query('color') ?? '')
      : '#2457d6';
    if (!isJourneyOrigin(origin, env) || !PUBLISHABLE_KEY.test(key)) {
      throw new ApiError(
        400,
        'bad_request',
        'The card fields need a journey origin and a sandbox publishable key.',
      );
    }
    const style = cardStyle(color);
    const texts = TEXTS[language];
    c.header('Content-Security-Policy', cardFieldsCsp(env, style));
    const field = (id: string, label: string, autocomplete: string, inputmode = 'numeric') =>
      `<div><label for="${id}">${escapeHtml(label)}</label>
        <input id="${id}" name="${id}" inputmode="${inputmode}" autocomplete="${autocomplete}" required
          aria-describedby="${id}-error"><p class="error" id="${id}-error"></p></div>`;
    return c.html(`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.number ?? '')}</title><style>${style}</style></head>
<body><div id="card" data-origin="${escapeHtml(origin)}" data-key="${escapeHtml(key)}" data-language="${language}">
<div id="fields">${field('number', texts.number ?? '', 'cc-number')}
<div class="row">${field('expiry', texts.expiry ?? '', 'cc-exp')}${field('cvc', texts.cvc ?? '', 'cc-csc')}</div></div>
<section id="authorisation" hidden aria-labelledby="authorisation-text"><p id="authorisation-text" role="alert"></p>
<button type="button" id="validate">${escapeHtml(texts.validate ?? '')}</button><button type="button" id="refuse" class="secondary">${escapeHtml(texts.refuse ?? '')}</button></section>
<p class="error" id="form-error" role="alert"></p>
</div>
<script type="application/json" id="texts">${JSON.stringify(texts).replace(/</g, '\\u003c')}</script>
<script src="/sandbox/payment-provider/card-fields.js"></script></body></html>`);
  });

  /** The payment a client secret confirms (`pay_…_secret_…`), if the secret is its own. */
  const paymentOf = async (secret: unknown): Promise<PaymentRow> => {
    const id = typeof secret === 'string' ? secret.split('_secret_')[0] : undefined;
    const row = id === undefined ? undefined : await paymentById(db, id);
    if (
      row === undefined ||
      row.method !== 'card' ||
      row.client_secret === null ||
      row.client_secret !== secret
    ) {
      throw new ApiError(404, 'not_found', 'No payment has this client secret.');
    }
    if (row.provider_outcome !== null)
      throw new ApiError(409, 'conflict', 'This payment is already confirmed.');
    return row;
  };
  const body = async (c: Context) => {
    const value: unknown = await c.req.json().catch(() => undefined);
    if (typeof value !== 'object' || value === null)
      throw new ApiError(400, 'bad_request', 'A JSON body is required.');
    return value as Record<string, unknown>;
  };
  const settle = async (row: PaymentRow, outcome: 'succeeded' | 'failed', reference?: string) => {
    const settled = reference ?? `pi_sandbox_${randomBytes(9).toString('base64url')}`;
    await recordProviderOutcome(db, row.id, settled, outcome);
    return { status: outcome, reference: settled };
  };

  app.post('/sandbox/payment-provider/confirm', async (c) => {
    const input = await body(c);
    if (typeof input.publishable_key !== 'string' || !PUBLISHABLE_KEY.test(input.publishable_key)) {
      throw new ApiError(401, 'unauthorized', 'This publishable key is not a sandbox key.');
    }
    const row = await paymentOf(input.client_secret);
    if (row.provider_reference !== null) {
      throw new ApiError(409, 'conflict', 'This payment waits for its authorisation.');
    }
    const number = String(input.card_number ?? '').replace(/\s/g, '');
    if (!isLuhnValid(number) || number.length < 12 || number.length > 19) {
      throw new ApiError(422, 'validation_failed', 'This card number is not valid.', {
        card_number: ['This card number is not valid'],
      });
    }
    if (number === TEST_CARDS.zeroAuthorisation) {
      // The bank asks to validate a 0-euro authorisation; the reference is kept until it answers.
      const reference = `pi_sandbox_${randomBytes(9).toString('base64url')}`;
      await recordProviderReference(db, row.id, reference);
      return c.json({
        status: 'requires_authorisation',
        amount: money(0, languageOf(String(input.locale ?? ''))),
      });
    }
    return c.json(await settle(row, number === TEST_CARDS.success ? 'succeeded' : 'failed'));
  });

  app.post('/sandbox/payment-provider/authorise', async (c) => {
    const input = await body(c);
    const row = await paymentOf(input.client_secret);
    if (row.provider_reference === null) {
      throw new ApiError(409, 'conflict', 'This payment was not asked for an authorisation.');
    }
    return c.json(
      await settle(row, input.answer === 'accept' ? 'succeeded' : 'failed', row.provider_reference),
    );
  });
}
