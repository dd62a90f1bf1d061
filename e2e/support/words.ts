import type { Page } from 'playwright-core';

/**
 * Words that the browser split over two lines inside `root` (a word's range then has rects on two
 * lines): "Langhantelruder|n". Answers "word (where)" for each. The parts of a hyphenated word count
 * as words of their own.
 */
export function brokenWords(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    const scope = document.querySelector(selector);
    if (!scope) throw new Error(`no ${selector}`);
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-hidden="true"], .visually-hidden, svg')) continue;
      // A break after a hyphen ("KI-|Modell") is where a word may break; inside a word it may not.
      for (const match of text.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(`${match[0]} (${parent.className || parent.tagName})`);
      }
    }
    return broken;
  }, root);
}
