import type { ComponentProps, ReactNode } from 'react';
import { useFormStatus } from 'react-dom';

/** A form's submit button that says `busy`, and takes no second press, while its post is sent. */
export function PendingButton({
  label,
  busy,
  ...props
}: ComponentProps<'button'> & { label: ReactNode; busy: ReactNode }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} {...props}>
      {pending ? busy : label}
    </button>
  );
}
