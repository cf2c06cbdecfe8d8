/** @jest-environment jsdom */
import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { GoogleAnalytics } from './google-analytics';

const tagsRendered: string[] = [];
jest.mock('@next/third-parties/google', () => ({
  GoogleAnalytics: ({ gaId }: { gaId: string }) => {
    tagsRendered.push(gaId);
    return null;
  },
}));

beforeEach(() => {
  tagsRendered.length = 0;
});

describe('GA4 on a site with an id', () => {
  it('adds the tag once its code has arrived after hydration', async () => {
    render(<GoogleAnalytics gaId="G-TEST123" />);
    expect(tagsRendered).toEqual([]);
    await waitFor(() => expect(tagsRendered).toContain('G-TEST123'));
  });

  it('has the server’s page ask for Google’s script up front', () => {
    const html = renderToString(
      <main>
        <GoogleAnalytics gaId="G-TEST123" />
      </main>,
    );
    expect(html).toContain(
      '<link rel="preload" href="https://www.googletagmanager.com/gtag/js?id=G-TEST123" as="script"/>',
    );
    expect(tagsRendered).toEqual([]);
  });
});
