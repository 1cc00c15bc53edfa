import { lazy, Suspense, useState } from 'react';
import { useAppServices } from '../../common/appServices';
import { loadFeatureInto } from '../../common/featureMessages';
import { shownLocale } from '../../common/useLocale';
import { useFavourites } from './useFavourites';

/**
 * Keeps the sync choice screen (spec §2, §4) over every screen while a signed-in rider has a choice to make. Its code
 * (in the account screens' chunk, as its texts are the account's) and its messages load only then.
 */
export function FavouritesSyncOverlay() {
  const choice = useFavourites((state) => state.syncChoice);
  const services = useAppServices();
  const [SyncChoiceModal] = useState(() =>
    lazy(() =>
      loadFeatureInto(services.featureMessages, 'account', shownLocale(services))
        .then(() => import('../account'))
        .then((module) => ({ default: module.SyncChoiceModal })),
    ),
  );
  // No fallback: nothing shows while the screen loads.
  return choice ? (
    <Suspense>
      <SyncChoiceModal {...choice} />
    </Suspense>
  ) : null;
}
