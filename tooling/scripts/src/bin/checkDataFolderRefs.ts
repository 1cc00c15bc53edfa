// Fails when a file outside tests and tooling refers to the data folder beside the repository: a fresh clone has none.
import { listRepoFiles, readRepoFile } from '../repo';
import { findSharedReferences } from '../dataFolderRefs';

const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|yaml|yml|html|css|sh|toml)$|(^|\/)(run|Dockerfile)$/;
const files = listRepoFiles()
  .filter((file) => TEXT_FILE.test(file) && !file.endsWith('pnpm-lock.yaml'))
  .map(readRepoFile);
const offenders = findSharedReferences(files);
if (offenders.length > 0) {
  console.error(
    `These files refer to the data folder beside the repository, which a fresh clone does not have:\n  ${offenders.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `shared-folder check passed: none of ${files.length} files outside tests and tooling refers to the data folder beside the repository.`,
);
