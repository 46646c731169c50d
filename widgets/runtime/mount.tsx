import { useLayoutEffect, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadTranslations } from '../i18n/index.ts';
import { ServerHtmlContext, type ServerHtmlHold } from '../ui/server-html.ts';
import { handOver } from './handover.ts';
import { replayInPlace, type HeldInput } from './held-input.ts';
import { replayTyping, typedBeforeHydration } from './typed-before-hydration.ts';
import type { Mount } from './start.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';

/**
 * How long a widget may keep its server HTML while its data loads: the prerendered content is on
 * show meanwhile, so this only guards against a widget that never reports.
 */
const serverHtmlTimeLimitMs = 5000;

/** Shows the widget at its first commit, unless it asked to keep the server HTML; never runs when the widget crashed. */
function FirstCommit({ onCommit }: { onCommit(): void }) {
  useLayoutEffect(() => {
    onCommit();
  }, [onCommit]);
  return null;
}

/**
 * Swaps the widget's own render (made in `stage`, off-page) in for the server HTML, once: in the
 * same task as a commit, so no frame shows neither. The placeholder counts as mounted from then on.
 */
function serverHtmlHold(element: HTMLElement, stage: HTMLElement, held: HeldInput): ServerHtmlHold & { committed(): void } {
  let kept = false;
  let shown = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const swap = () => {
    const focused = document.activeElement;
    const previous = [...element.childNodes];
    element.replaceChildren(stage);
    // After the commit that called this, before the next frame: the widget's handlers are live by then.
    queueMicrotask(() => handOver(previous, stage, focused, held));
    if (element.dataset.widgetState !== 'error') element.dataset.widgetState = 'mounted';
  };
  const release = () => {
    if (shown) return;
    shown = true;
    clearTimeout(timer);
    const pressEnded = held.pressEnded();
    if (pressEnded) void pressEnded.then(swap);
    else swap();
  };
  return {
    keep() {
      if (!shown) kept = true;
    },
    release,
    committed() {
      if (!kept) release();
      else timer ??= setTimeout(release, serverHtmlTimeLimitMs);
    },
  };
}

/**
 * Hydrates the HTML the widget's own component rendered at build time (data-server-rendered), in
 * place: nothing is swapped. A press or submission held while the code loaded is replayed on the
 * same element once hydrated; what was typed meanwhile reaches the component (replayTyping). From
 * the hydrateRoot call on, React itself replays what the visitor does before the commit.
 */
function hydrate(element: HTMLElement, name: string, Widget: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, held: HeldInput) {
  const fallbackHtml = element.innerHTML;
  held.stop();
  const typed = typedBeforeHydration(element);
  const focused = document.activeElement;
  const hydrated = () => {
    if (element.dataset.widgetState !== 'error') element.dataset.widgetState = 'mounted';
    replayTyping(typed);
    // A renderer that reset a field may have taken its focus too.
    if (focused instanceof HTMLElement && focused !== document.activeElement && element.contains(focused)) focused.focus({ preventScroll: true });
    // After the render the typing caused: a replayed submission must see what was typed.
    setTimeout(() => replayInPlace(held));
  };
  hydrateRoot(
    element,
    <WidgetBoundary
      name={name}
      fallbackHtml={fallbackHtml}
      onError={() => {
        element.dataset.widgetState = 'error';
      }}
    >
      <Widget {...props} />
      <FirstCommit onCommit={hydrated} />
    </WidgetBoundary>,
    {
      onRecoverableError: (error) => console.error(`[widgets] Widget "${name}" did not match its server HTML.`, error),
    },
  );
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
  const hold = serverHtmlHold(element, stage, held);
  createRoot(stage).render(
    <WidgetBoundary
      name={name}
      fallbackHtml={fallbackHtml}
      onError={() => {
        element.dataset.widgetState = 'error';
        hold.release();
      }}
    >
      <ServerHtmlContext.Provider value={hold}>
        <Widget {...props} />
      </ServerHtmlContext.Provider>
      <FirstCommit onCommit={hold.committed} />
    </WidgetBoundary>,
  );
};
