import { useStore } from '@nanostores/react';
import { $config, $firstName, $signedIn } from '@nm/core';
import { checkoutFlowLink, hcLinks, panelButton } from '../../model/accountButton';
import { rulesForPageId } from '../../model/pageId';
import type { AccountAreaProps } from './AccountArea';
import { PersonIcon } from './PersonIcon';

/**
 * The account area as the first paint draws it, while its chunk (the menu,
 * the protected-click handler, the dismissal rules, the sign-in form) loads
 * right after (issue 10 "Budgets": menus are lazy). The same boxes and words
 * as the loaded area, so nothing moves when it arrives; a click on the
 * button before then opens the menu as soon as it can (the loaded area reads
 * the open state), and a link followed before then is simply followed.
 */
export function AccountFirstPaint({ rules, pageId, brand, notificationCount }: AccountAreaProps) {
  const config = useStore($config);
  const signedIn = useStore($signedIn);
  const name = useStore($firstName);
  if ((brand ?? config.brand) === 'HC') {
    return (
      <div className="account account__hc">
        {hcLinks().map((link) => <a key={link.id} className="account__hc-link" href={link.href}>{link.label}</a>)}
      </div>
    );
  }
  if ((rules ?? rulesForPageId(pageId)).accountAsSignInLink) {
    const link = checkoutFlowLink(signedIn, name);
    return <div className="account"><a className="account__plain" href={link.href}>{link.label}</a></div>;
  }
  const button = panelButton(signedIn, name, notificationCount);
  const open = () => { void import('../../state/account').then((m) => m.toggleAccountMenu()); };
  return (
    <div className="account">
      <button type="button" className="account__button" aria-expanded={false} onClick={open}>
        <PersonIcon />
        <span className="account__label">{button.label}</span>
        {button.badge ? <span className="account__badge" aria-hidden="true">{button.badge}</span> : null}
        {button.countSuffix ? <span className="nm-visually-hidden">{button.countSuffix}</span> : null}
      </button>
    </div>
  );
}
