import { type FavouriteStop, favouriteStops, type StopCode } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { useState } from 'react';
import { useHistoryModal } from '../../common/useHistoryModal';
import { announceChange, announceRefusal } from './announce';
import { ConfirmRemovalModal } from './ConfirmRemovalModal';
import { FavouriteNameModal } from './FavouriteNameModal';
import styles from './favourites.module.css';
import { StarIcon } from './StarIcon';
import { useFavourites } from './useFavourites';

/** The rider's favourite for this stop (its alias is `name`), or undefined when it is not a favourite. */
export function useFavouriteStop(stopCode: StopCode): FavouriteStop | undefined {
  return useFavourites((state) => favouriteStops.find(state.stopFavs, stopCode));
}

/**
 * A stop page's favourite controls (spec §4): the star saves the stop through the alias modal ("Parada guardada", or
 * a toast saying the list is full when it holds core's FAVOURITES_LIST_MAX_LENGTH), and on a favourite removes it
 * after a confirmation ("Parada eliminada"); "Cambiar nombre" renames it ("Parada renombrada"). The star stays the
 * same control in both states, so focus comes back to it when a modal closes.
 */
export function FavouriteStopControls(props: { readonly stopCode: StopCode; readonly stopName: string }) {
  const message = useMessage();
  const favourite = useFavouriteStop(props.stopCode);
  const isLoaded = useFavourites((state) => state.isLoaded);
  const stops = useFavourites((state) => state.stops);
  const nameModal = useHistoryModal('favourite-name');
  const removal = useHistoryModal('favourite-removal');
  // What the open modal is for, fixed as it opens: the favourite changes under it once saved.
  const [isRenaming, setIsRenaming] = useState(false);
  const [removedName, setRemovedName] = useState('');

  // Before the lists are read, the star cannot say whether the stop is a favourite.
  if (!isLoaded) return null;

  const openNameModal = (renaming: boolean) => {
    setIsRenaming(renaming);
    nameModal.open();
  };
  const submitName = async (name: string) => {
    nameModal.close();
    const result = isRenaming
      ? await stops.rename(props.stopCode, name)
      : await stops.save(props.stopCode, name);
    if (result.ok)
      announceChange(result.value, isRenaming ? 'favourites.stop.renamed' : 'favourites.stop.saved');
    else announceRefusal(result.error, 'favourites.stop.full', favouriteStops.maxLength);
  };
  const remove = async () => {
    removal.close();
    announceChange(await stops.remove(props.stopCode), 'favourites.stop.removed');
  };

  return (
    <div className={styles['stopActions']}>
      <button
        type="button"
        className={favourite ? styles['savedButton'] : styles['secondaryButton']}
        onClick={() => {
          if (favourite) {
            setRemovedName(favourite.name);
            removal.open();
          } else {
            openNameModal(false);
          }
        }}
      >
        <StarIcon isFilled={favourite !== undefined} />
        <Message id={favourite ? 'favourites.stop.remove' : 'favourites.stop.save'} />
      </button>
      {favourite && (
        <button type="button" className={styles['secondaryButton']} onClick={() => openNameModal(true)}>
          <Message id="favourites.stop.rename" />
        </button>
      )}
      <FavouriteNameModal
        isOpen={nameModal.isOpen}
        title={message(isRenaming ? 'favourites.stop.renameTitle' : 'favourites.stop.saveTitle')}
        initialName={favourite?.name ?? props.stopName}
        onClose={nameModal.close}
        onSubmit={(name) => void submitName(name)}
      />
      <ConfirmRemovalModal
        isOpen={removal.isOpen}
        title={message('favourites.stop.removeTitle', { name: removedName })}
        onClose={removal.close}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
