import type { Gender } from '@nm/core';

const TABS: ReadonlyArray<{ gender: Gender; label: string }> = [
  { gender: 'W', label: 'WOMEN' },
  { gender: 'M', label: 'MEN' },
];

/**
 * header.md §2: the WOMEN / MEN tabs. They change which answers the
 * type-ahead asks for rather than showing tab panels, so they are a pair of
 * toggle buttons (aria-pressed), not an ARIA tablist with nothing to control.
 */
export function GenderTabs({ gender, onChange }: { gender: Gender; onChange(gender: Gender): void }) {
  return (
    <div className="gender" role="group" aria-label="Search in">
      {TABS.map((tab) => (
        <button
          key={tab.gender}
          type="button"
          className={`gender__tab${tab.gender === gender ? ' gender__tab--active' : ''}`}
          aria-pressed={tab.gender === gender}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChange(tab.gender)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
