import { useState } from 'react';
import { contentConsentKey, contentConsentNames } from '../core/consents.ts';
import { t } from '../i18n/index.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';

function storedContentConsents(): string[] {
  try {
    return contentConsentNames(Object.keys(localStorage));
  } catch {
    return [];
  }
}

/**
 * 'Zustimmungen verwalten' (spec §2): each external content the visitor let in, as a checked
 * box; unchecking takes the consent back and the entry leaves the list (it is granted again where
 * the content is shown, not here). The 'Matomo Tracking' opt-out frame shows when analytics is
 * configured. Nothing at all is rendered while no external-content consent is stored.
 */
export default function ConsentManager({ matomoOptOutUrl }: WidgetProps<'consent-manager'>) {
  const [names, setNames] = useState(storedContentConsents);
  if (names.length === 0) return null;
  return (
    <div className="consent-manager">
      <h3>{t('consent.externalContent')}</h3>
      <ul className="consent-manager__list">
        {names.map((name) => (
          <li key={name}>
            <label>
              <input
                type="checkbox"
                checked
                onChange={() => {
                  localStorage.removeItem(contentConsentKey(name));
                  setNames(storedContentConsents());
                }}
              />
              {name}
            </label>
          </li>
        ))}
      </ul>
      {matomoOptOutUrl ? (
        <>
          <h3>Matomo Tracking</h3>
          <iframe className="consent-manager__matomo" title="Matomo Tracking" src={matomoOptOutUrl} />
        </>
      ) : null}
    </div>
  );
}
