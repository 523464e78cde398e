import {
  ROUTE_NAMES as SUBSCRIPTION_ROUTE_NAMES,
  type RouteName as SubscriptionRouteName,
} from '@souscrire/workflow';
import { ROUTE_WORDS_BY_LANGUAGE } from './generated/route-words.ts';
import { LANGUAGES, type Language } from './locale.ts';

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

// Each language's words, typed against the routes: a step added to the registry fails to compile here until its
// words (`route.<route name>` in messages/*.json) are in the catalogues and generated.
const WORDS_BY_LANGUAGE: Readonly<Record<Language, Readonly<Record<WordRouteName, string>>>> =
  ROUTE_WORDS_BY_LANGUAGE;

const hasWord = (name: RouteName): name is WordRouteName => name !== 'home' && !name.endsWith('.step');

/**
 * The path word each route adds, per language, read from the message catalogues (`route.<route name>`, where
 * translators keep them with the other texts). French words are the product's established addresses; where
 * there was none (confirmation, documents, finalization, qualification, signature) the French word is the plain
 * French noun. German subscription is `Abonnement`, capital included. `intent` keeps one word in every language
 * because links from outside (customer space, legacy redirects to `/fr-FR/intent`) use it. Words are ASCII (no
 * accents) so that addresses survive copy and paste.
 *
 * @example
 * ROUTE_WORDS['subscription.offer'].de; // 'angebot'
 */
export const ROUTE_WORDS = Object.fromEntries(
  ROUTE_NAMES.filter(hasWord).map((name) => [
    name,
    Object.fromEntries(LANGUAGES.map((language) => [language, WORDS_BY_LANGUAGE[language][name]])),
  ]),
) as Readonly<Record<WordRouteName, Readonly<Record<Language, string>>>>;
