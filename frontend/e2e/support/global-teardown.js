import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const shared = globalThis.folioE2e;
  if (!shared) return;
  await Promise.allSettled([shared.browser.close(), shared.launcher.stop()]);
  rmSync(shared.dataDir, { recursive: true, force: true });
  rmSync(shared.systemDir, { recursive: true, force: true });
}
