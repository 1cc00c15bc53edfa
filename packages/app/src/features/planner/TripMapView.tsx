// The trip's map, in a chunk of its own (Leaflet comes with it): TripMapSection loads it with React.lazy, so the
// options and steps show before any map code arrives.
import type { Trip } from '@transit/api-client';
import { TripMap, tripMapLegs } from '@transit/ui';
import { useMemo } from 'react';

export default function TripMapView(props: {
  readonly trip: Trip;
  readonly label: string;
  readonly tiles: { readonly tileUrl: string; readonly tileAttribution: string };
}) {
  const legs = useMemo(() => tripMapLegs(props.trip), [props.trip]);
  return <TripMap legs={legs} tiles={props.tiles} label={props.label} />;
}
