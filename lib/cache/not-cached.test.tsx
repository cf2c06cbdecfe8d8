import { renderToStaticMarkup } from 'react-dom/server';
import { FailurePanel } from '@/components/post-list/failure-panel';
import { EmptyState } from '@/components/post-list/post-results';
import { isMarkedNotCached } from './not-cached.mjs';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

describe('pages not to keep in the cache', () => {
  it('marks a failure panel and an empty list, which the cache handler then refuses', () => {
    const panel = renderToStaticMarkup(
      <FailurePanel
        id="x"
        title="VPN Blocking Our Content Server"
        text="…"
        reload={{ label: 'Reload', busyLabel: 'Reloading' }}
      />,
    );
    expect(isMarkedNotCached(`<html><body>${panel}</body></html>`)).toBe(true);
    const empty = renderToStaticMarkup(<EmptyState title="No insights" />);
    expect(isMarkedNotCached(empty)).toBe(true);
  });

  it('leaves any other page to be kept', () => {
    expect(isMarkedNotCached('<main><article><h3>A post</h3></article></main>')).toBe(false);
    expect(isMarkedNotCached(undefined)).toBe(false);
  });
});
