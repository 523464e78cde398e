/**
 * The parts a catalogue is loaded in. `all` is every message; `home` only the message groups (the id's first
 * word) of the home page and the frame around it, so the journey's first view downloads about a tenth of the
 * catalogue and the rest loads with the screens after it.
 */
export type MessagePart = 'all' | 'home';

/** The message groups of the `home` part: the home page, its layout (header, language links, footer). */
export const HOME_MESSAGE_GROUPS: readonly string[] = [
  'debug',
  'footer',
  'home',
  'language',
  'layout',
  'meta',
  'ui',
];

/**
 * Whether a message id belongs to a part.
 *
 * @example
 * inMessagePart('home.title', 'home'); // true
 * inMessagePart('offer.title', 'home'); // false
 */
export function inMessagePart(id: string, part: MessagePart): boolean {
  return part === 'all' || HOME_MESSAGE_GROUPS.includes(id.split('.', 1)[0] ?? '');
}
