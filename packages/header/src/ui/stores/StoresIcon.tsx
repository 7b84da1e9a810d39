/** The Our Stores button's pin, shared by the first paint and the loaded button. */
export function StoresIcon() {
  return (
    <svg className="stores-button__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 21s-6.5-6.2-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="12" cy="9.8" r="2.3" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
