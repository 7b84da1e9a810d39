import { $config, $country, $gender, useStore } from '@nm/core';
import { GENDER_NAV_LABEL, GENDER_OPTIONS, showsGenderNav } from '../../model/gender';
import { rulesForPageId, type PageRules } from '../../model/pageId';
import { selectGender } from '../../state/gender';

export interface GenderNavProps {
  /** The header's page rules (`useHeader().rules`): on SRP choosing reloads the search. */
  rules?: Pick<PageRules, 'genderReloadsSearch'>;
  /** For the nav alone, outside <nm-header> (stories, tests): its page id, read with the header's rules. */
  pageId?: string;
}

/**
 * header.md §2 "Gender buttons Women / Men", §4, §5: shown by the rules in
 * model/gender.ts; a pair of toggle buttons (aria-pressed), the chosen one
 * pressed. The choice is the search's (one writer) and the shared $gender.
 */
export function GenderNav({ rules, pageId }: GenderNavProps) {
  const config = useStore($config);
  const country = useStore($country);
  const gender = useStore($gender);
  if (!showsGenderNav({ ...config, country })) return null;
  const { genderReloadsSearch: reloadsSearch } = rules ?? rulesForPageId(pageId);
  return (
    <div className="gender-nav" role="group" aria-label={GENDER_NAV_LABEL}>
      {GENDER_OPTIONS.map((option) => (
        <button
          key={option.gender}
          type="button"
          className={`gender-nav__button${option.gender === gender ? ' gender-nav__button--active' : ''}`}
          aria-pressed={option.gender === gender}
          onClick={() => selectGender(option.gender, reloadsSearch)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
