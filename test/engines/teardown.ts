/** Stops the engines that setup.ts started. */
export default async function teardown() {
  const engines = (globalThis as { __engines?: { stop(): Promise<void> }[] }).__engines ?? [];
  await Promise.all(engines.map((engine) => engine.stop()));
}
