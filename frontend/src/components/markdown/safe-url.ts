/** Spec §2: assistant links may only use these protocols; anything else is shown as plain text. */
export const LINK_PROTOCOLS = ['http', 'https', 'irc', 'mailto', 'xmpp'] as const;

const ALLOWED_LINK = new RegExp(`^(${LINK_PROTOCOLS.join('|')}):`, 'i');

/**
 * True only for an absolute URL whose scheme is on the list. The scheme must start the string:
 * relative links, protocol-relative ones and obfuscated schemes ("java\tscript:") all fail.
 */
export function isAllowedLink(url: string | null | undefined): url is string {
  return typeof url === 'string' && ALLOWED_LINK.test(url);
}

/**
 * A path of this app ("/TrainingPlan"): the coach links to its screens, which open in the app
 * itself. Only a slash and a letter; "//host" (another site) and anything with a scheme fail.
 */
export function isAppPath(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^\/[A-Za-z][A-Za-z0-9/_-]*$/.test(url);
}
