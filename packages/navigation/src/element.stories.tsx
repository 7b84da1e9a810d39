import {
  $config,
  chooseGender,
  closeMobileMenu,
  toggleMobileMenu,
  css,
  type ElementDefinition,
  type Gender,
} from '@nm/core';
import { markStoryReady, silenceExpectedErrors, StoryElement, storyPending, writable } from '@nm/core/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { fallbackSilos } from './model/fallback';
import { provideMenu, resetMenus } from './state/silos';
import { fixtureSilos } from './storybook/fixtures';
import { MobileMenu } from './ui/MobileMenu';
import { SiloBar } from './ui/SiloBar';

/**
 * The navigation as <nm-header> renders it: the silo bar in a
 * navigation landmark, each drawer open, the designers drawer, the bundled
 * fallback menus, the mobile menu at each level, loading and failure, both
 * brands and men's dark mode. The header's own stories show it in place.
 */
type Menu = 'service' | 'fallback' | 'loading' | 'failure';

interface StoryArgs {
  part: 'bar' | 'menu';
  menu: Menu;
  gender: Gender;
  dark?: boolean;
  /** The silo whose drawer the story opens (by its position in the bar). */
  drawer?: number;
  /** Entries the mobile menu goes into, one level each. */
  levels?: number[];
}

/** Men's dark mode tokens, as the header sets them on its inner header (packages/header ui/styles.ts). */
const STORY_CSS = css`
.story { background: var(--_nm-color-bg); color: var(--_nm-color-text); min-height: 640px; }
.story[data-theme="dark"] {
  --_nm-color-text: #f5f5f5; --_nm-color-muted: #b8b8b8; --_nm-color-bg: #111111; --_nm-color-border: #5a5a5a;
  --_nm-color-accent: #ffffff; --_nm-color-accent-text: #111111; --_nm-color-focus: #8ab4ff; --_nm-color-error: #ff8f8f;
}
`;

const elements = new Map<string, ElementDefinition<object>>();
function elementFor(args: StoryArgs): ElementDefinition<object> {
  const tag = `nm-story-nav-${args.part}${args.dark ? '-dark' : ''}` as const;
  const known = elements.get(tag);
  if (known) return known;
  const definition: ElementDefinition<object> = {
    tag,
    props: {},
    styles: STORY_CSS,
    component: () => (
      <div className="story" data-theme={args.dark ? 'dark' : 'light'}>
        {args.part === 'bar' ? (
          <nav className="navigation" aria-label="Main">
            <SiloBar structuredData={false} />
          </nav>
        ) : (
          <MobileMenu genderChoice redirect={() => null} />
        )}
      </div>
    ),
  };
  elements.set(tag, definition);
  return definition;
}

function Story(args: StoryArgs) {
  return (
    <div {...storyPending(true)}>
      <StoryElement definition={elementFor(args)} />
    </div>
  );
}

/** The stories' config points the navigation host at the page (no request leaves Storybook). */
const NAVIGATION_CALL = '/navigation/v2/silos/NM/US/:view';

const meta = {
  title: 'Navigation/Navigation',
  component: Story,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: { navigation: http.get(NAVIGATION_CALL, () => HttpResponse.json({ silos: [] }, { status: 500 })) },
    },
  },
  beforeEach: ({ args }) => {
    resetMenus();
    closeMobileMenu();
    chooseGender(args.gender);
    const config = $config.get();
    writable($config).set({
      ...config,
      hosts: { ...config.hosts, nav: '' },
      toggles: { ...config.toggles, GLOBAL_NAV_UPDATE: true, HN_RIGHT: true, GIFT_SILO_IMAGE: true },
    });
    if (args.menu === 'service') provideMenu(args.gender, { source: 'service', silos: fixtureSilos(args.gender) });
    if (args.menu === 'fallback') provideMenu(args.gender, { source: 'fallback', silos: fallbackSilos(args.gender) });
    return () => {
      closeMobileMenu();
    };
  },
  play: async ({ canvasElement, args }) => {
    const root = () => canvasElement.querySelector(elementFor(args).tag)!.shadowRoot!;
    if (args.part === 'bar') {
      if (args.menu !== 'loading')
        await waitFor(() => expect(root().querySelectorAll('.silo').length).toBeGreaterThan(0), { timeout: 5000 });
      if (args.drawer !== undefined) {
        root().querySelectorAll<HTMLButtonElement>('.silo__toggle, .silo__button')[args.drawer]!.click();
        await waitFor(() => expect(root().querySelector('.drawer a')).toBeTruthy(), { timeout: 5000 });
      }
    } else {
      toggleMobileMenu();
      if (args.menu === 'loading')
        await waitFor(() => expect(root().querySelector('.nav-menu__status')).toBeTruthy(), { timeout: 5000 });
      else await waitFor(() => expect(root().querySelector('.nav-level__entry')).toBeTruthy(), { timeout: 5000 });
      for (const index of args.levels ?? []) {
        const heading = root().querySelector('.nav-level__heading')?.textContent;
        root().querySelectorAll<HTMLElement>('.nav-level__entry')[index]!.click();
        await waitFor(() => expect(root().querySelector('.nav-level__heading')?.textContent).not.toBe(heading), {
          timeout: 5000,
        });
        await waitFor(() => expect(root().querySelector('.nav-level')?.className).toBe('nav-level'), { timeout: 5000 });
      }
    }
    markStoryReady(canvasElement);
  },
} satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

export const Bar: S = { args: { part: 'bar', menu: 'service', gender: 'W' } };
export const CategoryDrawer: S = { args: { part: 'bar', menu: 'service', gender: 'W', drawer: 2 } };
export const DrawerWithoutPage: S = { args: { part: 'bar', menu: 'service', gender: 'W', drawer: 3 } };
export const DesignersDrawer: S = { args: { part: 'bar', menu: 'service', gender: 'W', drawer: 1 } };
export const FallbackWomen: S = { args: { part: 'bar', menu: 'fallback', gender: 'W' } };
export const FallbackMen: S = { args: { part: 'bar', menu: 'fallback', gender: 'M' } };
/** The one "Navigation API Failed" a failed or timed-out call logs, expected in the stories that show one. */
const NAVIGATION_FAILS = () => silenceExpectedErrors('Navigation API Failed');
/** The service answering 500: the bundled menu, and the one "Navigation API Failed" logged (kept out of the console). */
export const ServiceFailing: S = {
  args: { part: 'bar', menu: 'failure', gender: 'W' },
  beforeEach: NAVIGATION_FAILS,
};
export const HorchowBar: S = {
  args: { part: 'bar', menu: 'service', gender: 'W', drawer: 2 },
  globals: { brand: 'HC' },
};
export const MenDarkMode: S = { args: { part: 'bar', menu: 'service', gender: 'M', dark: true, drawer: 2 } };
export const MobileRoot: S = { args: { part: 'menu', menu: 'service', gender: 'W' } };
export const MobileLevelOne: S = { args: { part: 'menu', menu: 'service', gender: 'W', levels: [2] } };
export const MobileLevelTwo: S = { args: { part: 'menu', menu: 'service', gender: 'W', levels: [2, 1] } };
export const MobileFallback: S = { args: { part: 'menu', menu: 'fallback', gender: 'M' } };
export const MobileDarkMode: S = { args: { part: 'menu', menu: 'service', gender: 'M', dark: true, levels: [0] } };
export const MobileHorchow: S = { args: { part: 'menu', menu: 'service', gender: 'W' }, globals: { brand: 'HC' } };
/** The menu's answer not in yet. */
export const MobileLoading: S = {
  args: { part: 'menu', menu: 'loading', gender: 'W' },
  // Never answered: the call's own timeout ends it while the loading state is looked at, and logs it once.
  beforeEach: NAVIGATION_FAILS,
  parameters: {
    msw: {
      handlers: {
        navigation: http.get(NAVIGATION_CALL, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      },
    },
  },
};
