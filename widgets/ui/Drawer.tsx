import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { focusableIn } from './focusable.ts';

interface DrawerProps {
  id: string;
  open: boolean;
  label: string;
  onClose(): void;
  /** Gets the focus back when the drawer closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A right-side slide-in panel: while open, focus is trapped inside, page scrolling is locked,
 * Escape and a click on the backdrop close it, and focus returns to the opener afterwards.
 */
export function Drawer({ id, open, label, onClose, returnFocusTo, children }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (focusableIn(element)[0] ?? element).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(element);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const opener = returnFocusTo.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open, returnFocusTo]);

  return (
    <>
      <div className="drawer__backdrop" hidden={!open} onClick={onClose} />
      <div
        ref={panel}
        id={id}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        hidden={!open}
      >
        {children}
      </div>
    </>
  );
}
