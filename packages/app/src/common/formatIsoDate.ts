/** "2026-02-20" as "20/02/2026": the date as written, with no time zone conversion. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
