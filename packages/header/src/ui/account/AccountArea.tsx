import { $config, $country, $firstName, $session, $signedIn, lazyPart, useLazySheet, useStore } from '@nm/core';
import {
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  accountExtraLinks,
  accountMenuItems,
  greeting,
  hcLinks,
  signOutLabel,
  STRINGS,
  type AccountLink,
} from '../../model/account';
import { accountVariant } from '../../model/accountVariant';
import { rulesForPageId } from '../../model/pageId';
import {
  $accountMenu,
  followProtected,
  signOutFromMenu,
  startAccountDismissal,
  toggleAccountMenu,
} from '../../state/account';
import { AccountButton, AccountPlainLink, HcLinkBody } from './AccountFirstPaint';
import type { AccountAreaProps } from './areaProps';
import { ACCOUNT_PANEL_CSS } from './panelStyles';

export type { AccountAreaProps } from './areaProps';

/** The inline sign-in form: its own chunk, asked for when a guest is about to open the panel. */
const signInForm = lazyPart(() => import('./SignInForm'), 'SignInForm');

/** A link that goes through the protected-click handler when the model says so. */
function AccountItem({
  link,
  className = 'account__link',
  children = link.label,
}: {
  link: AccountLink;
  className?: string;
  children?: ReactNode;
}) {
  const onClick = link.protected
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        // Only a plain click: a modified or middle click opens the target itself (the page there asks to sign in).
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (followProtected(link.href)) event.preventDefault();
      }
    : undefined;
  return (
    <a className={className} href={link.href} onClick={onClick}>
      {children}
    </a>
  );
}

/** header.md §2 "Sister-brand header variant": the assistance link and YOUR ACCOUNT. */
function HcAccount() {
  const { links } = useStore($config);
  return (
    <div className="account account__hc">
      {hcLinks(links).map((link) => (
        <AccountItem key={link.id} link={link} className="account__hc-link">
          <HcLinkBody link={link} />
        </AccountItem>
      ))}
    </div>
  );
}

/**
 * The account area: the panel button ("Welcome, {name}" / "Sign In" with the
 * notification badge) disclosing the account menu (a WAI-ARIA disclosure: a
 * button with aria-expanded and aria-controls, and lists of links; not
 * role="menu"). A guest's panel holds the inline sign-in form. Closes on
 * Escape (focus back on the button), on a click outside, when focus leaves
 * the area (Tab out, as the APG disclosure navigation example does) and on
 * sign-out. On CART and CHECKOUT pages it is one plain link; for the HC brand
 * the sister-brand links.
 */
export function AccountArea({ rules, pageId, brand, notificationCount }: AccountAreaProps) {
  useLazySheet(ACCOUNT_PANEL_CSS);
  const config = useStore($config);
  const signedIn = useStore($signedIn);
  const name = useStore($firstName);
  const variant = accountVariant(brand ?? config.brand, rules ?? rulesForPageId(pageId));
  if (variant === 'hc-links') return <HcAccount />;
  if (variant === 'plain-link') return <AccountPlainLink signedIn={signedIn} name={name} />;
  return <AccountDisclosure signedIn={signedIn} name={name} notificationCount={notificationCount} />;
}

/** The panel's margin from the viewport's edges when it has to be moved in. */
const EDGE = 8;

/**
 * The panel opens under the button, aligned to its right edge; where that
 * would leave the viewport (the area is not at the far right, a phone's narrow
 * screen) it is moved in, once on opening and on resize while open. One read
 * and one write, no read after the write.
 */
function useKeepInViewport(panelRef: RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const place = () => {
      panel.style.translate = '';
      const box = panel.getBoundingClientRect();
      const viewport = document.documentElement.clientWidth;
      const shift = box.left < EDGE ? EDGE - box.left : box.right > viewport - EDGE ? viewport - EDGE - box.right : 0;
      panel.style.translate = shift ? `${shift}px 0` : '';
    };
    place();
    window.addEventListener('resize', place, { passive: true });
    return () => window.removeEventListener('resize', place);
  }, [open, panelRef]);
}

function AccountDisclosure({
  signedIn,
  name,
  notificationCount,
}: {
  signedIn: boolean;
  name: string;
  notificationCount: number;
}) {
  // Here too, before useKeepInViewport: layout effects run child first, so AccountArea's own call comes after the
  // placement, and a menu opened before this chunk arrived (a tap on the first paint's button) was measured
  // without its CSS and left off a phone's screen.
  useLazySheet(ACCOUNT_PANEL_CSS);
  const { open } = useStore($accountMenu);
  const config = useStore($config);
  const country = useStore($country);
  const session = useStore($session);
  const areaRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useKeepInViewport(panelRef, open);

  useEffect(() => {
    const area = areaRef.current;
    if (!open || !area) return;
    return startAccountDismissal({ area, button: () => buttonRef.current });
  }, [open]);

  const hello = greeting(signedIn, name, config.links);
  const items = accountMenuItems({
    toggles: config.toggles,
    countryPreference: country,
    nmCreditCardHash: config.links.nmCreditCardHash,
    pages: config.links,
    signedIn,
    securityStatus: session.profile.securityStatus,
  });
  const preload = () => {
    if (!signedIn) void signInForm.preload().catch(() => undefined);
  };

  return (
    <div className="account" ref={areaRef}>
      <AccountButton
        signedIn={signedIn}
        name={name}
        notificationCount={notificationCount}
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggleAccountMenu}
        onPointerEnter={preload}
        onFocus={preload}
      />
      <div id={panelId} ref={panelRef} className="account__panel" hidden={!open}>
        {hello.hello ? <p className="account__hello">{hello.hello}</p> : null}
        <AccountItem
          link={{ id: 'greeting', label: hello.link.label, href: hello.link.href, protected: signedIn }}
          className="account__link account__greeting-link"
        />
        {!signedIn && open ? (
          <Suspense
            fallback={
              <p className="sign-in" aria-busy="true">
                {STRINGS.loading}
              </p>
            }
          >
            <signInForm.Component />
          </Suspense>
        ) : null}
        <ul className="account__list" aria-label={STRINGS.yourAccount}>
          {items.map((link) => (
            <li key={link.id}>
              <AccountItem link={link} />
            </li>
          ))}
        </ul>
        <ul className="account__list">
          {accountExtraLinks(signedIn, config).map((link) => (
            <li key={link.id}>
              <AccountItem link={link} />
            </li>
          ))}
        </ul>
        {signedIn ? (
          <button type="button" className="account__signout" onClick={() => void signOutFromMenu()}>
            {signOutLabel(name)}
          </button>
        ) : null}
      </div>
    </div>
  );
}
