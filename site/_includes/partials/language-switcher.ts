import { html, type SafeHtml } from '../../../widgets/core/html.ts';
import { languageNames } from '../../../widgets/core/languages.ts';
import type { Alternate } from '../../../widgets/core/seo.ts';
import type { PageData, TemplateContext } from '../page-types.ts';

/** Links this page to each of its own translations, and only where one exists. */
export function languageSwitcher(this: TemplateContext, data: PageData, alternates: readonly Alternate[]): SafeHtml {
  if (alternates.length < 2) return html``;
  return html`<nav class="language-switcher" aria-label="${this.t('site.languageSwitcher', data.lang)}">
  <ul>${alternates.map((alternate) => {
    // Narrow headers show the code; the link's name stays the language's own name.
    const label = html`<span class="language-switcher__name">${languageNames[alternate.lang]}</span><span class="language-switcher__code" aria-hidden="true">${alternate.lang.toUpperCase()}</span>`;
    return alternate.lang === data.lang
      ? html`<li><a href="${alternate.path}" lang="${alternate.lang}" hreflang="${alternate.lang}" aria-current="page">${label}</a></li>`
      : html`<li><a href="${alternate.path}" lang="${alternate.lang}" hreflang="${alternate.lang}">${label}</a></li>`;
  })}</ul>
</nav>`;
}
