/**
 * The time from Enter in the chat to the first words of the coach's answer on screen, taken in the
 * page itself (the next frame after the answer's text appears). Shared by the coach's browser test
 * and bench/coach-first-words.mjs.
 */

/** The questions a lifter asks, one after another. */
export const COACH_QUESTIONS = [
  'Hallo!',
  'Was soll ich heute trainieren?',
  'Wie viele Sätze und Wiederholungen für Kraft?',
  'Wie lange Pause zwischen den Sätzen?',
  'Wie wärme ich mich vor Kniebeugen auf?',
  'Wie viel Eiweiß brauche ich bei 75 kg?',
  'Wann brauche ich eine Deload-Woche?',
  'Freie Gewichte oder Maschinen?',
  'Wie oft sollte ich pro Woche trainieren?',
  'Kannst du mir einen 3-Tage-Plan machen?',
  'Wie mache ich Kreuzheben richtig?',
  'Ich habe Muskelkater, was tun?',
  'Was ist mein bester Satz?',
  'Wie viel habe ich diese Woche trainiert?',
  'Danke dir!',
];

const log = (page) => page.getByRole('log', { name: 'Nachrichten' });
const replies = (page) => log(page).locator('.chat-msg--assistant:not(.is-writing) .markdown');

/** Starts noting, in the page, when Enter sends and when the answer's first words are on screen. */
export async function watchFirstWords(page) {
  await page.evaluate(() => {
    const state = window;
    state.firstWords = [];
    state.seen = document.querySelectorAll('.chat-msg--assistant .markdown').length;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter' && !event.shiftKey && event.target.tagName === 'TEXTAREA') state.sentAt = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      const answers = [...document.querySelectorAll('.chat-msg--assistant .markdown')].filter((node) => node.textContent?.trim());
      if (state.sentAt === undefined || answers.length <= state.seen) return;
      const sentAt = state.sentAt;
      state.sentAt = undefined;
      state.seen = answers.length;
      requestAnimationFrame(() => state.firstWords.push(performance.now() - sentAt));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** The times noted so far, in ms, in the order asked. */
export const firstWordTimes = (page) => page.evaluate(() => window.firstWords);

/** Asks one question and waits for the whole answer; returns its text. */
export async function ask(page, question) {
  const input = page.getByRole('textbox', { name: 'Nachricht an den Coach' });
  const before = await replies(page).count();
  await input.fill(question);
  await input.press('Enter');
  await replies(page).nth(before).waitFor({ timeout: 60_000 });
  await log(page).getByText('Coach schreibt …').waitFor({ state: 'detached' });
  return (await replies(page).nth(before).innerText()).trim();
}
