import { useLayoutEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTranslations } from '../i18n/index.ts';
import type { Mount } from './start.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';

/** Flags the placeholder once the widget has committed; never runs when the widget crashed. */
function MarkMounted({ element }: { element: HTMLElement }) {
  useLayoutEffect(() => {
    element.dataset.widgetState = 'mounted';
  }, [element]);
  return null;
}

/** Renders a widget into its placeholder in its own root, inside its own error boundary. */
export const mount: Mount = async (element, name, component, props) => {
  const Widget = component as ComponentType<Record<string, unknown>>;
  const fallbackHtml = element.innerHTML;
  await loadTranslations();
  createRoot(element).render(
    <WidgetBoundary
      name={name}
      fallbackHtml={fallbackHtml}
      onError={() => {
        element.dataset.widgetState = 'error';
      }}
    >
      <Widget {...props} />
      <MarkMounted element={element} />
    </WidgetBoundary>,
  );
};
