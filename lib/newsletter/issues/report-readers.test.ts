import { AppError } from '@/lib/errors';
import { receiveReport } from './bounces';
import { createReportReaders, ReadersBusy, ReadTimeout, UnreadableReport } from './report-readers';

const VERP = 'bounces+d7-0123456789abcdef0123@hiddengrowth.co';
const MESSAGE_ID = '<issue-2.delivery-7.0123456789abcdef0123@hiddengrowth.co>';

/** A delivery report with a text part, its status part and the original's header. */
function report({ text = 'Your mail could not be delivered.', quoted = '' } = {}) {
  return [
    'From: MAILER-DAEMON@mx.example.net',
    'To: Bounces <bounces@hiddengrowth.co>',
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain',
    '',
    text,
    '--b',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    'X-Postfix-Sender: rfc822; bounces@hiddengrowth.co',
    '',
    'Final-Recipient: rfc822; gone@example.net',
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 unknown user',
    '',
    'Final-Recipient: rfc822; slow@example.net',
    'Action: delayed',
    'Status: 4.4.1',
    '',
    '--b',
    'Content-Type: text/rfc822-headers',
    '',
    quoted,
    'Subject: Why buyers switch',
    '',
    '--b--',
    '',
  ].join('\r\n');
}

/** A report large enough that reading it takes more than a millisecond anywhere. */
const large = () => report({ text: 'word '.repeat(100_000) });

const readers = createReportReaders();
afterAll(() => readers.close());

describe('report readers', () => {
  it('read the recipients, and this site’s return path and Message-ID from the parts', async () => {
    const mail = await readers.read(
      report({
        // In the text anyone writes anything: only the original's quoted header counts.
        text: `Quoting bounces+d9-aaaaaaaaaaaaaaaaaaaa@hiddengrowth.co and <issue-1.delivery-9.aaaaaaaaaaaaaaaaaaaa@x>`,
        quoted: `Return-Path: <${VERP}>\r\nMessage-ID: ${MESSAGE_ID}`,
      }),
    );
    expect(mail).toEqual({
      to: ['bounces@hiddengrowth.co'],
      returnPaths: ['+d7-0123456789abcdef0123@'],
      messageIds: ['<issue-2.delivery-7.0123456789abcdef0123@'],
      entries: [
        {
          type: 'status',
          action: 'failed',
          status: '5.1.1',
          diagnostic: 'smtp; 550 5.1.1 unknown user',
        },
        { type: 'status', action: 'delayed', status: '4.4.1', diagnostic: '' },
      ],
    });
  });

  it('refuse a report past its budget, end its worker, and serve the next one', async () => {
    await readers.read(report());
    expect(readers.threads()).toBe(1);
    const late = readers.read(large(), 1);
    await expect(late).rejects.toBeInstanceOf(ReadTimeout);
    await expect(late).rejects.toThrow('The report could not be read within 0.001 s.');
    expect(readers.threads()).toBe(0);
    const next = await readers.read(report());
    expect(next.entries).toHaveLength(2);
    expect(readers.threads()).toBe(1);
  });

  it('turn a report away when every worker is busy and the queue is full', async () => {
    const one = createReportReaders({ workers: 1, queue: 0 });
    try {
      const first = one.read(report());
      await expect(one.read(report())).rejects.toBeInstanceOf(ReadersBusy);
      expect((await first).entries).toHaveLength(2);
    } finally {
      await one.close();
    }
  });

  it('let a report wait its turn while there is room in the queue', async () => {
    const one = createReportReaders({ workers: 1, queue: 2 });
    try {
      const all = await Promise.all([one.read(report()), one.read(report()), one.read(report())]);
      expect(all.map((mail) => mail.entries.length)).toEqual([2, 2, 2]);
      expect(one.threads()).toBe(1);
    } finally {
      await one.close();
    }
  });

  it('refuse a message the parser will not read (too many parts)', async () => {
    let body = 'Innermost.';
    for (let level = 300; level > 0; level--) {
      body = `--b${level}\r\nContent-Type: multipart/mixed; boundary="b${level + 1}"\r\n\r\n${body}\r\n--b${level}--`;
    }
    const nested = `Content-Type: multipart/mixed; boundary="b1"\r\n\r\n${body}\r\n`;
    await expect(readers.read(nested)).rejects.toBeInstanceOf(UnreadableReport);
    expect((await readers.read(report())).entries).toHaveLength(2);
  });
});

describe('a received report that cannot be read in time', () => {
  it('is answered with a 422 that says so', async () => {
    const refused = receiveReport(large(), VERP, new Date(), { readers, budgetMs: 1 });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      status: 422,
      message: 'The report could not be read within 0.001 s.',
    });
  });
});
