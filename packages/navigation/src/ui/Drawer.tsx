import { drawerColumns } from '../model/drawer';
import type { Category } from '../model/types';
import { DrawerShell } from './DrawerShell';
import type { DrawerProps } from './drawerProps';

function Entry({ category }: { category: Category }) {
  const { boutiqueTextAdornments: boutique, redTextFlag } = category.attributes;
  return (
    <>
      {category.url ? (
        <a href={category.url} data-red={redTextFlag || undefined}>
          {category.name}
        </a>
      ) : (
        <span>{category.name}</span>
      )}
      {boutique && <span className="drawer__boutique">{boutique}</span>}
    </>
  );
}

/**
 * A silo's drawer (header.md §2): its subcategories in columns, a new column
 * at each flgColumnBreak; each group's name links to its page, its
 * categories listed under it.
 */
export function Drawer(props: DrawerProps) {
  const columns = drawerColumns(props.silo.categories);
  return (
    <DrawerShell {...props}>
      <div className="drawer__columns">
        {columns.map((column, index) => (
          <ul key={index} className="drawer__column">
            {column.map((group) => (
              <li key={group.id}>
                {group.url ? (
                  <a className="drawer__group" href={group.url} data-red={group.attributes.redTextFlag || undefined}>
                    {group.name}
                  </a>
                ) : (
                  <span className="drawer__group">{group.name}</span>
                )}
                {group.categories.length > 0 && (
                  <ul className="drawer__list">
                    {group.categories.map((category) => (
                      <li key={category.id}>
                        <Entry category={category} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </DrawerShell>
  );
}
