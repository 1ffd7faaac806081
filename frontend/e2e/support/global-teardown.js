export default async function globalTeardown() {
  const shared = globalThis.folioE2e;
  if (!shared) return;
  await Promise.allSettled([shared.browser.close(), shared.postgres.stop()]);
}
