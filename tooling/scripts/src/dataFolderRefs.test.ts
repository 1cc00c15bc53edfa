import { describe, expect, it } from 'vitest';
import { findSharedReferences, isExemptFromSharedCheck } from './dataFolderRefs';

describe('the shared-folder check', () => {
  it('finds product files that point at ../shared', () => {
    const files = [
      { path: 'packages/gtfs/src/load.ts', text: "const feed = '../../shared/data/madrid';" },
      { path: 'apps/api/src/main.ts', text: "path.join(root, '..', 'shared', 'data')" },
      { path: 'cities/madrid/city.ts', text: "snapshotPath: 'cities/madrid/data/crtm'" },
      { path: 'README.md', text: 'the shared data folder beside the repository' },
    ];
    expect(findSharedReferences(files)).toEqual(['packages/gtfs/src/load.ts', 'apps/api/src/main.ts']);
  });

  it("tells a package's own shared folder from the data folder beside the repository", () => {
    const files = [
      {
        path: 'packages/app/src/features/search/StopSearchPage.tsx',
        text: "import { useStopList } from '../../shared/staticLists';\nconst lazy = import('../../shared/x');",
      },
      {
        path: 'packages/app/src/main.ts',
        text: "import stops from '../../../../shared/data/madrid/stops.json';",
      },
      { path: 'packages/app/src/feed.ts', text: "import x from './y';\nconst feed = '../../shared/data';" },
    ];
    expect(findSharedReferences(files)).toEqual(['packages/app/src/main.ts', 'packages/app/src/feed.ts']);
  });

  it('lets tests, benchmarks and tooling read the shared data', () => {
    expect(isExemptFromSharedCheck('packages/gtfs/src/compile.test.ts')).toBe(true);
    expect(isExemptFromSharedCheck('packages/gtfs/test/realData.ts')).toBe(true);
    expect(isExemptFromSharedCheck('apps/api/bench/arrivals.ts')).toBe(true);
    expect(isExemptFromSharedCheck('tooling/scripts/src/data.ts')).toBe(true);
    expect(isExemptFromSharedCheck('packages/gtfs/src/compile.ts')).toBe(false);
    expect(
      findSharedReferences([{ path: 'packages/gtfs/src/x.test.ts', text: "'../../../shared/data'" }]),
    ).toEqual([]);
  });
});
