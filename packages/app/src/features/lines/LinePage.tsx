import { type Itinerary, type LineDetail, lineQuery } from '@transit/api-client';
import { buildRoute, type LineCode, lineColoursOf, PARSE_ONCE } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useAppServices } from '../../common/appServices';
import { useNow } from '../../common/useNow';
import { type DirectionGroup, directionGroups, itineraryEnds } from './directions';
import { DirectionTabs } from './DirectionTabs';
import { ItineraryMap } from './ItineraryMap';
import { ItineraryStops, LineFrame, RouteSection, WithLineCode } from './LineParts';
import styles from './LinePage.module.css';
import { LineTimetable } from './LineTimetable';
import { type TimetableDay, timetableDays } from './timetableDays';

/** How often the days offered are looked at again: they roll over at midnight on a page left open. */
const DAY_CHECK_MS = 60_000;

/**
 * The line page's own query parameters: the chosen itinerary (`ruta`, an itinerary code) and timetable day (`dia`,
 * YYYY-MM-DD), kept in the address so Back from a stop and a shared link show the same tab and day. Anything else
 * there reads as absent.
 */
const linePageParamsSchema = z.object({
  ruta: z.string().min(1).optional().catch(undefined),
  dia: z.iso.date().optional().catch(undefined),
});

/** /lineas/{lineCode} (spec §2): a line's directions as destination tabs, with timetable, route map and stops. */
export function LinePage() {
  const { lineCode = '' } = useParams();
  return (
    <WithLineCode lineCode={lineCode} canonicalPath={(code) => buildRoute('line', { lineCode: code })}>
      {(code) => <LineDetails key={code} code={code} />}
    </WithLineCode>
  );
}

function LineDetails(props: { readonly code: LineCode }) {
  const { api, city } = useAppServices();
  const [params, setParams] = useSearchParams();
  const wanted = linePageParamsSchema.parse(
    {
      ruta: params.get('ruta') ?? undefined,
      dia: params.get('dia') ?? undefined,
    },
    PARSE_ONCE,
  );
  const nowEpochMs = useNow(DAY_CHECK_MS);
  const days = useMemo(() => timetableDays(nowEpochMs, city.timeZone), [nowEpochMs, city.timeZone]);
  const day = days.find((candidate) => candidate.date === wanted.dia) ?? days[0];
  // Today is the server's today (key ['line_new', code]), shared with the itinerary page.
  const query = useQuery({
    ...lineQuery(api, props.code, day.offsetDays === 0 ? undefined : day.date),
    placeholderData: keepPreviousData,
  });

  const update = (changes: Readonly<Record<'ruta' | 'dia', string | undefined>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <LineFrame code={props.code} query={query}>
      {(line) => (
        <LineBody
          line={line}
          selectedCode={wanted.ruta}
          onSelectItinerary={(code) => update({ ruta: code, dia: wanted.dia })}
          days={days}
          day={day}
          onSelectDay={(date) =>
            update({ ruta: wanted.ruta, dia: date === days[0]?.date ? undefined : date })
          }
          isUpdating={query.isPlaceholderData}
        />
      )}
    </LineFrame>
  );
}

function LineBody(props: {
  readonly line: LineDetail;
  readonly selectedCode: string | undefined;
  readonly onSelectItinerary: (code: string) => void;
  readonly days: readonly TimetableDay[];
  readonly day: TimetableDay;
  readonly onSelectDay: (date: string) => void;
  readonly isUpdating: boolean;
}) {
  const { line } = props;
  const message = useMessage();
  const groups = useMemo(() => directionGroups(line.itineraries), [line.itineraries]);
  const selected =
    line.itineraries.find((itinerary) => itinerary.code === props.selectedCode) ?? line.itineraries[0];
  const colour = lineColoursOf({ ...line, isNocturnal: line.isNocturnalLine }).colour;
  const timetable = (direction: number) => (
    <LineTimetable
      timetable={line.timetable}
      direction={direction}
      days={props.days}
      selectedDate={props.day.date}
      onSelectDate={props.onSelectDay}
      isUpdating={props.isUpdating}
    />
  );

  if (selected === undefined) {
    return (
      <>
        <p className={styles['note']} role="note">
          <Message id="lines.noItineraries" />
        </p>
        {timetable(line.timetable?.directions[0]?.direction ?? 0)}
      </>
    );
  }

  const tabLabel = (group: DirectionGroup) => {
    const values = { headsign: group.destination, number: group.direction + 1 };
    if (group.destination === '') return message('lines.directionNumber', values);
    if (group.isCircular) {
      return message(group.isAmbiguous ? 'lines.circularNumbered' : 'lines.circularDirection', values);
    }
    return message(group.isAmbiguous ? 'lines.towardsNumbered' : 'lines.towards', values);
  };
  const group = groups.find((candidate) => candidate.direction === selected.direction);

  return (
    <DirectionTabs
      label={message('lines.directions')}
      tabs={groups.map((candidate) => ({ id: String(candidate.direction), label: tabLabel(candidate) }))}
      selectedId={String(selected.direction)}
      onSelect={(id) => {
        const first = groups.find((candidate) => String(candidate.direction) === id)?.itineraries[0];
        if (first) props.onSelectItinerary(first.code);
      }}
    >
      {group && group.itineraries.length > 1 && (
        <VariantChooser
          itineraries={group.itineraries}
          selectedCode={selected.code}
          onSelect={props.onSelectItinerary}
        />
      )}
      {timetable(selected.direction)}
      <RouteSection>
        <ItineraryMap
          itinerary={selected}
          colour={colour}
          label={message('lines.mapLabel', {
            lineNumber: line.lineNumber,
            direction: group ? tabLabel(group) : selected.headsign,
          })}
        />
      </RouteSection>
      <ItineraryStops
        itinerary={selected}
        colour={colour}
        action={
          <Link
            className={styles['link']}
            to={buildRoute('itinerary', { lineCode: line.lineCode, routeCode: selected.code })}
          >
            <Message id="lines.openItinerary" />
          </Link>
        }
      />
    </DirectionTabs>
  );
}

/** The itineraries of one direction (variants with other ends), as radio buttons named by their first and last stop. */
function VariantChooser(props: {
  readonly itineraries: readonly Itinerary[];
  readonly selectedCode: string;
  readonly onSelect: (code: string) => void;
}) {
  const message = useMessage();
  const name = useId();
  return (
    <fieldset className={styles['variants']}>
      <legend>
        <Message id="lines.variants" />
      </legend>
      {props.itineraries.map((itinerary) => {
        const ends = itineraryEnds(itinerary);
        return (
          <label key={itinerary.code} className={styles['variant']}>
            <input
              type="radio"
              name={name}
              value={itinerary.code}
              checked={itinerary.code === props.selectedCode}
              onChange={() => props.onSelect(itinerary.code)}
            />
            <span>
              {ends
                ? message('lines.variant', ends)
                : message(itinerary.isCircular ? 'lines.circularDirection' : 'lines.towards', {
                    headsign: itinerary.headsign,
                  })}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
