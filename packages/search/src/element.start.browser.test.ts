import { refreshSession, validateConfigInput } from '@nm/core';
import { parkPointer, runElementContract, shadowOf, until } from '@nm/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchElement } from './element';
import {
  aria,
  configure,
  fake,
  focus,
  input,
  key,
  mount,
  mountFocused,
  options,
  ready,
  searchPagePerTest,
  type,
} from './testing/elementPage';

/** <nm-search> in real Chromium: how it starts: a term from the page, the static first-script box, the shopper's country. The page and its fake type-ahead service: testing/elementPage.ts. */
searchPagePerTest();

describe('<nm-search value> (a results page keeps the term in the box)', () => {
  it('starts with the term, asks the type-ahead nothing until the shopper is in the box, then answers it', async () => {
    const el = mount('<nm-search value="silk scarf"></nm-search>');
    await ready(el);
    expect(input(el).value).toBe('silk scarf');
    // The static box (before the interactive part) shows it too: it is the same form.
    expect(aria(el).expanded).toBe('false');
    await new Promise((r) => setTimeout(r, 700));
    expect(fake.requested).toHaveLength(0);
    await focus(el);
    await until(() => expect(options(el)[0]?.textContent).toBe('silk scarf bags'));
    expect(fake.requested.map((u) => u.searchParams.get('term'))).toEqual(['silk scarf']);
    key(el, 'Enter');
    await until(() => expect(fake.where.assigned).toHaveLength(1));
    expect(fake.submitted).toMatchObject([{ term: 'silk scarf', source: 'typed' }]);
  });
});

describe('<nm-search> first script: the static box', () => {
  it('is a GET form to /search.jsp until the interactive part loads, which keeps the text typed and the focus', async () => {
    // No idle time in this test: the interactive part loads only when the shopper reaches the box.
    vi.spyOn(window, 'requestIdleCallback').mockReturnValue(0);
    // Nor a pointer resting where the box is drawn (an earlier file's hover leaves it there): entering loads the part.
    await parkPointer();
    const el = mount();
    const staticBox = await until(() => {
      const box = shadowOf(el).querySelector<HTMLInputElement>('input[name="q"]:not([role])');
      if (!box) throw new Error('not rendered yet');
      return box;
    });
    expect(staticBox.form?.getAttribute('action')).toBe('/search.jsp');
    expect(staticBox.form?.method).toBe('get');
    expect(staticBox.required).toBe(true);
    staticBox.value = 'cash';
    staticBox.focus();
    await until(() => expect(input(el)).not.toBeNull());
    expect(input(el).value).toBe('cash');
    expect(shadowOf(el).activeElement).toBe(input(el));
    // And the type-ahead runs for it.
    await until(() => expect(options(el)[0]?.textContent).toBe('cash bags'));
  });
});

describe("<nm-search> for the shopper's country (header.md §3, §5: type-ahead only for a US profile)", () => {
  /** header.md §3: the profile cookie, as the legacy pages write it. */
  const setProfileCookie = (profile: object | null) => {
    document.cookie = profile
      ? `ucaProfileData=${encodeURIComponent(JSON.stringify(profile))}; path=/`
      : 'ucaProfileData=; path=/; max-age=0';
    refreshSession();
  };
  afterEach(() => setProfileCookie(null));

  async function submitTyped(): Promise<string> {
    const el = await mountFocused();
    type(el, 'coat');
    key(el, 'Enter');
    await until(() => expect(fake.where.assigned).toHaveLength(1));
    return fake.where.assigned[0]!;
  }

  it('a Canadian shopper (ucaProfileData.countryPreference CA, no page country) gets the older search, TYPEAHEAD on or not', async () => {
    setProfileCookie({ countryPreference: 'CA' });
    configure({ toggles: { TYPEAHEAD: true } });
    expect(await submitTyped()).toBe('/search.jsp?q=coat');
    expect(fake.requested.filter((url) => url.pathname === '/typeahead/v1/suggest')).toEqual([]);
  });

  it("the page's profileData.countryPreference US wins over the CA cookie: the type-ahead, with the country in its request", async () => {
    setProfileCookie({ countryPreference: 'CA' });
    configure(
      validateConfigInput({ toggles: { TYPEAHEAD: true }, profileData: { countryPreference: 'US' } }, 'the page'),
    );
    const el = await mountFocused();
    type(el, 'mai');
    await until(() => expect(options(el)).toHaveLength(6));
    expect(fake.requested.at(-1)?.searchParams.get('country')).toBe('US');
  });

  it('no page country and no cookie: US', async () => {
    configure({ toggles: { TYPEAHEAD: true } });
    expect(await submitTyped()).toMatch(/^\/s\/\?/);
  });

  it('abTestsOpt { ABTEST_TYPEAHEAD: "b" } (the legacy name) turns the type-ahead on without the toggle', async () => {
    configure(validateConfigInput({ toggles: {}, abTestsOpt: { ABTEST_TYPEAHEAD: 'b' } }, 'the page'));
    expect(await submitTyped()).toMatch(/^\/s\/\?/);
  });
});

// Last, and once the interactive part has replaced the static box: the static-box test above needs that part not
// yet loaded (a lazy part stays loaded for the page), and a move made while the swap is under way would see the
// static form leave as the part arrives, which is no lost state.
runElementContract(searchElement, {
  rendered: (root) => expect(root.querySelector('input[role="combobox"]'), 'the interactive part').not.toBeNull(),
});
