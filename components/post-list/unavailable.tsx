import { Suspense, type ReactNode } from 'react';
import { ShowOnError } from './show-on-error';

/**
 * A list whose content server failed with nothing kept: the failure is thrown inside a
 * Suspense boundary whose fallback is `panel`, so the HTML holds the panel, Next answers 500
 * with `no-store`, and the list's last good render keeps being served to everyone else.
 */
export function Unavailable({ panel, reason }: { panel: ReactNode; reason: string }) {
  return (
    <Suspense fallback={panel}>
      <ShowOnError fallback={panel}>
        <Fail reason={reason} />
      </ShowOnError>
    </Suspense>
  );
}

async function Fail({ reason }: { reason: string }): Promise<ReactNode> {
  throw new ContentUnavailableError(reason);
}

export class ContentUnavailableError extends Error {
  constructor(reason: string) {
    super(`${reason}: the list's content could not be loaded, so its failure panel was shown`);
    this.name = 'ContentUnavailableError';
  }
}
