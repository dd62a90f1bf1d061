import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TestEnvironment } from 'jest-environment-node';

const failuresDir = fileURLToPath(new URL('../screenshots/failures', import.meta.url));

/** "a › b" of a test, as a file name. */
function fileNameOf(test) {
  const names = [];
  for (let block = test; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) names.unshift(block.name);
  return names
    .join(' - ')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .slice(0, 150);
}

/**
 * The browser tests' environment: when a test fails, each page still open in the file's browsers
 * is pictured under e2e/screenshots/failures/ with its address, so a wait that ran out on a busy
 * machine shows what the lifter would have seen.
 */
export default class BrowserTestEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure') return;
    const pages = (this.global.__openBrowsers ?? [])
      .filter((browser) => browser.isConnected())
      .flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
    mkdirSync(failuresDir, { recursive: true });
    const name = fileNameOf(event.test);
    await Promise.all(
      pages.map(async (page, index) => {
        const path = `${failuresDir}/${name}${pages.length > 1 ? ` (${index + 1})` : ''}.png`;
        try {
          await page.screenshot({ path, timeout: 15_000 });
          console.error(`Failed at ${page.url()}: ${path}`);
        } catch (error) {
          console.error(`No picture of ${page.url()}: ${error.message}`);
        }
      }),
    );
  }
}
