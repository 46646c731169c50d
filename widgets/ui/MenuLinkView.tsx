import { externalLinkRel, type MenuLink } from '../core/menu.ts';

/** One menu link: external ones open in a new tab with the spec's rel; every click closes the menus. */
export function MenuLinkView({ link, onNavigate }: { link: MenuLink; onNavigate(): void }) {
  return link.external ? (
    <a href={link.href} target="_blank" rel={externalLinkRel} onClick={onNavigate}>
      {link.label}
    </a>
  ) : (
    <a href={link.href} onClick={onNavigate}>
      {link.label}
    </a>
  );
}
