/** The demo guest's id (cstmr customerId), shared by the session and the seeded carts. */
export const GUEST_USER_ID = 'guest-abc';
