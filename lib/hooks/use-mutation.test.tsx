/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { ApiError } from './fetcher';
import { useMutation } from './use-mutation';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useMutation', () => {
  it('calls only when triggered, and is mutating until the reply', async () => {
    const answer = deferred<{ ok: boolean; status: number; json: () => Promise<unknown> }>();
    const fetchMock = jest.fn(() => answer.promise);
    global.fetch = fetchMock as unknown as typeof fetch;
    const { result } = renderHook(() => useMutation<{ token: string }, { message?: string }>('/x'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.isMutating).toBe(false);

    let done!: Promise<{ message?: string }>;
    act(() => {
      done = result.current.trigger({ token: 't' });
    });
    expect(result.current.isMutating).toBe(true);
    await act(async () => {
      answer.resolve({ ok: true, status: 200, json: async () => ({ message: 'Done.' }) });
      await expect(done).resolves.toEqual({ message: 'Done.' });
    });
    expect(result.current.isMutating).toBe(false);
  });

  it('throws the failure to the caller and stops mutating', async () => {
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 410,
      json: async () => ({ error: { message: 'Spent.' } }),
    })) as unknown as typeof fetch;
    const { result } = renderHook(() => useMutation<object, object>('/x'));
    await act(async () => {
      await expect(result.current.trigger({})).rejects.toEqual(new ApiError(410, 'Spent.'));
    });
    expect(result.current.isMutating).toBe(false);
  });
});
