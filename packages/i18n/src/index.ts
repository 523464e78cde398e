export type { CountryCode, CountryOption } from './countries.ts';
export { COUNTRY_CODES, countryNames, countryOptions } from './countries.ts';
export type { CreateI18nOptions, I18n, I18nErrorReport } from './create-i18n.ts';
export { createI18n } from './create-i18n.ts';
export type { DetectedLocale, DetectLocaleInput, LocaleSource } from './detect-locale.ts';
export { detectLocale } from './detect-locale.ts';
export type { DateStyle, FormatMoneyOptions } from './format.ts';
export { formatDate, formatMoney, formatNumber } from './format.ts';
export type { MessageId } from './generated/message-id.ts';
export type { I18nErrorCode } from './i18n-error.ts';
export { I18nError } from './i18n-error.ts';
export { loadMessages } from './load-messages.ts';
export type { Country, Language, Locale, LocaleParts } from './locale.ts';
export {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  DEFAULT_LOCALE,
  defaultCountry,
  FALLBACK_COUNTRY,
  formatLocale,
  isCountry,
  isLanguage,
  isLocale,
  LANGUAGES,
  languageOf,
  parseLocale,
} from './locale.ts';
export type { LocaleCookieOptions } from './locale-cookie.ts';
export {
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_COOKIE_NAME,
  localeCookie,
  readLocaleCookie,
} from './locale-cookie.ts';
export type { LocalizedRouteMatch, RouteParams, RouteSegment } from './localized-path.ts';
export {
  localizedPath,
  matchLocalizedPath,
  parseRouteNameWithLocale,
  ROUTE_LOCALE_SEPARATOR,
  routeNameWithLocale,
  routeSegments,
  routeTemplate,
} from './localized-path.ts';
export { messageId } from './message-id.ts';
export type { MessagePart } from './message-parts.ts';
export { HOME_MESSAGE_GROUPS, inMessagePart } from './message-parts.ts';
export type { MessageValues } from './message-values.ts';
export type { Messages } from './messages.ts';
export type { RouteNode, RouteParamName } from './route-tree.ts';
export { ROUTE_TREE } from './route-tree.ts';
export type { RouteName, WordRouteName } from './route-words.ts';
export { ROUTE_NAMES, ROUTE_WORDS } from './route-words.ts';
