/**
 * The lifter's own text (an exercise's name, a plan's, their name) where the coach uses it: the
 * one place that decides how it is escaped in a Markdown reply (prompts quote it with prompts.ts's quote).
 */

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
