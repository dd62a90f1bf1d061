/** Debian's Chromium, never a downloaded one; the flags keep it off the (closed) network. */
export function browserOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--lang=de-DE'],
  };
}
