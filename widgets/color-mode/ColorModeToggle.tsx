import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../i18n/index.ts';
import { colorMode } from '../store/index.ts';

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Switches between light and dark; the choice is kept, until then the system preference applies. */
export default function ColorModeToggle() {
  useSignals();
  const dark = (colorMode.value ?? (systemPrefersDark() ? 'dark' : 'light')) === 'dark';
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
