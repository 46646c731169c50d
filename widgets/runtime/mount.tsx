import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadTranslations } from '../i18n/index.ts';
import { replayInPlace, type HeldInput } from './held-input.ts';
import { latestTyping, replayTyping, typedBeforeHydration, watchTyping } from './typed-before-hydration.ts';
import type { Mount } from './start.ts';
import { WidgetTree } from './WidgetTree.tsx';
import type { HydrationPhase } from '../ui/use-hydrated.ts';

const notHydrating: HydrationPhase = { hydrating: false };

/**
 * Puts the widget's own render (made in `stage`, off-page) into its placeholder at its first
 * commit, in the same task, so no frame shows neither. For the widgets the build leaves empty
 * (those whose content depends on the visitor alone: the rating box, the consent manager).
 */
function showAtFirstCommit(element: HTMLElement, stage: HTMLElement, held: HeldInput): () => void {
  let shown = false;
  return () => {
    if (shown) return;
    shown = true;
    held.stop();
    element.replaceChildren(stage);
    if (element.dataset.widgetState !== 'error') element.dataset.widgetState = 'mounted';
  };
}

/**
 * Hydrates the HTML the widget's own component rendered at build time (data-server-rendered), in
 * place: nothing is swapped. A press or submission held while the code loaded is replayed on the
 * same element once hydrated; what was typed meanwhile reaches the component (replayTyping). From
 * the hydrateRoot call on (a transition, over several tasks), what the visitor changes in a field
 * before the commit is replayed after it the same way (watchTyping); React replays the rest.
 */
function hydrate(element: HTMLElement, name: string, Widget: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, held: HeldInput) {
  const fallbackHtml = element.innerHTML;
  held.stop();
  const typed = typedBeforeHydration(element);
  const typedWhileHydrating = watchTyping(element);
  const focused = document.activeElement;
  const phase: HydrationPhase = { hydrating: true };
  const hydrated = () => {
    phase.hydrating = false;
    if (element.dataset.widgetState !== 'error') element.dataset.widgetState = 'mounted';
    replayTyping(latestTyping(typed, typedWhileHydrating()));
    // A renderer that reset a field may have taken its focus too.
    if (focused instanceof HTMLElement && focused !== document.activeElement && element.contains(focused)) focused.focus({ preventScroll: true });
    // After the render the typing caused: a replayed submission must see what was typed.
    setTimeout(() => replayInPlace(held));
  };
  // A transition: React renders it in slices of a few milliseconds, so a large widget (the shop's
  // list of a big catalog) never holds the page for one long task; a plain hydration renders in one.
  startTransition(() => {
    hydrateRoot(
      element,
      <WidgetTree
        name={name}
        Widget={Widget}
        props={props}
        phase={phase}
        fallbackHtml={fallbackHtml}
        onError={() => {
          element.dataset.widgetState = 'error';
        }}
        onCommit={hydrated}
      />,
      {
        onRecoverableError: (error) => console.error(`[widgets] Widget "${name}" did not match its server HTML.`, error),
      },
    );
  });
}

/**
 * Renders a widget into its placeholder in its own root, inside its own error boundary. The root
 * lives in a box of its own (display: contents, so it adds nothing to the layout): rendering
 * straight into the placeholder would replace the server HTML at the first commit, whatever the
 * widget could show by then.
 */
export const mount: Mount = async (element, name, component, props, held) => {
  const Widget = component as ComponentType<Record<string, unknown>>;
  await loadTranslations();
  if (element.hasAttribute('data-server-rendered')) return hydrate(element, name, Widget, props, held);
  const fallbackHtml = element.innerHTML;
  const stage = document.createElement(element.tagName === 'SPAN' ? 'span' : 'div');
  stage.className = 'widget__root';
  stage.style.display = 'contents';
  const show = showAtFirstCommit(element, stage, held);
  createRoot(stage).render(
    <WidgetTree
      name={name}
      Widget={Widget}
      props={props}
      phase={notHydrating}
      fallbackHtml={fallbackHtml}
      onError={() => {
        element.dataset.widgetState = 'error';
        show();
      }}
      onCommit={show}
    />,
  );
};
