import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../i18n/index.ts';
import { colorMode } from '../store/index.ts';
import { useMediaQuery } from '../ui/use-media-query.ts';

/** Switches between light and dark; the choice is kept, until then the system preference applies. */
export default function ColorModeToggle() {
  useSignals();
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
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
