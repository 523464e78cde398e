import {
  ROUTE_NAMES as SUBSCRIPTION_ROUTE_NAMES,
  type RouteName as SubscriptionRouteName,
} from '@souscrire/workflow';
import type { Language } from './locale.ts';

/** The journey's routes outside the subscription area: the prefix root, the intent entry and the login. */
const TOP_LEVEL_ROUTES = ['home', 'intent', 'login'] as const;

/**
 * Every named route of the journey. `home` is the prefix root, `login` the client login, and the
 * `subscription.*` routes, the children of `/subscription/{id}`, are the step registry's
 * (`@souscrire/workflow`'s `ROUTE_NAMES`, in journey order); `.step` routes add a `{step}` segment.
 */
export const ROUTE_NAMES: readonly RouteName[] = [...TOP_LEVEL_ROUTES, ...SUBSCRIPTION_ROUTE_NAMES];

/** A named route of the journey. */
export type RouteName = (typeof TOP_LEVEL_ROUTES)[number] | SubscriptionRouteName;

/** The routes that add a word to the path (all but the prefix root and the `{step}` routes). */
export type WordRouteName = Exclude<RouteName, 'home' | `${string}.step`>;

/**
 * The path word each route adds, per language: the catalogue of route words. A step added to the
 * registry fails to compile here until its words are written. French words are the product's established
 * addresses; where there was none (confirmation, documents, finalization, qualification, signature) the French
 * word is the plain French noun. German subscription is `Abonnement`, capital included. `intent` keeps one word in every
 * language because links from outside (customer space, legacy redirects to `/fr-FR/intent`) use it.
 * Words are ASCII (no accents) so that addresses survive copy and paste.
 */
export const ROUTE_WORDS: Readonly<Record<WordRouteName, Readonly<Record<Language, string>>>> = {
  intent: { fr: 'intent', en: 'intent', de: 'intent', it: 'intent', es: 'intent' },
  login: { fr: 'connexion', en: 'login', de: 'anmeldung', it: 'accesso', es: 'acceso' },
  subscription: {
    fr: 'souscription',
    en: 'subscription',
    de: 'Abonnement',
    it: 'sottoscrizione',
    es: 'suscripcion',
  },
  'subscription.accepted': {
    fr: 'demande-envoyee',
    en: 'request-sent',
    de: 'anfrage-gesendet',
    it: 'richiesta-inviata',
    es: 'solicitud-enviada',
  },
  'subscription.activity': {
    fr: 'activite',
    en: 'activity',
    de: 'taetigkeit',
    it: 'attivita',
    es: 'actividad',
  },
  'subscription.broker': { fr: 'courtier', en: 'broker', de: 'makler', it: 'broker', es: 'corredor' },
  'subscription.cancelled': {
    fr: 'annulee',
    en: 'cancelled',
    de: 'abgelehnt',
    it: 'annullata',
    es: 'cancelada',
  },
  'subscription.check-answers': {
    fr: 'recapitulatif',
    en: 'check-answers',
    de: 'zusammenfassung',
    it: 'riepilogo',
    es: 'resumen',
  },
  'subscription.city': { fr: 'ville', en: 'city', de: 'ort', it: 'citta', es: 'ciudad' },
  'subscription.company': {
    fr: 'entreprise',
    en: 'company',
    de: 'unternehmen',
    it: 'azienda',
    es: 'empresa',
  },
  'subscription.confirmation': {
    fr: 'confirmation',
    en: 'confirmation',
    de: 'bestaetigung',
    it: 'conferma',
    es: 'confirmacion',
  },
  'subscription.criteria': { fr: 'criteres', en: 'criteria', de: 'angaben', it: 'criteri', es: 'criterios' },
  'subscription.documents': {
    fr: 'documents',
    en: 'documents',
    de: 'dokumente',
    it: 'documenti',
    es: 'documentos',
  },
  'subscription.finalization': {
    fr: 'finalisation',
    en: 'finalization',
    de: 'abschluss',
    it: 'finalizzazione',
    es: 'finalizacion',
  },
  'subscription.killing': {
    fr: 'eligibilite',
    en: 'eligibility',
    de: 'eignung',
    it: 'idoneita',
    es: 'elegibilidad',
  },
  'subscription.offer': { fr: 'offre', en: 'offer', de: 'angebot', it: 'offerta', es: 'oferta' },
  'subscription.payment': { fr: 'paiement', en: 'payment', de: 'zahlung', it: 'pagamento', es: 'pago' },
  'subscription.qualification': {
    fr: 'qualification',
    en: 'qualification',
    de: 'qualifizierung',
    it: 'qualificazione',
    es: 'cualificacion',
  },
  'subscription.reviewing': {
    fr: 'relecture',
    en: 'review',
    de: 'pruefung',
    it: 'revisione',
    es: 'revision',
  },
  'subscription.shareholders': {
    fr: 'beneficiaires-effectifs',
    en: 'beneficial-owners',
    de: 'wirtschaftlich-berechtigte',
    it: 'titolari-effettivi',
    es: 'titulares-reales',
  },
  'subscription.signature': {
    fr: 'signature',
    en: 'signature',
    de: 'unterschrift',
    it: 'firma',
    es: 'firma',
  },
  'subscription.unhooking': {
    fr: 'decrochage',
    en: 'custom-offer',
    de: 'individuelles-angebot',
    it: 'offerta-personalizzata',
    es: 'oferta-personalizada',
  },
};
