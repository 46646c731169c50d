import { useSyncExternalStore } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../i18n/index.ts';
import { colorMode } from '../store/index.ts';

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToSystemPreference(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemPrefersDark = () => typeof matchMedia === 'function' && matchMedia(darkQuery).matches;

/** Switches between light and dark; the choice is kept, until then the system preference applies. */
export default function ColorModeToggle() {
  useSignals();
  const systemDark = useSyncExternalStore(subscribeToSystemPreference, systemPrefersDark, () => false);
  const dark = (colorMode.value ?? (systemDark ? 'dark' : 'light')) === 'dark';
  return (
    <button
      type="button"
      className="color-mode-toggle"
      aria-pressed={dark}
      onClick={() => {
        colorMode.value = dark ? 'light' : 'dark';
      }}
    >
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
      <span className="visually-hidden">{t('site.darkMode')}</span>
    </button>
  );
}
