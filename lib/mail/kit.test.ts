import { mailKit } from '@/content/mail';
import {
  button,
  code,
  composeMail,
  linkUnder,
  oneLine,
  paragraph,
  table,
  team,
  type Subscriber,
} from './kit';

const subscriber: Subscriber = {
  why: 'You receive this because you subscribed.',
  preferences: {
    words: 'Choose your topics',
    url: 'https://site.test/newsletter/preferences?token=p',
  },
  unsubscribe: { words: 'Unsubscribe', url: 'https://site.test/unsubscribe?token=u' },
  oneClick: 'https://site.test/api/newsletter/unsubscribe?token=u',
  listId: 'Site newsletter <newsletter.site.test>',
};

describe('the mail kit', () => {
  it('writes both parts from the same parts, in order, and ends them with the footer', () => {
    const mail = composeMail({
      to: 'reader@example.com',
      subject: 'Hello',
      preheader: 'What is inside.',
      parts: [
        paragraph('First words.'),
        linkUnder('Then a link:', 'https://site.test/a', 'Open it'),
        code('012345'),
        table([['Name', 'Ada']]),
        button('https://site.test/b', 'Go'),
      ],
    });
    expect(mail.text.split('\n')).toEqual([
      'First words.',
      '',
      'Then a link:',
      'https://site.test/a',
      '',
      '    012345',
      '',
      'Name: Ada',
      '',
      'Go: https://site.test/b',
      '',
      '--',
      mailKit.footer,
    ]);
    const order = ['First words.', 'Open it', '012345', 'Ada', '>Go<', mailKit.footer];
    const positions = order.map((words) => mail.html.indexOf(words));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The preheader is in the mail, hidden; the subject is its title.
    expect(mail.html).toMatch(/<span style="display:none[^"]*">What is inside\.<\/span>/);
    expect(mail.html).toContain('<title>Hello</title>');
  });

  it('escapes every value it is given, in every part', () => {
    const evil = '<b>Ada</b> & "co"';
    const mail = composeMail({
      to: 'reader@example.com',
      subject: evil,
      preheader: evil,
      parts: [
        paragraph(evil),
        table([[evil, evil]]),
        linkUnder(evil, 'https://site.test/?a="><script>', evil),
      ],
    });
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt; &amp; &quot;co&quot;');
    expect(mail.html).toContain('href="https://site.test/?a=&quot;&gt;&lt;script&gt;"');
  });

  it('keeps the subject and the name on one line, bounded', () => {
    const mail = composeMail({
      to: team('owner@example.com'),
      subject: `New lead: Jane\r\nBcc: all@example.com ${'x'.repeat(300)}`,
      preheader: '',
      parts: [],
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBe(120);
    expect(mail.to).toEqual({ name: 'Hidden Growth team', address: 'owner@example.com' });
    const named = composeMail({
      to: { name: 'Jane\nTan', address: 'jane@example.com' },
      subject: 'x',
      preheader: '',
      parts: [],
    });
    expect(named.to).toEqual({ name: 'Jane Tan', address: 'jane@example.com' });
    expect(oneLine('a\n\nb')).toBe('a b');
  });

  it('gives a subscriber why, their links and the one-click headers, beside the mail’s own', () => {
    const mail = composeMail({
      to: 'reader@example.com',
      subject: 'An issue',
      preheader: '',
      parts: [paragraph('News.')],
      subscriber,
      headers: { 'X-Own': 'kept' },
    });
    expect(mail.text.split('\n').slice(-5)).toEqual([
      '--',
      'You receive this because you subscribed.',
      'Choose your topics: https://site.test/newsletter/preferences?token=p',
      'Unsubscribe: https://site.test/unsubscribe?token=u',
      mailKit.footer,
    ]);
    expect(mail.html).toContain('href="https://site.test/unsubscribe?token=u"');
    expect(mail.html).toContain('href="https://site.test/newsletter/preferences?token=p"');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://site.test/api/newsletter/unsubscribe?token=u>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': 'Site newsletter <newsletter.site.test>',
      'X-Own': 'kept',
    });
    // A sign-up not yet confirmed: unsubscribe only, and no List-Id.
    const pending = composeMail({
      to: 'reader@example.com',
      subject: 'Confirm',
      preheader: '',
      parts: [],
      subscriber: { unsubscribe: subscriber.unsubscribe, oneClick: subscriber.oneClick },
    });
    expect(pending.text).not.toContain('Choose your topics');
    expect(Object.keys(pending.headers!)).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
  });
});
