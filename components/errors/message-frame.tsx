import type { ReactNode } from 'react';

/** A message that takes the page's place, centred: the not-found page and the error view. */
export function MessageFrame({ role, children }: { role?: 'alert'; children: ReactNode }) {
  return (
    <section
      role={role}
      className="container-page flex flex-col items-center gap-6 py-24 text-center"
    >
      {children}
    </section>
  );
}
