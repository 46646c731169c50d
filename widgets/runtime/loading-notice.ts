/**
 * The delayed-load notice (spec §2, §9): when a page the visitor asked for has not replaced this
 * one after 1000 ms, a polite status line says it is on its way. Pages are real HTML, so this
 * watches link clicks; the next page simply replaces it. The text comes translated from the page.
 */
const loadingNoticeDelayMs = 1000;

function isPageNavigation(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    !link.target &&
    !link.hasAttribute('download') &&
    link.origin === location.origin &&
    // A jump within this page loads nothing.
    !(link.pathname === location.pathname && link.search === location.search && link.hash)
  );
}

export function watchSlowNavigations(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let notice: HTMLElement | undefined;
  const hide = () => {
    clearTimeout(timer);
    notice?.remove();
    notice = undefined;
  };
  const show = () => {
    notice ??= Object.assign(document.createElement('div'), { className: 'loading-notice' });
    notice.setAttribute('role', 'status');
    notice.textContent = document.body.dataset.loadingNotice ?? '…';
    document.body.append(notice);
  };
  // Bubble phase: widgets that handle a click themselves have called preventDefault by then.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !isPageNavigation(event, link)) return;
    hide();
    timer = setTimeout(show, loadingNoticeDelayMs);
  });
  // Back from the back-forward cache: this page is current again.
  window.addEventListener('pageshow', hide);
}
