import de from '../../site/locales/de.json' with { type: 'json' };
import en from '../../site/locales/en.json' with { type: 'json' };
import fr from '../../site/locales/fr.json' with { type: 'json' };
import type { Language } from '../core/languages.ts';
import type { Resources } from './translator.ts';

/** Every language's strings, for the build and the tests (never bundled for the browser). */
export const allResources: Record<Language, Resources> = { de, en, fr };
