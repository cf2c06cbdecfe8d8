import { Suspense, type ReactNode } from 'react';
import { ShowOnError } from './show-on-error';

/**
 * A list whose content server failed with nothing kept: the page shows `panel` and its render
 * counts as failed, so that nothing keeps it. The failure is thrown inside a Suspense boundary
 * whose fallback is the panel: the server's HTML holds the panel in place (a document complete
 * without JavaScript), Next answers 500 with `Cache-Control: no-store`, stores no copy of the
 * page, and keeps serving the list's last good render, if it has one, to everyone else. In the
 * browser the same panel stands in for the failed part.
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
