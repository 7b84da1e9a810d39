/** The account button's icon, shared by the first paint and the loaded area. */
export function PersonIcon() {
  return (
    <svg className="account__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
