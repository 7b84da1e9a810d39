import { isInVariation, isToggleOn, type WidgetsConfig } from '@nm/core';
import { TOGGLES } from './constants';

type Gate = Pick<WidgetsConfig, 'toggles' | 'abTests' | 'profile'>;

const isUs = (config: Gate) => config.profile.countryPreference.toUpperCase() === 'US';

/** header.md §5: type-ahead only for a US profile, with TYPEAHEAD on or ABTEST_TYPEAHEAD in variation b. */
export function isTypeaheadEnabled(config: Gate): boolean {
  return isUs(config) && (isToggleOn(config, TOGGLES.typeahead) || isInVariation(config, TOGGLES.typeaheadTest, 'b'));
}

/** header.md §5: gender tabs with HP_GENDER, SRP_GENDER or GENDER_TYPEAHEAD, without GENDERLESS_SRP, and a US profile. */
export function isGenderTabsEnabled(config: Gate): boolean {
  const anyGender = [TOGGLES.hpGender, TOGGLES.srpGender, TOGGLES.genderTypeahead].some((name) => isToggleOn(config, name));
  return isUs(config) && anyGender && !isToggleOn(config, TOGGLES.genderlessSrp);
}

/** header.md §2: the collapsible search bar (desktop) opens a modal. */
export function isCollapsedSearchBar(config: Gate): boolean {
  return isToggleOn(config, TOGGLES.collapsedSearchBar);
}

/** header.md §2: "SNAP. FIND. SHOP." is shown unless our toggle hides it (README "Decisions"). */
export function isCameraSearchShown(config: Gate): boolean {
  return !isToggleOn(config, TOGGLES.hideCameraSearch);
}
