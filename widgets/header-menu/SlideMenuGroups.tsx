import type { MenuEntry } from '../core/menu.ts';
import { MenuLinkView } from '../ui/MenuLinkView.tsx';

interface SlideMenuGroupsProps {
  entry: MenuEntry;
  /** The panel's id, for the button's aria-controls. */
  id: string;
  open: boolean;
  onToggle(): void;
  onNavigate(): void;
}

/**
 * An entry with groups of links in the slide-in menu: a disclosure button that opens and closes
 * its groups (spec §2: groups open and close, one open at a time, the menu decides which).
 */
export function SlideMenuGroups({ entry, id, open, onToggle, onNavigate }: SlideMenuGroupsProps) {
  return (
    <>
      <button type="button" className="slide-menu__toggle" aria-expanded={open} aria-controls={id} onClick={onToggle}>
        {entry.label}
      </button>
      <div id={id} className="slide-menu__groups" hidden={!open}>
        {entry.groups.map((group) => (
          <div key={group.label} className="menu-group">
            <p className="menu-group__label">{group.label}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.href + link.label}>
                  <MenuLinkView link={link} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}
