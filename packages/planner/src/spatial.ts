import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import { degreesOfE6, type Network, routingStop, routingTablesOf, type StopIndex } from '@transit/network';

/** A stop near a point, with its straight-line distance. */
export interface NearStop {
  readonly stop: StopIndex;
  readonly metres: number;
}

/** The network's stops in a spatial index (kdbush, geokdbush's great-circle search), built once per planner. */
export class KDBushIndex {
  private readonly index: KDBush;
  private readonly network: Network;
  private readonly lat: Int32Array;
  private readonly lon: Int32Array;

  constructor(network: Network) {
    const { stopCount, stopLatE6, stopLonE6 } = routingTablesOf(network);
    this.network = network;
    this.lat = stopLatE6;
    this.lon = stopLonE6;
    this.index = new KDBush(Math.max(1, stopCount));
    for (let s = 0; s < stopCount; s += 1) {
      this.index.add(degreesOfE6(stopLonE6[s] as number), degreesOfE6(stopLatE6[s] as number));
    }
    if (stopCount === 0) this.index.add(0, 90);
    this.index.finish();
    this.count = stopCount;
  }

  private readonly count: number;

  /** Every stop within `metres` of the point, nearest first. */
  within(lon: number, lat: number, metres: number): NearStop[] {
    return this.nearest(lon, lat, Infinity, metres);
  }

  /** The `count` stops nearest the point within `metres`, nearest first. */
  nearest(lon: number, lat: number, count: number, metres: number): NearStop[] {
    return around(this.index, lon, lat, count, metres / 1000)
      .filter((id) => id < this.count)
      .map((id) => ({
        stop: routingStop(this.network, id),
        metres:
          distance(lon, lat, degreesOfE6(this.lon[id] as number), degreesOfE6(this.lat[id] as number)) * 1000,
      }));
  }
}
