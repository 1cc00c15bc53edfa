// Loads one city's artifact in a fresh process and prints {loadMs, rssBefore, rssAfter} as JSON (used by bench.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeNetwork, networkSize } from '@transit/network';
import { artifactPath } from '../src/load';

const cityId = process.argv[2] ?? 'madrid';
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const rssBefore = process.memoryUsage().rss;
const start = performance.now();
const network = decodeNetwork(readFileSync(artifactPath(repoRoot, cityId)));
const loadMs = performance.now() - start;
const rssAfter = process.memoryUsage().rss;
console.log(JSON.stringify({ loadMs, rssBefore, rssAfter, stops: networkSize(network).stops }));
