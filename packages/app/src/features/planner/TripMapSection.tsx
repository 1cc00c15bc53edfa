import type { Trip } from '@transit/api-client';
import { TripMap, tripMapLegs } from '@transit/ui';
import { useMemo } from 'react';
import { useAppServices } from '../../common/appServices';
import styles from './TripPage.module.css';

/**
 * The chosen trip on a map: its rides in their lines' colours, its walks dashed. Leaflet itself loads on first use
 * (the kit's loadLeaflet, its own chunk), under a spinner, with Retry when its chunk cannot be had.
 */
export function TripMapSection(props: { readonly trip: Trip; readonly label: string }) {
  const { city } = useAppServices();
  const legs = useMemo(() => tripMapLegs(props.trip), [props.trip]);
  return (
    <div className={styles['map']}>
      <TripMap legs={legs} tiles={city.map} label={props.label} />
    </div>
  );
}
