import { useEffect, useRef, useState } from 'react';

type Focusable = { focus(): void } | null;

/**
 * Remembers each field's element and, after a rejected submit, focuses the first invalid one in
 * form order. It focuses after the render, so the field is already described by its message when a
 * screen reader announces it; a counter makes a second rejected submit render (and focus) again.
 */
export function useFocusFirstInvalid<Field extends string>(order: readonly Field[], errors: Partial<Record<Field, unknown>>) {
  const elements = useRef<Partial<Record<Field, Focusable>>>({});
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (requests === 0) return;
    const first = order.find((field) => errors[field] !== undefined);
    if (first) elements.current[first]?.focus();
    // Only a new request moves the focus; typing into a field must not pull it elsewhere.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requests]);

  return {
    /** The callback ref of one field. */
    register: (field: Field) => (element: Focusable) => {
      elements.current[field] = element;
    },
    /** Call on a rejected submit. */
    focusAfterRender: () => setRequests((count) => count + 1),
  };
}
