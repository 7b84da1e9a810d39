import { $config, $country, lazyPart, pageLocation, type Gender, useStore } from '@nm/core';
import { NavigationBar, NavigationMenu } from '@nm/navigation';
import { Suspense } from 'react';
import { genderDestination, showsGenderNav } from '../model/gender';
import { STORES_DEFAULT_LABEL } from '../model/storesLabel';
import type { AccountAreaProps } from './account/AccountArea';
import { AccountFirstPaint } from './account/AccountFirstPaint';
import { GenderNav } from './gender/GenderNav';
import { useNotificationCount } from './notifications/useNotificationCount';
import type { HeaderParts } from './shell/HeaderShell';
import { useHeader } from './shell/context';
import { StoresOpenButton } from './stores/StoresOpenButton';

/**
 * Parts whose code a first paint does not need: the
 * offers tooltip shows only once the session has resolved, and the stores
 * button's search and dialog only on a click. Each loads right after the
 * first render.
 */
const offersPart = lazyPart(() => import('./offers/OffersPrompt'), 'OffersPrompt');
const storesPart = lazyPart(() => import('./stores/StoresButton'), 'StoresButton');
const storesMenuPart = lazyPart(() => import('./stores/StoresButton'), 'StoresMenuEntry');
/** The account menu, its rules and the sign-in form; drawn the same by AccountFirstPaint until it arrives. */
const accountPart = lazyPart(() => import('./account/AccountArea'), 'AccountArea');

/** The account area draws the notification badge in its own button (header.md §2 "Your account panel button"). */
function AccountPart() {
  const { rules, brand } = useHeader();
  const props: AccountAreaProps = { rules, brand, notificationCount: useNotificationCount() };
  return (
    <Suspense fallback={<AccountFirstPaint {...props} />}>
      <accountPart.Component {...props} />
    </Suspense>
  );
}

function GenderPart() {
  return <GenderNav rules={useHeader().rules} />;
}

/**
 * Until its chunk arrives, the stores button is drawn the same (no shift) and
 * a click on it still opens the store list: the chunk's button finds the
 * panel open and shows the dialog.
 */
function StoresButtonBeforeLoad() {
  const open = () => {
    void import('../state/stores').then((m) => m.openStores());
  };
  return <StoresOpenButton label={STORES_DEFAULT_LABEL} onClick={open} />;
}

/** The silo bar (packages/navigation): the structured data on every page but the product page. */
function NavigationBarPart() {
  return <NavigationBar structuredData={useHeader().rules.structuredData} />;
}

/**
 * The mobile menu (packages/navigation) with the header's rules: the gender
 * choice shows where the gender nav would, and closing with another gender
 * goes where the gender nav goes (header.md §4 "Mobile menu"), except where the
 * page skips it.
 */
function MenuPart() {
  const { rules, defaultNavpath } = useHeader();
  const genderChoice = showsGenderNav({ ...useStore($config), country: useStore($country) });
  const redirect = (gender: Gender) =>
    genderChoice && !rules.menuCloseSkipped
      ? genderDestination(gender, rules.genderReloadsSearch, pageLocation())
      : null;
  const stores = (
    <Suspense fallback={null}>
      <storesMenuPart.Component />
    </Suspense>
  );
  return (
    <NavigationMenu genderChoice={genderChoice} redirect={redirect} defaultNavpath={defaultNavpath} extra={stores} />
  );
}

/** What fills the shell's places (docs/header.md "Wiring the parts"; the navigation: docs/navigation.md). */
export const PARTS: HeaderParts = {
  account: <AccountPart />,
  offers: (
    <Suspense fallback={null}>
      <offersPart.Component />
    </Suspense>
  ),
  stores: (
    <Suspense fallback={<StoresButtonBeforeLoad />}>
      <storesPart.Component />
    </Suspense>
  ),
  gender: <GenderPart />,
  navigation: <NavigationBarPart />,
  menu: <MenuPart />,
};
