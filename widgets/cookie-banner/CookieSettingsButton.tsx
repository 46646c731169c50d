import { t } from '../i18n/index.ts';
import { resetConsents } from '../store/index.ts';

/** In the footer: takes the stored consents back, so the banner asks again (consent is revocable). */
export default function CookieSettingsButton() {
  return (
    <button type="button" className="link-button" onClick={resetConsents}>
      {t('consent.reopen')}
    </button>
  );
}
