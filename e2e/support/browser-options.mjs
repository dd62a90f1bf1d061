/**
 * Debian's Chromium, never a downloaded one; the flags keep it off the (closed) network.
 *
 * The browser tests drive its headless shell (Debian's `chromium-headless-shell`: the same build
 * without the browser's windows, tabs and omnibox, as Playwright runs headless by default). The
 * whole browser opens a window with an omnibox page of its own for every new context: a context
 * and its first page of the app cost about 3 s of CPU there and 1 s in the shell, and the browser
 * tests open one or more for each of their 160-odd tests (decision 54). The benchmarks
 * (`wholeBrowser`) measure what a lifter waits for, in the whole browser their phone runs.
 */
export function browserOptions({ wholeBrowser = false } = {}) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? (wholeBrowser ? '/usr/bin/chromium' : '/usr/bin/chromium-headless-shell'),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--lang=de-DE'],
  };
}
