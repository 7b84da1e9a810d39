import {
  $config,
  Dialog,
  pageLocation,
  REDUCED_MOTION_QUERY,
  siteRoute,
  useLazySheet,
  type Gender,
  useStore,
} from '@nm/core';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { navpathOf } from '../model/navpath';
import {
  allGenderLabel,
  BACK_LABEL,
  CLOSE_LABEL,
  GENDER_GROUP_LABEL,
  LOADING_LABEL,
  MENU_LABEL,
  VIEW_FAVORITES,
} from '../model/strings';
import { navToggles } from '../model/toggles';
import { createMobileMenu, type MobileMenu as Machine } from '../state/createMobileMenu';
import { loadMenu } from '../state/silos';
import { Chevron } from './Chevron';
import { MENU_CSS } from './styles';

export interface MobileMenuProps {
  /** The Women / Men choice shows in the menu (the header's gender rules, header.md §5). */
  genderChoice: boolean;
  /** Where the page goes when the menu closes with another gender (the header's page rules); null: it stays. */
  redirect(gender: Gender): string | null;
  /** §4 "the template's default path", as an index list (tests and stories). */
  defaultPath?: readonly number[];
  /** §4 "the template's default path" as the page's template writes it, a navpath; used when the URL has none. */
  defaultNavpath?: string;
  /** The header's own entries at the root, after View Favorites (its Our Stores). */
  extra?: ReactNode;
  /** For tests and stories: a machine of their own. */
  menu?: Machine;
}

const GENDERS: ReadonlyArray<{ gender: Gender; label: string }> = [
  { gender: 'W', label: 'Women' },
  { gender: 'M', label: 'Men' },
];

/**
 * The mobile menu (header.md §2, §4): core's Dialog (modal, in the top layer,
 * its ::backdrop the overlay that closes it, Escape, focus kept inside and
 * returned to the hamburger), sliding in from the left. A level lists its
 * categories: one with children is a button that goes in, one without a link.
 * Menu returns to the root, Back goes up one level; each level's heading
 * ("All Women" / "All Men" at the root, the category's name below) gets focus
 * when the level settles, and Back returns focus to the entry that was opened.
 */
export function MobileMenu({ genderChoice, redirect, defaultPath, defaultNavpath, extra, menu }: MobileMenuProps) {
  useLazySheet(MENU_CSS);
  const config = useStore($config);
  const toggles = navToggles(config);
  const machine = useMemo(
    () =>
      menu ??
      createMobileMenu({
        load: (gender) =>
          loadMenu(gender, {
            view: 'mobile',
            globalAssets: toggles.globalNavUpdate,
            ...(toggles.newHeader && { extra: { newHeader: 'true' } }),
          }),
        navpath: () => navpathOf(pageLocation().search) ?? (defaultNavpath || null),
        ...(defaultPath && { defaultPath }),
        reducedMotion: () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one machine per menu; toggles are read when it loads
    [menu],
  );
  useEffect(() => machine.start(), [machine]);
  useEffect(() => machine.actions.setRedirect(redirect), [machine, redirect]);
  const s = useStore(machine.$snapshot);
  const { actions } = machine;
  const levelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const level = levelRef.current;
    if (!level || !s.focus) return;
    const target =
      s.focus.target === 'heading'
        ? level.querySelector<HTMLElement>('.nav-level__heading')
        : level.querySelectorAll<HTMLElement>('.nav-level__entry')[s.focus.index + (s.path.length > 0 ? 1 : 0)];
    target?.focus();
    // focusSeq: each settled level asks once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s.focusSeq]);

  const parent = s.parents[s.parents.length - 1];
  const heading = parent ? parent.name : allGenderLabel(s.gender);
  const levelClass = `nav-level${s.isNextClicked ? ' nav-level--from-right' : s.isPrevClicked ? ' nav-level--from-left' : ''}${s.applyTransition ? ' nav-level--sliding' : ''}`;

  return (
    <Dialog
      open={s.open}
      onClose={() => actions.close()}
      title={MENU_LABEL}
      placement="center"
      className="nav-menu"
      closeLabel={CLOSE_LABEL}
    >
      {s.path.length > 0 && (
        <div className="nav-menu__bar">
          <button
            type="button"
            onClick={() => actions.back()}
            aria-label={`${BACK_LABEL} to ${s.parents.length > 1 ? s.parents[s.parents.length - 2]!.name : allGenderLabel(s.gender)}`}
          >
            <Chevron direction="left" /> {BACK_LABEL}
          </button>
          <button type="button" onClick={() => actions.toRoot()}>
            {MENU_LABEL}
          </button>
        </div>
      )}
      {s.path.length === 0 && genderChoice && (
        <div className="nav-menu__gender" role="group" aria-label={GENDER_GROUP_LABEL}>
          {GENDERS.map((option) => (
            <button
              key={option.gender}
              type="button"
              aria-pressed={s.gender === option.gender}
              onClick={() => actions.chooseGender(option.gender)}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
      {s.menu === null ? (
        <p className="nav-menu__status" role="status">
          {LOADING_LABEL}
        </p>
      ) : (
        <div ref={levelRef} className={levelClass} key={s.path.join('_')}>
          <h3 className="nav-level__heading" tabIndex={-1}>
            {heading}
          </h3>
          <ul className="nav-level__list">
            {parent?.url && (
              <li>
                <a className="nav-level__entry" href={parent.url}>{`All ${parent.name}`}</a>
              </li>
            )}
            {s.visible.map((category, index) => (
              <li key={category.id}>
                {category.categories.length > 0 ? (
                  <button
                    type="button"
                    className="nav-level__entry"
                    data-red={category.attributes.redTextFlag || undefined}
                    onClick={() => actions.next(index)}
                  >
                    <span>{category.name}</span>
                    <Chevron direction="right" />
                  </button>
                ) : (
                  <a
                    className="nav-level__entry"
                    href={category.url || undefined}
                    data-red={category.attributes.redTextFlag || undefined}
                  >
                    {category.name}
                  </a>
                )}
              </li>
            ))}
          </ul>
          {s.path.length === 0 && (
            <a className="nav-menu__favorites" href={siteRoute('favorites', config)}>
              {VIEW_FAVORITES}
            </a>
          )}
          {s.path.length === 0 && extra}
        </div>
      )}
    </Dialog>
  );
}
