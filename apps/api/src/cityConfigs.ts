import barcelona from '@transit/city-barcelona';
import bilbao from '@transit/city-bilbao';
import madrid from '@transit/city-madrid';
import madridBus from '@transit/city-madrid-bus';
import madridCard from '@transit/city-madrid-card';
import madridCercanias from '@transit/city-madrid-cercanias';
import madridMetro from '@transit/city-madrid-metro';
import newYork from '@transit/city-new-york';
import { type City, parseCity, type ProjectId, unwrap } from '@transit/core';

/**
 * Every city variant's config, by id, validated as the server loads it (a broken config stops the start with
 * CITY_CONFIG_INVALID rather than serving from it).
 */
export const CITY_CONFIGS: ReadonlyMap<ProjectId, City> = new Map(
  [madrid, madridMetro, madridCercanias, madridBus, madridCard, barcelona, bilbao, newYork].map((city) => {
    const valid = unwrap(parseCity(city));
    return [valid.id, valid];
  }),
);
