// Fails on an import circle in the repository's TypeScript sources (dpdm; see ../importCycles.ts).
import { findImportCycles, normalizeCycle, TYPESCRIPT_SOURCES } from '../importCycles';
import { REPO_ROOT } from '../repo';

const circles = [
  ...new Set((await findImportCycles(REPO_ROOT, TYPESCRIPT_SOURCES)).map(normalizeCycle)),
].sort();
if (circles.length > 0) {
  console.error(`import-cycle check failed: ${circles.length} import circles:\n  ${circles.join('\n  ')}`);
  process.exit(1);
}
console.log("import-cycle check passed: no import circle in the repository's TypeScript sources.");
