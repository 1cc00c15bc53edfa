import { FAVOURITE_NAME_MAX_LENGTH, favouriteLines, parseLineCode } from '@transit/core';
import { Message } from '@transit/i18n/react';
import { announceChange, announceRefusal } from './announce';
import styles from './favourites.module.css';
import { StarIcon } from './StarIcon';
import { useFavourites } from './useFavourites';

/**
 * A line page's favourite toggle: saves the line as a favourite named after it ("Línea guardada"), or removes it
 * ("Línea eliminada"); a new favourite is refused, with a toast saying so, when the list is full. A pressed toggle
 * button, so its name stays "Línea favorita" and its state is aria-pressed. Renders nothing for a code that is not a
 * line code.
 * @param lineCode the line's code as the API gives it ("4-1"); canonicalised with core's parseLineCode
 * @param lineName the line's name, the favourite's favName (cut to FAVOURITE_NAME_MAX_LENGTH characters)
 */
export function FavouriteLineButton(props: { readonly lineCode: string; readonly lineName: string }) {
  const parsed = parseLineCode(props.lineCode);
  const lineCode = parsed.ok ? parsed.value : undefined;
  const isFavourite = useFavourites(
    (state) => lineCode !== undefined && favouriteLines.find(state.lineFavs, lineCode) !== undefined,
  );
  const isLoaded = useFavourites((state) => state.isLoaded);
  const lines = useFavourites((state) => state.lines);
  if (lineCode === undefined || !isLoaded) return null;

  const toggle = async () => {
    if (isFavourite) {
      announceChange(await lines.remove(lineCode), 'favourites.line.removed');
      return;
    }
    const favName = props.lineName.trim().slice(0, FAVOURITE_NAME_MAX_LENGTH) || lineCode;
    const result = await lines.save(lineCode, favName);
    if (result.ok) announceChange(result.value, 'favourites.line.saved');
    else announceRefusal(result.error, 'favourites.line.full', favouriteLines.maxLength);
  };

  return (
    <button
      type="button"
      className={isFavourite ? styles['savedButton'] : styles['secondaryButton']}
      aria-pressed={isFavourite}
      onClick={() => void toggle()}
    >
      <StarIcon isFilled={isFavourite} />
      <Message id="favourites.line.toggle" />
    </button>
  );
}
