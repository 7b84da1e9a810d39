import { $gender, useStore } from '@nm/core';
import { useId } from 'react';
import { designersAtoZUrl, designersDrawer, letterRows } from '../model/drawer';
import { featuredDesigners } from '../model/featuredDesigners';
import { BY_A_Z, DESIGNERS_A_TO_Z, DESIGNERS_BY_CATEGORY, FEATURED_DESIGNERS } from '../model/strings';
import { DrawerShell } from './DrawerShell';
import type { DrawerProps } from './drawerProps';

/**
 * The designers drawer (header.md §2, id cat000730): "BY A-Z" (the letters
 * in rows of 5, each to its letter's page, then every designer by letter in a
 * scrolling list), "DESIGNERS BY CATEGORY", "FEATURED DESIGNERS" (the
 * service's list, else the bundled one for the gender), and "Designers A To Z".
 */
export function DesignersDrawer(props: DrawerProps) {
  const gender = useStore($gender);
  const drawer = designersDrawer(props.silo);
  const featured = drawer.featured ?? featuredDesigners(gender);
  const ids = { az: useId(), category: useId(), featured: useId() };
  return (
    <DrawerShell {...props} className="drawer--designers">
      <div className="drawer__columns">
        <div className="drawer__column drawer__column--az">
          <h2 className="drawer__heading" id={ids.az}>
            {BY_A_Z}
          </h2>
          {letterRows(drawer.letters).map((row, index) => (
            <ul key={index} className="drawer__letters" aria-labelledby={ids.az}>
              {row.map((group) => (
                <li key={group.letter}>
                  {group.designers.length > 0 ? <a href={group.url}>{group.letter}</a> : <span>{group.letter}</span>}
                </li>
              ))}
            </ul>
          ))}
          {drawer.designerCount > 0 && (
            <ul className="drawer__designers" aria-labelledby={ids.az}>
              {drawer.letters
                .filter((g) => g.designers.length > 0)
                .map((group) => (
                  <li key={group.letter}>
                    <p className="drawer__letter" aria-hidden="true">
                      {group.letter}
                    </p>
                    <ul>
                      {group.designers.map((designer) => (
                        <li key={designer.id}>
                          {designer.url ? <a href={designer.url}>{designer.name}</a> : designer.name}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
            </ul>
          )}
          <a className="drawer__all" href={designersAtoZUrl()}>
            {DESIGNERS_A_TO_Z}
          </a>
        </div>
        {drawer.byCategory.length > 0 && (
          <div className="drawer__column">
            <h2 className="drawer__heading" id={ids.category}>
              {DESIGNERS_BY_CATEGORY}
            </h2>
            <ul className="drawer__list" aria-labelledby={ids.category}>
              {drawer.byCategory.map((c) => (
                <li key={c.id}>{c.url ? <a href={c.url}>{c.name}</a> : c.name}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="drawer__column">
          <h2 className="drawer__heading" id={ids.featured}>
            {FEATURED_DESIGNERS}
          </h2>
          <ul className="drawer__list" aria-labelledby={ids.featured}>
            {featured.map((d) => (
              <li key={d.id}>{d.url ? <a href={d.url}>{d.name}</a> : d.name}</li>
            ))}
          </ul>
        </div>
      </div>
    </DrawerShell>
  );
}
