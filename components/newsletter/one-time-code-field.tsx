import type { ComponentProps } from 'react';
import { CODE_LENGTH } from '@/lib/newsletter/opt-in/client';

/**
 * The code from the mail as one field. Once the script runs it keeps digits only, six at most,
 * before anyone listening hears of a change; the server takes out what was typed before that.
 */
export function OneTimeCodeField({ onChange, ...props }: ComponentProps<'input'>) {
  return (
    <input
      name="otpCode"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      {...props}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
        if (digits !== event.target.value) event.target.value = digits;
        onChange?.(event);
      }}
    />
  );
}
