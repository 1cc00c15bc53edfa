import {
  buildRoute,
  type FavouriteLine,
  type FavouritePlace,
  type FavouriteStop,
  lineTransportTypeOf,
  type StopCode,
  type StopType,
  stopTypeFromCode,
} from '@transit/core';
import { EmptyState, StopRow, StopTypeIcon } from '@transit/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { renderRouterLink } from '../../common/RouterLink';
import { announceChange } from './announce';
import { EditableList } from './EditableList';
import styles from './favourites.module.css';
import { useFavourites } from './useFavourites';

/**
 * The stops home's favourite stops (spec §2, §4), each under its alias, from the device alone so the list shows with
 * no network; in edit mode each can be renamed ("Parada renombrada") or removed after a confirmation ("Parada
 * eliminada").
 */
export function FavouriteStopsSection(props: {
  /** The stop's type: the stop list's when it is loaded, else what the code says. */
  readonly typeOf: (stopCode: StopCode) => StopType;
  /** Shown under a stop's row (its pinned lines' next departures). */
  readonly renderDetails?: (favourite: FavouriteStop) => ReactNode;
}) {
  const isLoaded = useFavourites((state) => state.isLoaded);
  const favourites = useFavourites((state) => state.stopFavs);
  const stops = useFavourites((state) => state.stops);
  return (
    <EditableList<FavouriteStop>
      title="favourites.home.stops"
      items={favourites}
      keyOf={(favourite) => favourite.stopCode}
      nameOf={(favourite) => favourite.name}
      // Until the lists are read, "none yet" would be a guess.
      empty={isLoaded ? <EmptyState message="favourites.home.stopsEmpty" /> : null}
      renderItem={(favourite) => (
        <>
          <StopRow
            name={favourite.name}
            code={favourite.stopCode}
            type={props.typeOf(favourite.stopCode)}
            href={buildRoute('stop', { stopCode: favourite.stopCode })}
            renderLink={renderRouterLink}
          />
          {props.renderDetails?.(favourite)}
        </>
      )}
      rename={{
        title: 'favourites.stop.renameTitle',
        onRename: async (favourite, name) => {
          const result = await stops.rename(favourite.stopCode, name);
          if (result.ok) announceChange(result.value, 'favourites.stop.renamed');
        },
      }}
      remove={{
        label: 'favourites.list.remove',
        confirmTitle: 'favourites.stop.removeTitle',
        onRemove: async (favourite) =>
          announceChange(await stops.remove(favourite.stopCode), 'favourites.stop.removed'),
      }}
    />
  );
}

/** A line's kind, for its icon: the transport type its code's prefix names (spec §3), a city bus when it names none. */
function lineTypeOf(favourite: FavouriteLine): StopType {
  const transportType = lineTransportTypeOf(favourite.lineCode);
  return (transportType === undefined ? undefined : stopTypeFromCode(transportType)) ?? 'emt';
}

/** The favourite lines, each a link to its line page; shown only when the rider has some. */
export function FavouriteLinesSection() {
  const favourites = useFavourites((state) => state.lineFavs);
  const lines = useFavourites((state) => state.lines);
  return (
    <EditableList<FavouriteLine>
      title="favourites.home.lines"
      items={favourites}
      isHiddenWhenEmpty
      keyOf={(favourite) => favourite.lineCode}
      nameOf={(favourite) => favourite.favName}
      renderItem={(favourite) => (
        <Link className={styles['row']} to={buildRoute('line', { lineCode: favourite.lineCode })}>
          <StopTypeIcon type={lineTypeOf(favourite)} className={styles['rowIcon']} />
          <span className={styles['rowName']}>{favourite.favName}</span>
        </Link>
      )}
      rename={{
        title: 'favourites.line.renameTitle',
        onRename: async (favourite, name) => {
          const result = await lines.rename(favourite.lineCode, name);
          if (result.ok) announceChange(result.value, 'favourites.line.renamed');
        },
      }}
      remove={{
        label: 'favourites.list.remove',
        confirmTitle: 'favourites.line.removeTitle',
        onRemove: async (favourite) =>
          announceChange(await lines.remove(favourite.lineCode), 'favourites.line.removed'),
      }}
    />
  );
}

/**
 * The favourite places, by their favName; shown only when the rider has some. Places are added from the planner's
 * place search; here they are listed, renamed and removed.
 */
export function FavouritePlacesSection() {
  const favourites = useFavourites((state) => state.placeFavs);
  const places = useFavourites((state) => state.places);
  return (
    <EditableList<FavouritePlace>
      title="favourites.home.places"
      items={favourites}
      isHiddenWhenEmpty
      keyOf={(favourite) => favourite.placeId}
      nameOf={(favourite) => favourite.favName}
      renderItem={(favourite) => (
        <div className={styles['row']}>
          <span className={styles['rowName']}>{favourite.favName}</span>
        </div>
      )}
      rename={{
        title: 'favourites.place.renameTitle',
        onRename: async (favourite, name) => {
          const result = await places.rename(favourite.placeId, name);
          if (result.ok) announceChange(result.value, 'favourites.place.renamed');
        },
      }}
      remove={{
        label: 'favourites.list.remove',
        confirmTitle: 'favourites.place.removeTitle',
        onRemove: async (favourite) =>
          announceChange(await places.remove(favourite.placeId), 'favourites.place.removed'),
      }}
    />
  );
}
