import { $config, $firstName, $signedIn, useStore } from '@nm/core';
import type { ComponentProps } from 'react';
import { checkoutFlowLink, hcLinks, panelButton, type AccountLink } from '../../model/accountButton';
import { rulesForPageId } from '../../model/pageId';
import { accountVariant } from '../../model/accountVariant';
import type { AccountAreaProps } from './areaProps';

/**
 * The account area as the first paint draws it, while its chunk (the menu,
 * the protected-click handler, the dismissal rules, the sign-in form) loads
 * right after (menus are lazy). The same boxes and words
 * as the loaded area (./AccountArea.tsx), which draws its panel button with
 * this file's AccountButton, so nothing moves when it arrives.
 */

/** Who the button is for, and the button's own attributes (aria-expanded, its handlers, a ref) as each area needs them. */
type AccountButtonProps = { signedIn: boolean; name: string; notificationCount: number } & ComponentProps<'button'>;

/**
 * header.md §2 "Your account panel button": the person icon, "Welcome,
 * {name}" / "Sign In" and the notification badge, its count said in the
 * button's name (model/accountButton.ts panelButton), given whole as its
 * aria-label: a name put together from its children gets a space between
 * each (they are flex items, so blocks to the name computation), which read
 * "Welcome, Alexandra , 6 notifications". The visible label begins the name
 * (WCAG 2.5.3). One button for the first paint and the loaded area.
 */
export function AccountButton({ signedIn, name, notificationCount, ...attributes }: AccountButtonProps) {
  const button = panelButton(signedIn, name, notificationCount);
  return (
    <>
      <button type="button" className="account__button" aria-label={button.accessibleName} {...attributes}>
        <PersonIcon />
        <span className="account__label">{button.label}</span>
        {/* Not drawn (white space between flex items), but it keeps the visible text "Sign In 2", not "Sign In2",
            which the name must contain (axe label-content-name-mismatch). */}
        {button.badge ? (
          <>
            {' '}
            <span className="account__badge" aria-hidden="true">
              {button.badge}
            </span>
          </>
        ) : null}
      </button>
      {/* Without script the menu cannot open: the plain link (sign-in, or the account) instead. A browser shows a
          <noscript>'s content only then, and React leaves it empty. */}
      <noscript>
        <PlainAccountLink signedIn={signedIn} name={name} />
      </noscript>
    </>
  );
}

function PersonIcon({ className = 'account__icon' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** A question mark in a circle: assistance. */
function HelpIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <circle cx="12" cy="17" r="1" fill="currentColor" />
    </svg>
  );
}

/**
 * header.md §2 "Sister-brand header variant": what the assistance link and
 * YOUR ACCOUNT show. Their words beside the logo, the gift finder and the bag
 * need about 230 px, which a phone does not have: from 320 to 414 px they
 * were drawn over the logo and the menu button. So on a phone each is its
 * icon, the words kept as its name (visually hidden, as the NM account's
 * label is). One body for the first paint and the loaded area.
 */
export function HcLinkBody({ link }: { link: AccountLink }) {
  return (
    <>
      {link.id === 'hcAccount' ? (
        <PersonIcon className="account__hc-icon" />
      ) : (
        <HelpIcon className="account__hc-icon" />
      )}
      <span className="account__hc-label">{link.label}</span>
    </>
  );
}

/**
 * header.md §2: on cart and checkout pages the panel button is a plain link
 * ("Sign In", or "Welcome, {name}" to the account). Drawn like the button, the
 * icon and the label, so on a phone it too is its icon with the label in its
 * name (the greeting ran into the logo at 390 px). One link for the first
 * paint and the loaded area.
 */
export function AccountPlainLink({ signedIn, name }: { signedIn: boolean; name: string }) {
  return (
    <div className="account">
      <PlainAccountLink signedIn={signedIn} name={name} />
    </div>
  );
}

function PlainAccountLink({ signedIn, name }: { signedIn: boolean; name: string }) {
  const link = checkoutFlowLink(signedIn, name, useStore($config).links);
  return (
    <a className="account__plain" href={link.href}>
      <PersonIcon />
      <span className="account__label">{link.label}</span>
    </a>
  );
}

/** Until the menu's chunk is here a click opens the menu as soon as it can (the loaded area reads the open state). */
const openWhenLoaded = () => {
  void import('../../state/account').then((m) => m.toggleAccountMenu());
};

/** The account area on the first paint; a link followed before the chunk arrives is simply followed. */
export function AccountFirstPaint({ rules, pageId, brand, notificationCount }: AccountAreaProps) {
  const config = useStore($config);
  const signedIn = useStore($signedIn);
  const name = useStore($firstName);
  const variant = accountVariant(brand ?? config.brand, rules ?? rulesForPageId(pageId));
  if (variant === 'hc-links') {
    return (
      <div className="account account__hc">
        {hcLinks(config.links).map((link) => (
          <a key={link.id} className="account__hc-link" href={link.href}>
            <HcLinkBody link={link} />
          </a>
        ))}
      </div>
    );
  }
  if (variant === 'plain-link') return <AccountPlainLink signedIn={signedIn} name={name} />;
  return (
    <div className="account">
      <AccountButton
        signedIn={signedIn}
        name={name}
        notificationCount={notificationCount}
        aria-expanded={false}
        onClick={openWhenLoaded}
      />
    </div>
  );
}
