/** A small down chevron (decoration: the control's name says what it does). */
export function Chevron({ direction = 'down' }: { direction?: 'down' | 'right' | 'left' }) {
  const d = direction === 'down' ? 'M3 5l4 4 4-4' : direction === 'right' ? 'M5 3l4 4-4 4' : 'M9 3L5 7l4 4';
  return (
    <svg viewBox="0 0 14 14" width="12" height="12" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
