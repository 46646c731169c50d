import { useEffect, useState } from 'react';

/**
 * False while the widget renders what the build rendered (at build time, and when the browser
 * hydrates that markup), true from the render after. What the build cannot know (the stored cart,
 * consents, a draft, colour mode) is read only once this is true, so hydration finds the same
 * markup the build wrote and the browser's state follows in the next commit.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
