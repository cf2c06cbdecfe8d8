/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Accordion } from './accordion';
import { EndorsementCard } from './endorsement-card';
import { VideoPlayer } from './video-player';

describe('VideoPlayer', () => {
  it('says where a video will go when there is no link', () => {
    render(<VideoPlayer title="Interview" />);
    expect(screen.getByText('Video will be displayed here')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('refuses a link that is not a YouTube video', () => {
    render(<VideoPlayer title="Interview" videoUrl="https://www.youtube.com/watch?v=tooShort" />);
    expect(screen.getByText('Invalid YouTube URL')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the thumbnail button and mounts the embed only once opened', () => {
    // jsdom has no <dialog> methods; the browser tests cover the real overlay.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    render(<VideoPlayer title="Interview" videoUrl="https://youtu.be/sfGtw2C95Ms" />);
    const button = screen.getByRole('button', { name: 'Play video: Interview' });
    expect(button.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/video-thumbnail\/sfGtw2C95Ms$/),
    );
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(button);
    expect(document.querySelector('iframe')).toHaveAttribute(
      'src',
      expect.stringMatching(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/sfGtw2C95Ms\?autoplay=1/,
      ),
    );
    expect(screen.getByRole('button', { name: 'Close video', hidden: true })).toHaveFocus();
  });
});

describe('Accordion', () => {
  const items = [
    { id: 'a', title: 'A', content: 'Answer A', initiallyOpen: true },
    { id: 'b', title: 'B', content: 'Answer B', initiallyOpen: true },
  ];

  it('groups items by name so that one opens at a time, first initially-open item open', () => {
    const { container } = render(<Accordion items={items} />);
    const details = container.querySelectorAll('details');
    expect(details[0]!.getAttribute('name')).toBeTruthy();
    expect(details[0]!.getAttribute('name')).toBe(details[1]!.getAttribute('name'));
    expect(details[0]).toHaveAttribute('open');
    expect(details[1]).not.toHaveAttribute('open');
  });

  it('lets several stay open when allowed', () => {
    const { container } = render(<Accordion items={items} allowMultiple />);
    const details = container.querySelectorAll('details');
    expect(details[0]).not.toHaveAttribute('name');
    expect(details[0]).toHaveAttribute('open');
    expect(details[1]).toHaveAttribute('open');
  });
});

describe('EndorsementCard', () => {
  const endorsement = {
    heading: 'Listen first.',
    body: ['A longer thought.'],
    personName: 'Adrian Tan',
    personTitle: 'Founder',
  };

  it('shows initials when the owner has supplied no portrait, in both variants', () => {
    const { container, rerender } = render(<EndorsementCard endorsement={endorsement} />);
    expect(container).toHaveTextContent('AT');
    expect(container).toHaveTextContent('A longer thought.');
    rerender(<EndorsementCard endorsement={endorsement} variant="compact" />);
    expect(container).toHaveTextContent('“Listen first.”');
    expect(container).not.toHaveTextContent('A longer thought.');
    expect(container.querySelector('img')).toBeNull();
  });
});
