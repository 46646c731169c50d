import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../i18n/index.ts';
import { closeMenus, menuOpen } from '../store/ui.ts';
import { Drawer } from '../ui/Drawer.tsx';
import { MenuLinkView } from '../ui/MenuLinkView.tsx';
import { SlideMenuGroups } from './SlideMenuGroups.tsx';
import { enhanceStaticMenu } from './static-menu.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';

/**
 * The small-screen menu: a burger button opening a slide-in panel from the right.
 * On large screens the header's static menu halves are shown instead (CSS decides).
 */
export default function HeaderMenu({ entries }: WidgetProps<'header-menu'>) {
  useSignals();
  const burger = useRef<HTMLButtonElement>(null);
  const open = menuOpen.value;
  // One group open at a time; choosing a link closes the menu, and it opens again with every group closed.
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  useEffect(() => {
    if (!open) setOpenGroup(null);
  }, [open]);

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
          // The store's value, not this render's: a press right after Escape comes before the re-render.
          menuOpen.value = !menuOpen.value;
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
          {entries.map((entry, index) => (
            <li key={entry.href + entry.label}>
              {entry.href && <MenuLinkView link={entry} onNavigate={closeMenus} />}
              {entry.groups.length > 0 && (
                <SlideMenuGroups
                  entry={entry}
                  id={`slide-menu-groups-${index}`}
                  open={openGroup === entry.label}
                  onToggle={() => setOpenGroup(openGroup === entry.label ? null : entry.label)}
                  onNavigate={closeMenus}
                />
              )}
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
