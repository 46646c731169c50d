import { useLayoutEffect, type ComponentType } from 'react';
import { HydrationPhaseContext, type HydrationPhase } from '../ui/use-hydrated.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';

/** Tells the mount of the widget's first commit; never runs when the widget crashed, nor at build time. */
function FirstCommit({ onCommit }: { onCommit(): void }) {
  useLayoutEffect(() => {
    onCommit();
  }, [onCommit]);
  return null;
}

interface WidgetTreeProps {
  name: string;
  Widget: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  phase: HydrationPhase;
  /** The placeholder's HTML, shown again if the widget crashes. */
  fallbackHtml: string;
  onError(): void;
  onCommit(): void;
}

/**
 * A widget as both renders draw it: the build (widgets/runtime/server) and the browser (mount.tsx)
 * render this same tree, so ids React derives from a component's place in it (useId) match when
 * the browser hydrates the build's HTML.
 */
export function WidgetTree({ name, Widget, props, phase, fallbackHtml, onError, onCommit }: WidgetTreeProps) {
  return (
    <WidgetBoundary name={name} fallbackHtml={fallbackHtml} onError={onError}>
      <HydrationPhaseContext.Provider value={phase}>
        <Widget {...props} />
      </HydrationPhaseContext.Provider>
      <FirstCommit onCommit={onCommit} />
    </WidgetBoundary>
  );
}
