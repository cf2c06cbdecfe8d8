/** @jest-environment jsdom */

// The Content-Security-Policy has no 'unsafe-eval': in the browser, the schemas the forms check
// must never try `new Function`, not even zod's own probe for it, which the browser reports as
// a policy violation although zod catches the error.
it('the schemas the forms check in the browser never try to compile themselves', async () => {
  const compiled: unknown[] = [];
  const BrowserFunction = globalThis.Function;
  globalThis.Function = new Proxy(BrowserFunction, {
    construct(target, args) {
      compiled.push(args);
      return Reflect.construct(target, args);
    },
  });
  try {
    const { contactSchema } = await import('@/lib/leads/schema');
    const { confirmCodeSchema, subscribeSchema } = await import('@/lib/newsletter/opt-in/schema');
    expect(
      contactSchema.safeParse({
        full_name: 'Ana',
        email: 'ana@example.com',
        website_url: 'https://ana.example',
      }).success,
    ).toBe(true);
    expect(subscribeSchema.safeParse({ email: 'ana@example.com' }).success).toBe(true);
    expect(confirmCodeSchema.safeParse({ email: 'ana@example.com', otpCode: '12' }).success).toBe(
      false,
    );
  } finally {
    globalThis.Function = BrowserFunction;
  }
  expect(compiled).toEqual([]);
});
