import {
  $config,
  chooseGender,
  defineElement,
  mergeConfig,
  refreshSession,
  setPageLocation,
  validateConfigInput,
} from '@nm/core';
import { axeClean, type FakePageLocation, fakePageLocation, mountElement, until, writable } from '@nm/core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { GenderNav } from './GenderNav';
import { GENDER_NAV_CSS } from './styles';

let where: FakePageLocation;
let pageId = 'HOME';
defineElement({
  tag: 'nm-test-gender',
  component: () => <GenderNav pageId={pageId} />,
  props: {},
  styles: GENDER_NAV_CSS,
});

let el: HTMLElement;
const buttons = () => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.gender-nav__button')];

async function mount() {
  el = await mountElement(
    'nm-test-gender',
    {},
    {},
    { rendered: (root) => expect(root.querySelectorAll('.gender-nav__button')).toHaveLength(2) },
  );
}

beforeEach(async () => {
  await page.viewport(1440, 900);
  where = fakePageLocation();
  setPageLocation(where);
  pageId = 'HOME';
  sessionStorage.clear();
  document.cookie = 'dt_gender=; max-age=0; path=/';
  chooseGender('W');
  writable($config).set(mergeConfig('localhost', { toggles: { HP_GENDER: true } }));
});
afterEach(() => {
  document.body.replaceChildren();
  setPageLocation(null);
});

describe('header.md §2, §4 the Women / Men buttons in Chromium', () => {
  it('Women pressed by default; choosing Men keeps it in ta_gender and dt_gender and goes to /mens', async () => {
    await mount();
    expect(buttons().map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Women', 'true'],
      ['Men', 'false'],
    ]);
    buttons()[1]!.click();
    await until(() => expect(buttons()[1]!.getAttribute('aria-pressed')).toBe('true'));
    expect(sessionStorage.getItem('ta_gender')).toBe('M');
    expect(document.cookie).toContain('dt_gender=M');
    expect(where.assigned).toEqual(['/mens']);
  });

  it('on the results page it reloads the search with the same parameters', async () => {
    pageId = 'SRP';
    where.pathname = '/s/';
    where.search = '?q=boots&from=brSearch';
    await mount();
    buttons()[1]!.click();
    expect(where.assigned).toEqual(['/s/?q=boots&from=brSearch']);
  });

  it("a Canadian shopper (ucaProfileData.countryPreference CA) gets none, unless the page's profileData says US", async () => {
    document.cookie = `ucaProfileData=${encodeURIComponent(JSON.stringify({ countryPreference: 'CA' }))}; path=/`;
    refreshSession();
    writable($config).set(
      mergeConfig(
        'localhost',
        validateConfigInput({ toggles: { HP_GENDER: true }, profileData: { countryPreference: 'US' } }, 'test'),
      ),
    );
    await mount();
    writable($config).set(mergeConfig('localhost', { toggles: { HP_GENDER: true } }));
    await until(() => expect(buttons()).toHaveLength(0));
    document.cookie = 'ucaProfileData=; max-age=0; path=/';
    refreshSession();
  });

  it('hidden without its toggles or with GENDERLESS_SRP', async () => {
    writable($config).set(mergeConfig('localhost', { toggles: { HP_GENDER: true, GENDERLESS_SRP: true } }));
    el = document.createElement('nm-test-gender');
    document.body.append(el);
    await new Promise((r) => setTimeout(r, 50));
    expect(buttons()).toHaveLength(0);
  });

  it.each([
    [1440, 900],
    [390, 844],
  ])('axe finds nothing at %i px', async (width, height) => {
    await page.viewport(width, height);
    await mount();
    await axeClean(el);
  });
});
