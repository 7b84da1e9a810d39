// The demo customers: people who sign in to the local Cognito
// (cognito-local, see cognitoLocal.ts) and whose profile ids match the demo
// cart service's bags (cart-store.ts). The same password for all of them,
// shown on the demo panel and in the README: this is a demo, not a secret.

import { DEMO_EMPTY_BAG_USER_ID, DEMO_USER_ID } from '../cart-store';

export interface DemoCustomer {
  email: string;
  /** The user pool's given_name attribute (the profile cookie's firstName, in capitals as the site writes it). */
  givenName: string;
  /** custom:profileId: the {userId} of the cart calls. */
  profileId: string;
  /** custom:ucaId: the universal customer id (offers, gift cards). */
  ucaId: string;
  /** What the demo shows with this customer, for the panel. */
  bag: string;
}

/** Meets the user pools' default password policy: 8+ characters, upper and lower case, a digit and a symbol. */
export const DEMO_PASSWORD = 'Northmoor-Demo-1';

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: 'alexandra@example.com',
    givenName: 'ALEXANDRA',
    profileId: DEMO_USER_ID,
    ucaId: 'uca-alexandra',
    bag: 'a full bag (three seeded lines)',
  },
  {
    email: 'morgan@example.com',
    givenName: 'MORGAN',
    profileId: DEMO_EMPTY_BAG_USER_ID,
    ucaId: 'uca-morgan',
    bag: 'an empty bag',
  },
];

export function customerByProfileId(profileId: string): DemoCustomer | undefined {
  return DEMO_CUSTOMERS.find((customer) => customer.profileId === profileId);
}
