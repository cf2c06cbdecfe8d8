import { errorFields, redactAddresses } from './log';

describe('redactAddresses', () => {
  it('takes every e-mail address out of a relay reply, keeping what it says', () => {
    expect(
      redactAddresses(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <alice.smith+news@example.com>: Recipient address rejected: User unknown",
      ),
    ).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 [address] Recipient address rejected: User unknown",
    );
    expect(
      redactAddresses(
        '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient bob@firm.co not found\r\nby bob@firm.co',
      ),
    ).toBe(
      '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient [address] not found\r\nby [address]',
    );
  });

  it('takes out addresses of any shape the forms accept, chat markup included', () => {
    expect(redactAddresses('to <!channel>@x.io and <https://e.vil|click>@a.b now')).toBe(
      'to [address] and [address] now',
    );
    expect(redactAddresses(`${'a'.repeat(300)}@example.com`)).toBe('[address]');
  });

  it('leaves text without an address as it is, and reads a long one in linear time', () => {
    expect(redactAddresses('421 4.7.0 Try again later')).toBe('421 4.7.0 Try again later');
    const long = `${'a'.repeat(200_000)} ${'b@'.repeat(100_000)}`;
    expect(redactAddresses(long)).toBe(`${'a'.repeat(200_000)} [address]`);
  });
});

describe('errorFields', () => {
  it('gives a log line the error’s message without the addresses in it', () => {
    expect(
      errorFields(new Error('550 5.1.1 <carol@example.org>: Recipient address rejected')),
    ).toEqual({
      error: 'Error',
      message: '550 5.1.1 [address] Recipient address rejected',
    });
  });
});
