import { useLayoutEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTranslations } from '../i18n/index.ts';
import { ServerHtmlContext, type ServerHtmlHold } from '../ui/server-html.ts';
import { handOver } from './handover.ts';
import type { HeldInput } from './held-input.ts';
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
 * Renders a widget into its placeholder in its own root, inside its own error boundary. The root
 * lives in a box of its own (display: contents, so it adds nothing to the layout): rendering
 * straight into the placeholder would replace the server HTML at the first commit, whatever the
 * widget could show by then.
 */
export const mount: Mount = async (element, name, component, props, held) => {
  const Widget = component as ComponentType<Record<string, unknown>>;
  const fallbackHtml = element.innerHTML;
  await loadTranslations();
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
