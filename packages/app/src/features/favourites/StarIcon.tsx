/** A five-pointed star, outlined or filled: whether something is among the rider's favourites. Decorative. */
export function StarIcon(props: { readonly isFilled: boolean; readonly sizePx?: number }) {
  const size = props.sizePx ?? 20;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"
        fill={props.isFilled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
