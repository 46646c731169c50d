/**
 * Behaviour for the header's server-rendered menu (the large-screen halves): its groups are
 * <details> elements that work without script; with it, only one is open at a time, a chosen
 * link closes them all, and Escape or a click elsewhere closes an open one.
 */
export function enhanceStaticMenu(nav: HTMLElement, onNavigate: () => void): () => void {
  const groups = () => [...nav.querySelectorAll<HTMLDetailsElement>('details.menu-groups')];
  const closeAll = (except?: HTMLDetailsElement) => {
    for (const details of groups()) if (details !== except) details.open = false;
  };

  const onToggle = (event: Event) => {
    const details = event.target as HTMLDetailsElement;
    if (details.open) closeAll(details);
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) {
      closeAll();
      onNavigate();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const open = groups().find((details) => details.open);
    if (!open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  };
  const onOutsideClick = (event: MouseEvent) => {
    if (!nav.contains(event.target as Node)) closeAll();
  };

  // 'toggle' does not bubble: listen in the capture phase.
  nav.addEventListener('toggle', onToggle, true);
  nav.addEventListener('click', onClick);
  nav.addEventListener('keydown', onKeyDown);
  document.addEventListener('click', onOutsideClick);
  return () => {
    nav.removeEventListener('toggle', onToggle, true);
    nav.removeEventListener('click', onClick);
    nav.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('click', onOutsideClick);
  };
}
