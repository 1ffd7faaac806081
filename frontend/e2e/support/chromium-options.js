export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, with the background traffic that would flood a closed network turned off. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
