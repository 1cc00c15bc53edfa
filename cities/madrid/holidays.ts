/**
 * Public holidays in the city of Madrid, 2025 and 2026: the national ones, the Comunidad de Madrid's (including the
 * Sunday holidays it moves to the Monday) and the city's two local ones. An expired feed answers them with the holiday
 * service it ran on its own holidays (Metro de Madrid and Metro Ligero run their Sunday service).
 *
 * Sources (checked through the repository's search tool; only dates confirmed there are listed):
 * - 2025: Resolución de 15 de octubre de 2024, de la Dirección General de Trabajo, por la que se publica la relación
 *   de fiestas laborales para el año 2025 (BOE núm. 252, 18 October 2024, BOE-A-2024-21316,
 *   https://www.boe.es/eli/es/res/2024/10/15/(1)), with the Comunidad de Madrid's twelve days approved by its Consejo
 *   de Gobierno on 25 September 2024; Madrid's local days 15 May and 10 November. The CRTM Metro de Madrid and Metro
 *   Ligero snapshots in data/ mark exactly these fourteen days in their calendar_dates.txt.
 * - 2026: Resolución de 17 de octubre de 2025, de la Dirección General de Trabajo (BOE of 28 October 2025,
 *   BOE-A-2025-21667) and Decreto 75/2025, de 24 de septiembre, del Consejo de Gobierno, por el que se establecen las
 *   fiestas laborales para el año 2026 en la Comunidad de Madrid (BOCM); Madrid's local days 15 May and 9 November.
 *   The bulletins' own pages were not in the search tool's index: the 2026 dates are those the reports quoting these
 *   instruments give (Onda Cero, 24 September 2025; Europa Press, 28 October 2025; Gacetín Madrid, 28 October 2025).
 */
export const MADRID_PUBLIC_HOLIDAYS = [
  '2025-01-01', // Año Nuevo
  '2025-01-06', // Epifanía del Señor
  '2025-04-17', // Jueves Santo
  '2025-04-18', // Viernes Santo
  '2025-05-01', // Fiesta del Trabajo
  '2025-05-02', // Fiesta de la Comunidad de Madrid
  '2025-05-15', // San Isidro (local)
  '2025-07-25', // Santiago Apóstol
  '2025-08-15', // Asunción de la Virgen
  '2025-11-01', // Todos los Santos
  '2025-11-10', // La Almudena, moved from Sunday 9 November (local)
  '2025-12-06', // Día de la Constitución Española
  '2025-12-08', // Inmaculada Concepción
  '2025-12-25', // Natividad del Señor
  '2026-01-01', // Año Nuevo
  '2026-01-06', // Epifanía del Señor
  '2026-04-02', // Jueves Santo
  '2026-04-03', // Viernes Santo
  '2026-05-01', // Fiesta del Trabajo
  '2026-05-02', // Fiesta de la Comunidad de Madrid
  '2026-05-15', // San Isidro (local)
  '2026-08-15', // Asunción de la Virgen
  '2026-10-12', // Fiesta Nacional de España
  '2026-11-02', // Todos los Santos, moved from Sunday 1 November
  '2026-11-09', // La Almudena (local)
  '2026-12-07', // Día de la Constitución Española, moved from Sunday 6 December
  '2026-12-08', // Inmaculada Concepción
  '2026-12-25', // Natividad del Señor
] as const;
