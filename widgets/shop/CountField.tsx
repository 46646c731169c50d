import { useEffect, useRef, useState } from 'react';
import { readCount } from '../core/shop/count-input.ts';
import { t } from '../i18n/index.ts';

interface CountFieldProps {
  id: string;
  label: string;
  /** The count in force (the selection's, the cart line's). */
  count: number;
  max: number;
  /** A valid count as it is typed, or null while the text is not one (the caller blocks what depends on it). */
  onChange(count: number | null): void;
  className?: string;
}

/**
 * A count field that lets the shopper type freely (clear it, type a new number) and says when
 * the text is not a count within 1..max. The text is kept as typed, with the message, until the
 * shopper corrects it or the count changes elsewhere (a step button, another tab): a refused
 * count that silently jumped back would leave the shopper guessing. Only whole numbers within
 * the limits reach the caller, so the count in force never becomes invalid.
 */
export function CountField({ id, label, count, max, onChange, className }: CountFieldProps) {
  const [text, setText] = useState(String(count));
  const valid = readCount(text, max) !== null;
  const errorId = `${id}-error`;
  // The counts this field passed on while the shopper types: their echoes through the store are
  // no change from elsewhere. Forgotten when the field is left or a change from elsewhere comes.
  const reported = useRef(new Set<number>());

  // The count changed elsewhere (a variant chosen, the cart in another tab): the field follows.
  // Its own count coming back must not reset what the shopper is still typing ("1" of "1.5"):
  // preact runs this effect a frame later, when the next key may already be in the field.
  useEffect(() => {
    if (reported.current.has(count)) return;
    reported.current.clear();
    setText((current) => (readCount(current, max) === count ? current : String(count)));
    // Only a new count from outside resets the text; a new max is judged on the next keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count]);

  return (
    <div className={['count-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={text}
        aria-invalid={valid ? undefined : true}
        aria-describedby={valid ? undefined : errorId}
        onChange={(event) => {
          // Read now: React may run state updaters after the event has been handled.
          const typed = event.currentTarget.value;
          setText(typed);
          const next = readCount(typed, max);
          if (next !== null) reported.current.add(next);
          onChange(next);
        }}
        onBlur={() => reported.current.clear()}
      />
      {valid ? null : (
        <p className="count-field__error" id={errorId} role="alert">
          {t('shop.countRange', { max })}
        </p>
      )}
    </div>
  );
}
