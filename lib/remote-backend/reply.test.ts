import { interpretReply } from './reply';

const reply = (status: number, data: unknown) => ({ ok: status < 300, status, data });

describe('interpretReply', () => {
  it('accepts a 2xx with its message and alreadySubscribed', () => {
    expect(interpretReply(reply(200, { message: '  Done  ', alreadySubscribed: true }))).toEqual({
      kind: 'accepted',
      message: 'Done',
      alreadySubscribed: true,
    });
    expect(interpretReply(reply(200, null))).toEqual({
      kind: 'accepted',
      message: undefined,
      alreadySubscribed: false,
    });
  });

  it('refuses a 2xx carrying an error only where the contract reports refusals that way', () => {
    const body = reply(200, { error: { message: 'Duplicate' } });
    expect(interpretReply(body).kind).toBe('accepted');
    expect(interpretReply(body, { errorInBody: true })).toEqual({
      kind: 'refused',
      status: 422,
      message: 'Duplicate',
      final: true,
    });
  });

  it('reads the error as a text or an object with a message', () => {
    expect(interpretReply(reply(400, { error: 'Invalid email' }))).toMatchObject({
      message: 'Invalid email',
    });
    expect(interpretReply(reply(400, { error: { message: 'Bad' } }))).toMatchObject({
      message: 'Bad',
    });
    expect(interpretReply(reply(400, { error: {} })).message).toBeUndefined();
    expect(interpretReply(reply(400, { error: 'x'.repeat(600) })).message).toHaveLength(500);
  });

  it('marks refusals of the request itself final, and those about this site not', () => {
    for (const status of [400, 409, 413, 422])
      expect(interpretReply(reply(status, {}))).toMatchObject({ status, final: true });
    for (const status of [401, 404, 408, 429])
      expect(interpretReply(reply(status, {}))).toMatchObject({ status, final: false });
  });
});
