import { isInVariation, isToggleOn, type WidgetsConfig } from '@nm/core';
import { TOGGLES } from './constants';

/** The page's config with the shopper's country (core `$country`: the page's config, else the profile cookie, else US). */
type Gate = Pick<WidgetsConfig, 'toggles' | 'abTests'> & { country: string };
type BrandGate = Gate & Pick<WidgetsConfig, 'brand'>;

/** header.md §5: type-ahead only for a US profile, with TYPEAHEAD on or ABTEST_TYPEAHEAD in variation b. */
export function isTypeaheadEnabled(config: Gate): boolean {
  return (
    config.country === 'US' &&
    (isToggleOn(config, TOGGLES.typeahead) || isInVariation(config, TOGGLES.typeaheadTest, 'b'))
  );
}

/** header.md §5: gender tabs with HP_GENDER, SRP_GENDER or GENDER_TYPEAHEAD, without GENDERLESS_SRP, and a US profile. */
export function isGenderTabsEnabled(config: Gate): boolean {
  const anyGender = [TOGGLES.hpGender, TOGGLES.srpGender, TOGGLES.genderTypeahead].some((name) =>
    isToggleOn(config, name),
  );
  return config.country === 'US' && anyGender && !isToggleOn(config, TOGGLES.genderlessSrp);
}

/**
 * header.md §5, §7: the tabs as the page gets them: the toggles above, and
 * only on the NM brand (the HC auto-suggest call takes no gender).
 */
export function showsGenderTabs(config: BrandGate): boolean {
  return config.brand === 'NM' && isGenderTabsEnabled(config);
}

/** header.md §2: the collapsible search bar (desktop) opens a modal. */
export function isCollapsedSearchBar(config: Pick<WidgetsConfig, 'toggles'>): boolean {
  return isToggleOn(config, TOGGLES.collapsedSearchBar);
}

/** header.md §2: "SNAP. FIND. SHOP." is shown unless our toggle hides it (README "Decisions"). */
export function isCameraSearchShown(config: Pick<WidgetsConfig, 'toggles'>): boolean {
  return !isToggleOn(config, TOGGLES.hideCameraSearch);
}

/**
 * header.md §2: which search the page gets. A phone with type-ahead: a box
 * opening the full-screen modal on focus; a desktop with COLLAPSED_SEARCH_BAR:
 * a Search button opening the centred modal; otherwise (no modal) the box
 * with its dropdown, or the older variant's form when type-ahead is off.
 */
export type ModalKind = 'phone' | 'collapsed' | null;

export function modalKind({
  phone,
  typeahead,
  collapsed,
}: {
  phone: boolean;
  typeahead: boolean;
  collapsed: boolean;
}): ModalKind {
  if (phone) return typeahead ? 'phone' : null;
  return collapsed ? 'collapsed' : null;
}
