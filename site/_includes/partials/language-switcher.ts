import { html, type SafeHtml } from '../../../widgets/core/html.ts';
import { languageNames } from '../../../widgets/core/languages.ts';
import type { Alternate } from '../../../widgets/core/seo.ts';
import type { PageData, TemplateContext } from '../page-types.ts';

/** Links this page to each of its own translations, and only where one exists. */
export function languageSwitcher(this: TemplateContext, data: PageData, alternates: readonly Alternate[]): SafeHtml {
  if (alternates.length < 2) return html``;
  return html`<nav class="language-switcher" aria-label="${this.t('site.languageSwitcher', data.lang)}">
  <ul>${alternates.map((alternate) =>
    alternate.lang === data.lang
      ? html`<li><a href="${alternate.path}" lang="${alternate.lang}" hreflang="${alternate.lang}" aria-current="page">${languageNames[alternate.lang]}</a></li>`
      : html`<li><a href="${alternate.path}" lang="${alternate.lang}" hreflang="${alternate.lang}">${languageNames[alternate.lang]}</a></li>`,
  )}</ul>
</nav>`;
}
