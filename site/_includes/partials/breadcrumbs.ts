import { html, type SafeHtml } from '../../../widgets/core/html.ts';
import type { PageData, TemplateContext } from '../page-types.ts';

export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page to this one; the last crumb is the current page. */
export function breadcrumbs(this: TemplateContext, data: PageData, trail: readonly Crumb[]): SafeHtml {
  if (trail.length < 2) return html``;
  const last = trail.length - 1;
  return html`<nav class="breadcrumbs" aria-label="${this.t('site.breadcrumb', data.lang)}">
  <ol>${trail.map((crumb, index) =>
    index === last ? html`<li><a href="${crumb.path}" aria-current="page">${crumb.name}</a></li>` : html`<li><a href="${crumb.path}">${crumb.name}</a></li>`,
  )}</ol>
</nav>`;
}
