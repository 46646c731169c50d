import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { decideAll, decideOne, type ConsentEntry } from '../core/consents.ts';
import { t } from '../i18n/index.ts';
import { consents, saveConsents } from '../store/consents.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';

/**
 * Shown while no consents are stored. 'Alle akzeptieren' and 'Alle ablehnen' stand side by side
 * with equal weight on the first layer; 'Einstellungen' lets the visitor choose one by one. It is
 * a region, not a modal: the page stays readable behind it. The build renders the first layer as
 * for a first visit; CSS shows it only while the head script found no stored choice, so it is
 * there at first paint, and the two first-layer buttons work before this component has hydrated
 * (first-layer-decision.ts).
 */
export default function CookieBanner({ entries, privacyPath }: WidgetProps<'cookie-banner'>) {
  useSignals();
  // The build knows no stored choice: it draws the banner, and so does hydration.
  const hydrated = useHydrated();
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState(entries);
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLElement>(null);
  const undecided = !hydrated || consents.value === null;
  const wasDecided = useRef(!undecided);

  // Opened again from "Cookie-Einstellungen", or switched to the settings view: focus follows.
  useEffect(() => {
    if (undecided && (wasDecided.current || choosing)) heading.current?.focus();
    wasDecided.current = !undecided;
  }, [undecided, choosing]);

  // The page keeps as much room below its end as the banner covers (site.css), whatever its view.
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--cookie-banner-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-banner-height');
    };
  }, [undecided]);

  if (!undecided) return null;
  const decide = (list: ConsentEntry[]) => {
    saveConsents(list);
    setChoosing(false);
    document.getElementById('main')?.focus();
  };

  return (
    <section ref={banner} className="cookie-banner" aria-label={t('consent.title')}>
      <h2 ref={heading} tabIndex={-1}>
        {choosing ? t('consent.settingsTitle') : t('consent.title')}
      </h2>
      {choosing ? (
        <fieldset className="cookie-banner__choices">
          <legend className="visually-hidden">{t('consent.settingsTitle')}</legend>
          {draft.map((entry) => (
            <label key={entry.function_id} className="cookie-banner__choice">
              <input
                type="checkbox"
                checked={entry.consentGiven}
                disabled={entry.locked}
                onChange={(event) => setDraft(decideOne(draft, entry.function_id, event.currentTarget.checked))}
              />
              <span>
                <strong>{entry.display_name}</strong>
                {entry.description ? <span className="cookie-banner__description">{entry.description}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p>
          {t('consent.text')} <a href={`${privacyPath}#cookies`}>{t('consent.more')}</a>
        </p>
      )}
      <div className="cookie-banner__actions">
        <button type="button" className="button" data-decision="accept-all" onClick={() => decide(decideAll(entries, true))}>
          {t('consent.acceptAll')}
        </button>
        <button type="button" className="button" data-decision="reject-all" onClick={() => decide(decideAll(entries, false))}>
          {t('consent.rejectAll')}
        </button>
        {choosing ? (
          <button type="button" className="button" onClick={() => decide(draft)}>
            {t('consent.saveChoice')}
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setChoosing(true)}>
            {t('consent.settings')}
          </button>
        )}
      </div>
    </section>
  );
}
