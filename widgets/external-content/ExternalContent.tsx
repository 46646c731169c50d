import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../i18n/index.ts';
import { isConsentGiven } from '../store/consents.ts';
import { giveContentConsent, hasContentConsent } from './content-consent.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { externalLinkRel } from '../core/menu.ts';

/**
 * External content behind a placeholder: what would load and from whom, the privacy policy, and
 * 'Inhalt laden'. Nothing is requested from the provider before that click (or an earlier one,
 * remembered in localStorage, or the matching consent in the cookie banner).
 */
export default function ExternalContent({ name, consentId, title, kind, embedUrl, linkUrl, provider, privacyPath }: WidgetProps<'external-content'>) {
  useSignals();
  // The visitor's consents live in this browser: the build draws the placeholder, and so does the hydration.
  const hydrated = useHydrated();
  const [consented, setConsented] = useState(() => hasContentConsent(name));
  const [loadedByClick, setLoadedByClick] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const allowed = hydrated && (consented || (consentId ? isConsentGiven(consentId) : false));

  // The button that had the focus is gone; the content it loaded takes it.
  useEffect(() => {
    if (loadedByClick) frame.current?.focus();
  }, [loadedByClick]);

  if (allowed) {
    return (
      <div className={`external-content external-content--${kind} external-content--loaded`}>
        <iframe
          ref={frame}
          className="external-content__frame"
          title={title}
          src={embedUrl}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className={`external-content external-content--${kind}`}>
      <p className="external-content__title">{title}</p>
      <p>{t('externalContent.notice', { provider })}</p>
      <p>
        <a href={privacyPath}>{t('externalContent.privacy')}</a>
      </p>
      {hydrated ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            giveContentConsent(name);
            setConsented(true);
            setLoadedByClick(true);
          }}
        >
          {t('externalContent.load')}
        </button>
      ) : (
        // Before the script (or without it): the content on the provider's own site, in a tab of
        // its own, where the button will stand (its size too, so nothing moves).
        <a className="button" href={linkUrl} target="_blank" rel={externalLinkRel}>
          {t('externalContent.openMap', { provider })}
        </a>
      )}
    </div>
  );
}
