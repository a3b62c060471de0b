// Debian's Chromium driven by playwright-core (never a downloaded browser), for the specs and the
// benchmarks that measure pages in a real browser.
import { chromium, type Browser } from 'playwright-core';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    // No sandbox because CI runs as root; the rest keeps Chromium off the network and quiet.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
