export type SignupMessage = { kind: 'success' | 'error'; text: string } | null;

/**
 * One message of the sign-up flow, green or red. Kept apart from the form's markup (and its
 * copy), and from the live region in ./signup-message.tsx, so the small island that stands in
 * for the form on every page can show one and carry nothing more.
 */
export function SignupMessageText({
  message,
  role,
  id,
}: {
  message: NonNullable<SignupMessage>;
  role?: 'alert';
  id?: string;
}) {
  return (
    <p
      id={id}
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
