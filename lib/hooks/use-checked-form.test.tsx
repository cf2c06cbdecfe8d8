/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useActionState, useState } from 'react';
import { z } from 'zod';
import { lazySchemaResolver, useCheckedForm } from './use-checked-form';

const schema = z.object({ email: z.string().trim().min(1, 'Please enter your email address') });
type Fields = z.input<typeof schema>;

const posts: Record<string, FormDataEntryValue>[] = [];
async function post(_state: null, form: FormData): Promise<null> {
  posts.push(Object.fromEntries(form));
  return null;
}

/** A form of one field posted to its action, checked with `schema` as fetched by `load`. */
function Form({ load }: { load: () => Promise<typeof schema> }) {
  const [resolver] = useState(() => lazySchemaResolver<Fields>(load));
  const [, action] = useActionState(post, null);
  const { register, messages, passesCheck } = useCheckedForm(resolver);
  return (
    <form action={action} onSubmit={(event) => passesCheck(event)} noValidate>
      <label htmlFor="email">Email address</label>
      <input id="email" {...register('email')} aria-invalid={messages.email ? true : undefined} />
      {messages.email ? <p>{messages.email}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

beforeEach(() => {
  posts.length = 0;
});

const send = () => act(() => screen.getByRole('button', { name: 'Send' }).click());
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('a form checked by react-hook-form in front of its action', () => {
  it('posts once however often it is pressed while its check is under way', async () => {
    render(<Form load={async () => schema} />);
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'ada@example.com' },
    });
    send();
    send();
    await waitFor(() => expect(posts).toHaveLength(1));
    await settle();
    expect(posts).toEqual([{ email: 'ada@example.com' }]);
  });

  it('lets the form through unjudged when its check cannot be fetched, and fetches it again next time', async () => {
    const load = jest
      .fn<Promise<typeof schema>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(schema);
    render(<Form load={load} />);
    // The action, which applies the same schema, has the last word.
    send();
    await waitFor(() => expect(posts).toEqual([{ email: '' }]));

    send();
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    await settle();
    expect(posts).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
