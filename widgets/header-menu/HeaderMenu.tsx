import { useEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { MenuEntry } from '../core/menu.ts';
import { t } from '../i18n/index.ts';
import { closeMenus, menuOpen } from '../store/index.ts';
import { Drawer } from '../ui/Drawer.tsx';
import { MenuLinkView } from '../ui/MenuLinkView.tsx';
import { enhanceStaticMenu } from './static-menu.ts';

/**
 * The small-screen menu: a burger button opening a slide-in panel from the right.
 * On large screens the header's static menu halves are shown instead (CSS decides).
 */
export default function HeaderMenu({ entries }: { entries: MenuEntry[] }) {
  useSignals();
  const burger = useRef<HTMLButtonElement>(null);
  const open = menuOpen.value;

  useEffect(() => {
    const nav = document.querySelector<HTMLElement>('.site-header__nav');
    return nav ? enhanceStaticMenu(nav, closeMenus) : undefined;
  }, []);

  return (
    <div className="header-menu">
      <button
        ref={burger}
        type="button"
        className="header-menu__burger"
        aria-expanded={open}
        aria-controls="slide-menu"
        onClick={() => {
          menuOpen.value = !open;
        }}
      >
        <span className="burger-icon" aria-hidden="true" />
        <span className="visually-hidden">{t('site.openMenu')}</span>
      </button>
      <Drawer id="slide-menu" open={open} label={t('site.mainNavigation')} onClose={closeMenus} returnFocusTo={burger}>
        <button type="button" className="drawer__close" onClick={closeMenus}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('site.closeMenu')}</span>
        </button>
        <ul className="slide-menu">
          {entries.map((entry) => (
            <li key={entry.href + entry.label}>
              {entry.href ? <MenuLinkView link={entry} onNavigate={closeMenus} /> : <span className="menu-group__title">{entry.label}</span>}
              {entry.groups.map((group) => (
                <div key={group.label} className="menu-group">
                  <p className="menu-group__label">{group.label}</p>
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.href + link.label}>
                        <MenuLinkView link={link} onNavigate={closeMenus} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
              {entry.children.length > 0 && (
                <ul>
                  {entry.children.map((child) => (
                    <li key={child.href}>
                      <MenuLinkView link={child} onNavigate={closeMenus} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </Drawer>
    </div>
  );
}
