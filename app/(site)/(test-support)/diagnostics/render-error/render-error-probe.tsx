'use client';

import { useSyncExternalStore } from 'react';

const KEY = 'diagnostics:render-error:recovered';

// Throws while the session flag is absent; the browser test sets it before pressing Try Again.
export function RenderErrorProbe() {
  const recovered = useSyncExternalStore(
    () => () => {},
    () => sessionStorage.getItem(KEY) === '1',
    () => true,
  );
  if (!recovered) throw new Error('Diagnostics: deliberate render error');
  return (
    <section className="container-page py-24">
      <h1 className="text-2xl font-semibold">Recovered</h1>
    </section>
  );
}
