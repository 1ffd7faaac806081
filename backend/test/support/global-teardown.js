export default async function globalTeardown() {
  await globalThis.folioTestDatabase?.stop();
}
