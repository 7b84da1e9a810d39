/**
 * minicart.md §2 "Cart icon behaviour": a logged-in shopper (cstmr
 * isLoggedin) with a count above 0 gets the panel; everyone else goes to /cart/.
 */
export function iconAction(isLoggedin: boolean, count: number): 'open' | 'navigate' {
  return isLoggedin && count > 0 ? 'open' : 'navigate';
}
