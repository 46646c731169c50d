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

/** Whether a click landed outside the dialog's box: on its backdrop, which belongs to the dialog element. */
function onBackdrop(event: MouseEvent, dialog: HTMLDialogElement): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** Keeps Tab and Shift+Tab going round inside the panel instead of leaving for the browser's own controls. */
function wrapTab(event: KeyboardEvent, panel: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const focusable = focusableIn(panel);
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
}

/**
 * A right-side slide-in panel on the native modal `<dialog>`: while open, the page behind is inert
 * (neither focusable, clickable nor read out), page scrolling is locked, Escape and a click on the
 * backdrop close it, and focus returns to the opener afterwards.
 */
export function Drawer({ id, open, label, onClose, returnFocusTo, children }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    if (!element.open) element.showModal();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (focusableIn(element)[0] ?? element).focus();

    // Escape would close a modal dialog by itself ("cancel", then "close"), a task before the store
    // heard of it: a press on the opener in between toggled a store still open and left a closed
    // dialog behind an open menu. So the store closes it, as every other way of closing does; a
    // dialog the browser closes anyway (it may refuse a second "cancel" in a row) tells the store.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    // A "close" still queued from the last closing arrives after a quick reopening: the dialog is open then, and stays.
    const onNativeClose = () => {
      if (!element.open) close.current();
    };
    const onClick = (event: MouseEvent) => {
      if (onBackdrop(event, element)) close.current();
    };
    const onKeyDown = (event: KeyboardEvent) => wrapTab(event, element);
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onNativeClose);
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown);
    const opener = returnFocusTo.current;
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onNativeClose);
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
      if (element.open) element.close();
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open, returnFocusTo]);

  return (
    <dialog ref={dialog} id={id} className="drawer" aria-label={label}>
      {children}
    </dialog>
  );
}
