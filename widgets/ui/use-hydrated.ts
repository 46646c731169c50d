import { createContext, useContext, useEffect, useState } from 'react';

/**
 * Whether the widget's root is still drawing what the build rendered: true at build time and
 * while the browser hydrates that markup, false from the hydration's first commit on (the mount
 * flips it), and false from the start in a root that renders without hydrating.
 */
export interface HydrationPhase {
  hydrating: boolean;
}

export const HydrationPhaseContext = createContext<HydrationPhase>({ hydrating: true });

/**
 * False while the widget renders what the build rendered (at build time, and when the browser
 * hydrates that markup), true from the render after. What the build cannot know (the stored cart,
 * consents, a draft, colour mode) is read only once this is true, so hydration finds the same
 * markup the build wrote and the browser's state follows in the next commit. A component first
 * drawn after the hydration (a view the shop router moves to) reads it at once: no empty frame.
 */
export function useHydrated(): boolean {
  const phase = useContext(HydrationPhaseContext);
  const [hydrated, setHydrated] = useState(() => !phase.hydrating);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
