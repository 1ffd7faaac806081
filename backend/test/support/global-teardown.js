import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const shared = globalThis.folioTestDatabase;
  if (!shared) return;
  await shared.launcher.stop();
  rmSync(shared.dataDir, { recursive: true, force: true });
  rmSync(shared.systemDir, { recursive: true, force: true });
}
