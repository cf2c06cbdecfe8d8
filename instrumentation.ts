// Runs once when the server starts (Next's instrumentation hook). The work needs Node.js, so it
// lives in instrumentation-node.ts, imported only in that runtime: the bundle built for the
// Edge runtime leaves it out.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startSite } = await import('./instrumentation-node');
    await startSite();
  }
}
