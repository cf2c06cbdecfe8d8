/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntentLink } from './intent-link';
import { IntentNavigation, SKELETON_DELAY_MS } from './intent-navigation';

const push = jest.fn();
const replace = jest.fn();
const prefetch = jest.fn();
let mockPathname = '/';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace, prefetch }),
  usePathname: () => mockPathname,
}));

function renderLinks(extra?: React.ReactNode) {
  return render(
    <>
      <IntentNavigation />
      <IntentLink href="/pricing">
        <span>Pricing</span>
      </IntentLink>
      <IntentLink href="/book-your-growth-call?cta=home_hero#top">Book</IntentLink>
      {extra}
    </>,
  );
}

beforeEach(() => {
  push.mockClear();
  replace.mockClear();
  prefetch.mockClear();
});

describe('IntentLink and IntentNavigation', () => {
  it('renders a plain anchor that loads the page without JavaScript', () => {
    render(<IntentLink href="/pricing">Pricing</IntentLink>);
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).toHaveAttribute('data-intent-link', '');
  });

  it('follows a plain click in place, with the query and hash', () => {
    renderLinks();
    expect(fireEvent.click(screen.getByText('Pricing'))).toBe(false);
    expect(push).toHaveBeenCalledWith('/pricing', { scroll: true });
    fireEvent.click(screen.getByRole('link', { name: 'Book' }));
    expect(push).toHaveBeenLastCalledWith('/book-your-growth-call?cta=home_hero#top', {
      scroll: true,
    });
  });

  it('replaces the history entry or keeps the scroll position when the link asks', () => {
    renderLinks(
      <>
        <IntentLink href="/insights?page=2" scroll={false}>
          Next
        </IntentLink>
        <IntentLink href="/case-studies?stage=Pilot" replace scroll={false}>
          Pilot
        </IntentLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(push).toHaveBeenCalledWith('/insights?page=2', { scroll: false });
    fireEvent.click(screen.getByRole('link', { name: 'Pilot' }));
    expect(replace).toHaveBeenCalledWith('/case-studies?stage=Pilot', { scroll: false });
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('fetches the route once on pointer, focus or touch, never on sight', () => {
    renderLinks();
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.mouseOver(screen.getByText('Pricing'));
    fireEvent.focusIn(screen.getByRole('link', { name: 'Pricing' }));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/pricing');
    fireEvent.touchStart(screen.getByRole('link', { name: 'Book' }));
    expect(prefetch).toHaveBeenLastCalledWith('/book-your-growth-call?cta=home_hero');
  });

  it('leaves modified clicks, other targets, downloads and other sites to the browser', () => {
    renderLinks(
      <>
        <IntentLink href="/terms" target="_blank">
          Terms
        </IntentLink>
        <IntentLink href="/guide.pdf" download>
          Guide
        </IntentLink>
        <IntentLink href="https://example.com/elsewhere">Elsewhere</IntentLink>
      </>,
    );
    const pricing = screen.getByRole('link', { name: 'Pricing' });
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) {
      expect(fireEvent.click(pricing, { [modifier]: true })).toBe(true);
    }
    expect(fireEvent.click(pricing, { button: 1 })).toBe(true);
    for (const name of ['Terms', 'Guide', 'Elsewhere']) {
      expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(true);
      fireEvent.mouseOver(screen.getByRole('link', { name }));
    }
    expect(push).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('leaves a jump within the current page to the browser', () => {
    window.history.replaceState(null, '', '/explainer');
    renderLinks(<IntentLink href="/explainer#newsletter">Sign up</IntentLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Sign up' }))).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it("respects the link's own handler when it cancels the click", () => {
    renderLinks(
      <IntentLink href="/insights" onClick={(event) => event.preventDefault()}>
        Insights
      </IntentLink>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Insights' }))).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });

  it('stops listening when it unmounts', () => {
    const { unmount } = renderLinks();
    unmount();
    document.body.innerHTML = '<a href="/pricing" data-intent-link="">Pricing</a>';
    expect(fireEvent.click(screen.getByRole('link', { name: 'Pricing' }))).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  describe('the skeleton of a slow navigation to an article', () => {
    // The router's part: the page in place changes when the navigation arrives.
    function site(href: string, scroll = true) {
      return (
        <>
          <IntentNavigation />
          <main id="main">
            <p>{mockPathname === '/insights' ? 'List' : 'Article'}</p>
            <IntentLink href={href} scroll={scroll}>
              Read
            </IntentLink>
          </main>
        </>
      );
    }

    // The clock is the test's own: a loaded machine must not decide what the delay allowed.
    const wait = (ms: number) =>
      act(async () => {
        jest.advanceTimersByTime(ms);
      });
    const skeleton = () => screen.queryByRole('status', { name: 'Loading article' });
    let scrollTo: jest.SpyInstance;
    beforeEach(() => {
      mockPathname = '/insights';
      window.history.replaceState(null, '', '/insights');
      scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
      scrollTo.mockRestore();
    });

    it('shows inside <main> once the navigation has taken the delay, until the article arrives', async () => {
      const href = '/insights/four-forces-worked-example';
      const { rerender } = render(site(href));
      fireEvent.click(screen.getByRole('link', { name: 'Read' }));
      expect(push).toHaveBeenCalledWith(href, { scroll: true });
      await wait(SKELETON_DELAY_MS / 3);
      expect(skeleton()).toBeNull();
      await wait(SKELETON_DELAY_MS);
      expect(skeleton()?.closest('main')).toHaveAttribute('id', 'main');
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
      // The page being left stays in place (a CSS rule hides it) until the article is there.
      expect(screen.getByText('List')).toBeInTheDocument();
      mockPathname = href;
      rerender(site(href));
      expect(screen.getByText('Article')).toBeInTheDocument();
      expect(skeleton()).toBeNull();
      // Coming back to the list (the browser's back button) brings no skeleton with it.
      mockPathname = '/insights';
      rerender(site(href));
      await wait(SKELETON_DELAY_MS * 1.5);
      expect(skeleton()).toBeNull();
    });

    it('stays away from a navigation quicker than the delay', async () => {
      const href = '/insights/four-forces-worked-example';
      const { rerender } = render(site(href));
      fireEvent.click(screen.getByRole('link', { name: 'Read' }));
      await wait(SKELETON_DELAY_MS / 3);
      mockPathname = href;
      rerender(site(href));
      await wait(SKELETON_DELAY_MS * 1.5);
      expect(screen.getByText('Article')).toBeInTheDocument();
      expect(skeleton()).toBeNull();
    });

    it('is only for articles, and keeps the scroll position when the link asks', async () => {
      const { unmount } = render(site('/insights/feed.xml'));
      fireEvent.click(screen.getByRole('link', { name: 'Read' }));
      await wait(SKELETON_DELAY_MS * 1.5);
      expect(skeleton()).toBeNull();
      unmount();

      render(site('/insights/switch-interview-guide-pdf', false));
      fireEvent.click(screen.getByRole('link', { name: 'Read' }));
      await wait(SKELETON_DELAY_MS * 1.5);
      expect(skeleton()).toBeInTheDocument();
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });
});
