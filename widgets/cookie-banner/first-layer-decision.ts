import { consentStorageKey, consentStorageVersion, decideAll, type ConsentEntry } from '../core/consents.ts';
import { wrapStored } from '../core/stored-envelope.ts';

/**
 * "Alle akzeptieren" and "Alle ablehnen" before the banner's component has hydrated: the head
 * script (inline, widgets/runtime/head-script.ts) stores the decision in the same task as the
 * click, so a visitor who clicks and at once follows a link keeps it on the next page. Once the component is mounted, it answers itself.
 */
export function decideFirstLayerEarly(): void {
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>('.cookie-banner [data-decision]');
      const widget = button?.closest<HTMLElement>('[data-widget="cookie-banner"]');
      if (!button || !widget || widget.dataset.widgetState === 'mounted') return;
      let entries: ConsentEntry[];
      try {
        entries = (JSON.parse(widget.dataset.props ?? '') as { entries: ConsentEntry[] }).entries;
        if (!Array.isArray(entries)) return;
      } catch {
        return;
      }
      const stored = wrapStored(consentStorageVersion, decideAll(entries, button.dataset.decision === 'accept-all'));
      try {
        localStorage.setItem(consentStorageKey, stored);
      } catch {
        return; // no storage: the component decides for this page once it is there
      }
      // The press is answered: the widget must not replay it once it hydrates.
      event.stopImmediatePropagation();
      event.preventDefault();
      delete document.documentElement.dataset.consent;
      document.getElementById('main')?.focus();
      // The store (when already loaded for another widget) hears of it as of another tab's change.
      dispatchEvent(new StorageEvent('storage', { key: consentStorageKey, newValue: stored }));
    },
    true,
  );
}
