/**
 * The lifter's own text (an exercise's name, a plan's, their name) where the coach uses it: the
 * one place that decides how it is quoted in a prompt and escaped in a Markdown reply.
 */

/**
 * In a prompt: one JSON string, so that quotes, line breaks or instructions inside a name stay
 * part of the name and cannot end it or start a line of their own.
 */
export const quoted = (text: string): string => JSON.stringify(text);

/**
 * In a reply the chat renders as Markdown: the characters that would make a link, an image, HTML,
 * code or emphasis are backslash-escaped, and so are a web address's `://` and `www.`, which GFM
 * links on its own. The chat shows the name as it was typed.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_~[\]()<>!|#]/g, '\\$&')
    .replace(/:(?=\/\/)/g, '\\:')
    .replace(/\b(www)\./gi, '$1\\.');
}
