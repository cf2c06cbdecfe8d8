import { ApiError, messageFor, NetworkError, postJson } from './fetcher';
import { sendReport } from './report';

const copy = { failure: 'Refused.', network: 'No answer.', unexpected: 'Something else.' };

function reply(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => (body === undefined ? Promise.reject(new SyntaxError('no body')) : body),
  };
}

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('postJson', () => {
  it('posts JSON and resolves with the reply', async () => {
    fetchMock.mockResolvedValue(reply(201, { message: 'Stored.' }));
    await expect(postJson('/api/leads', { a: 1 })).resolves.toEqual({ message: 'Stored.' });
    expect(fetchMock).toHaveBeenCalledWith('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{"a":1}',
    });
  });

  it('throws ApiError with the server message and fields, NetworkError without an answer', async () => {
    fetchMock.mockResolvedValue(
      reply(400, { error: { message: 'Check the form.', fields: { email: 'Bad address.' } } }),
    );
    const refused = await postJson('/x', {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 400,
      serverMessage: 'Check the form.',
      fields: { email: 'Bad address.' },
    });

    fetchMock.mockResolvedValue(reply(503, { error: 'Down for a moment.' }));
    await expect(postJson('/x', {})).rejects.toMatchObject({ serverMessage: 'Down for a moment.' });

    fetchMock.mockResolvedValue(reply(500, undefined));
    await expect(postJson('/x', {})).rejects.toMatchObject({ serverMessage: undefined });

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(postJson('/x', {})).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('messageFor', () => {
  it("words a failure: the server's message, else the copy for its kind", () => {
    expect(messageFor(new ApiError(409, 'Already there.'), copy)).toBe('Already there.');
    expect(messageFor(new ApiError(500, undefined), copy)).toBe('Refused.');
    expect(messageFor(new NetworkError(new TypeError('offline')), copy)).toBe('No answer.');
    expect(messageFor(new Error('Unreadable reply'), copy)).toBe('Something else.');
    expect(messageFor('thrown string', copy)).toBe('Something else.');
  });
});

describe('sendReport', () => {
  it('sends a report without a cookie that outlives the page, and swallows failures', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(() => sendReport('/api/analytics/pageview', { path: '/' })).not.toThrow();
    expect(fetchMock).toHaveBeenCalledWith('/api/analytics/pageview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"path":"/"}',
      keepalive: true,
      credentials: 'omit',
    });
    // The rejection is handled: nothing is left unhandled once it settles.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
