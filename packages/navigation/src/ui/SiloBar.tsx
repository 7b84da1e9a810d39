import {
  $config,
  $gender,
  ControlledPart,
  lazyPart,
  PHONE_QUERY,
  useLazySheet,
  useMediaQuery,
  useStore,
} from '@nm/core';
import {
  memo,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { isDesignersSilo } from '../model/drawer';
import { drawerToggleLabel } from '../model/strings';
import { navToggles } from '../model/toggles';
import type { Category } from '../model/types';
import { startBarDismissal } from '../state/barDismissal';
import { createNavigation, type Navigation } from '../state/createNavigation';
import { $menus, loadMenu } from '../state/silos';
import { publishSiteNavigation } from '../state/structuredData';
import { Chevron } from './Chevron';
import type { DrawerProps } from './drawerProps';
import { BAR_CSS } from './styles';

/** The drawers are their own chunks, fetched when the pointer or focus reaches the bar (or on the first open). */
const drawerPart = lazyPart(() => import('./Drawer'), 'Drawer');
const designersPart = lazyPart(() => import('./DesignersDrawer'), 'DesignersDrawer');
const preloadDrawers = () => {
  void drawerPart.preload().catch(() => {});
  void designersPart.preload().catch(() => {});
};

export interface SiloBarProps {
  /** header.md §2: the structured data list, on every page but the product page (the header's page rules). */
  structuredData: boolean;
  /** For tests and stories: a machine of their own (fake clock). */
  navigation?: Navigation;
}

const hasDrawer = (silo: Category) => silo.categories.length > 0;
/** The silo's focusable trigger: its disclosure button, or its link when it has no drawer. */
const triggerIn = (root: HTMLElement, silos: Category[], id: string) =>
  root.querySelector<HTMLElement>(`[data-silo="${silos.findIndex((s) => s.id === id)}"] .silo__focus`);

/**
 * The desktop silo bar (header.md §2, §4 "Silo drawer"): the APG disclosure
 * navigation pattern, never role="menu". A silo with a page and a drawer is
 * its link plus a disclosure button ("{name} menu", aria-expanded,
 * aria-controls); a silo with a drawer and no page is one disclosure button;
 * a silo without a drawer is a link. The drawer follows its trigger in the
 * DOM, so Tab walks into it. Rendered inside the header's navigation
 * landmark; until the menu is known the page's slotted nav stays.
 */
export function SiloBar({ structuredData, navigation }: SiloBarProps) {
  useLazySheet(BAR_CSS);
  const config = useStore($config);
  const gender = useStore($gender);
  const menus = useStore($menus);
  const phone = useMediaQuery(PHONE_QUERY);
  const toggles = navToggles(config);
  // A menu comes from the network, not from the shopper. A store's change is drawn in one blocking render, in the
  // task that stored it; deferred, the bar's first drawing (every silo, a link and a disclosure each) is a
  // transition, in slices the browser can interrupt, and the render the store asks for draws nothing new.
  const menu = useDeferredValue(menus[gender]);

  useEffect(() => {
    void loadMenu(gender, {
      view: phone ? 'mobile' : 'desktop',
      globalAssets: toggles.globalNavUpdate,
      ...(toggles.newHeader && { extra: { newHeader: 'true' } }),
    });
  }, [gender, phone, toggles.globalNavUpdate, toggles.newHeader]);

  useEffect(() => {
    if (menu && structuredData) publishSiteNavigation(document, menu.silos);
  }, [menu, structuredData]);

  const machine = useMemo(() => navigation ?? createNavigation(), [navigation]);
  useEffect(() => machine.start(), [machine]);
  if (!menu) return null;
  return <Bar silos={menu.silos} machine={machine} center={toggles.topNavCenter} newHeader={toggles.newHeader} />;
}

interface BarProps {
  silos: Category[];
  machine: Navigation;
  center: boolean;
  newHeader: boolean;
}

/** Memoised, so that the store's blocking render, which still holds the deferred menu, stops here. */
const Bar = memo(function Bar({ silos, machine, center, newHeader }: BarProps) {
  const { openId } = useStore(machine.$snapshot);
  const { actions } = machine;
  const rootRef = useRef<HTMLDivElement>(null);
  const pointerType = useRef<string>('mouse');
  const focusFirstOf = useRef<string | null>(null);
  const baseId = useId();
  // DOM ids and data attributes are ours (the bar's useId and the silo's place), never the service's ids: an id
  // with a space would name two elements in aria-controls, and two silos sharing one would share a drawer id.
  const drawerId = (index: number) => `${baseId}-drawer-${index}`;
  const triggerOf = (id: string) => (rootRef.current ? triggerIn(rootRef.current, silos, id) : null);

  const anyOpen = openId !== null;
  useEffect(() => {
    const root = rootRef.current;
    if (!anyOpen || !root) return;
    return startBarDismissal(machine, { root, focusTrigger: (id) => triggerIn(root, silos, id)?.focus() });
  }, [anyOpen, machine, silos]);

  const point = (event: PointerEvent) => ({ x: event.clientX, y: event.clientY });
  const isMouse = (event: PointerEvent) => event.pointerType !== 'touch';

  return (
    <div
      ref={rootRef}
      className="silo-nav"
      data-center={center || undefined}
      data-new={newHeader || undefined}
      onPointerMove={(e) => {
        if (isMouse(e)) actions.pointerMove(point(e));
      }}
      onPointerEnter={preloadDrawers}
      onFocus={preloadDrawers}
    >
      <ul className="silo-bar">
        {silos.map((silo, index) => {
          const open = openId === silo.id;
          const drawer = hasDrawer(silo);
          const red = silo.attributes.redTextFlag || undefined;
          const name = (
            <>
              {silo.name}
              {silo.attributes.textAdornment && (
                <span className="silo__adornment">{silo.attributes.textAdornment}</span>
              )}
            </>
          );
          const onLinkClick = (event: MouseEvent) => {
            if (drawer && pointerType.current === 'touch' && actions.tap(silo.id) === 'open') event.preventDefault();
          };
          const onToggleKey = (event: KeyboardEvent) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              focusFirstOf.current = silo.id;
              actions.openFromKeyboard(silo.id);
            }
          };
          return (
            <li key={silo.id} className={`silo${open ? ' silo--open' : ''}`} data-silo={index}>
              <div
                className="silo__trigger"
                onPointerDown={(e) => {
                  pointerType.current = e.pointerType;
                }}
                onPointerEnter={(e) => {
                  if (isMouse(e) && drawer) actions.pointerEnterTrigger(silo.id, point(e));
                }}
                onPointerLeave={(e) => {
                  if (isMouse(e)) actions.pointerLeaveTrigger(silo.id, point(e));
                }}
              >
                {silo.url ? (
                  <a
                    className={`silo__link${drawer ? '' : ' silo__focus'}`}
                    href={silo.url}
                    data-red={red}
                    onClick={onLinkClick}
                  >
                    {name}
                  </a>
                ) : (
                  <button
                    type="button"
                    className="silo__button silo__focus"
                    data-red={red}
                    aria-expanded={open}
                    aria-controls={drawerId(index)}
                    onClick={() => actions.toggle(silo.id)}
                    onKeyDown={onToggleKey}
                  >
                    {name}
                  </button>
                )}
                {silo.url && drawer && (
                  <button
                    type="button"
                    className="silo__toggle silo__focus"
                    aria-expanded={open}
                    aria-controls={drawerId(index)}
                    aria-label={drawerToggleLabel(silo.name)}
                    onPointerDown={(e) => {
                      pointerType.current = e.pointerType;
                    }}
                    onClick={() => actions.toggle(silo.id)}
                    onKeyDown={onToggleKey}
                  >
                    <Chevron />
                  </button>
                )}
              </div>
              {drawer && open && (
                <ControlledPart id={drawerId(index)}>
                  <DrawerFor
                    silo={silo}
                    id={drawerId(index)}
                    machine={machine}
                    focusFirstRef={focusFirstOf}
                    onClose={() => {
                      actions.close('close-button');
                      triggerOf(silo.id)?.focus();
                    }}
                  />
                </ControlledPart>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
});

function DrawerFor(props: DrawerProps) {
  return isDesignersSilo(props.silo) ? <designersPart.Component {...props} /> : <drawerPart.Component {...props} />;
}
