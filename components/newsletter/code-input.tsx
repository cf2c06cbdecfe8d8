import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { codeView } from '@/content/newsletter-code';
import { CODE_LENGTH } from '@/lib/newsletter/opt-in/client';

interface CodeInputProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  /** The id of the element that labels the whole code (one field for screen readers). */
  labelledBy: string;
  describedBy?: string;
  inputRef?: (index: number, element: HTMLInputElement | null) => void;
}

export const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => '');

/**
 * Six boxes, one digit each, exposed as one labelled group; a pasted or autofilled code is
 * spread over them. Enter sends nothing: a full code is sent by itself, and the form's other
 * buttons are not the code's.
 */
export function CodeInput({
  digits,
  onChange,
  disabled,
  labelledBy,
  describedBy,
  inputRef,
}: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const spread = (start: number, incoming: string) => {
    const next = [...digits];
    const chars = incoming.slice(0, CODE_LENGTH - start).split('');
    chars.forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focusBox(start + chars.length);
  };

  const handleChange = (index: number, value: string) => {
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    const typed = value.replace(/\D/g, '');
    if (!typed) return; // a letter or symbol: ignored, the box keeps its digit
    // A box already holding a digit receives "old+new": keep what was just typed.
    const incoming =
      typed.length === 2 && digits[index] && typed.startsWith(digits[index]!)
        ? typed.slice(1)
        : typed;
    spread(typed.length >= CODE_LENGTH ? 0 : index, incoming);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, CODE_LENGTH);
    if (!pasted) return;
    // A whole code fills the boxes from the first; a fragment goes where it was pasted.
    spread(pasted.length === CODE_LENGTH ? 0 : index, pasted);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
    } else if (
      index > 0 &&
      (event.key === 'ArrowLeft' || (event.key === 'Backspace' && !digits[index]))
    ) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="flex gap-2 sm:gap-3"
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
            inputRef?.(index, element);
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={codeView.digitLabel.replace('{n}', String(index + 1))}
          value={digit}
          disabled={disabled}
          onChange={(event) => handleChange(index, event.target.value)}
          onPaste={(event) => handlePaste(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          className="border-line text-ink focus:border-ink h-14 w-11 rounded-md border-2 bg-white text-center text-2xl font-semibold tabular-nums disabled:opacity-60 sm:w-12"
        />
      ))}
    </div>
  );
}
