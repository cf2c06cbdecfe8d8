export type SignupMessage = { kind: 'success' | 'error'; text: string } | null;

/**
 * One message of the sign-up section, green or red. Kept apart from the form's markup (and
 * its copy) so the small island that stands in for the form can show one too.
 */
export function SignupMessageText({
  message,
  role,
}: {
  message: NonNullable<SignupMessage>;
  role?: 'alert';
}) {
  return (
    <p
      role={role}
      data-kind={message.kind}
      className={
        message.kind === 'success'
          ? 'rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-800'
          : 'rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800'
      }
    >
      {message.text}
    </p>
  );
}

/** The polite live region under the form that speaks and shows the latest message. */
export function SignupMessageRegion({ message }: { message: SignupMessage }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="mt-4 empty:hidden">
      {message ? <SignupMessageText message={message} /> : null}
    </div>
  );
}
