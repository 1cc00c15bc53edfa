import {
  ApiError,
  type Itinerary,
  type LineDetail,
  lineQuery,
  lineTimetableQuery,
} from '@transit/api-client';
import {
  buildRoute,
  type LineCode,
  lineColoursOf,
  PARSE_ONCE,
  parseStopCode,
  type StopCode,
} from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { ErrorState } from '@transit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useAppServices } from '../../common/appServices';
import { loadErrorMessage } from '../../common/loadError';
import { useNow } from '../../common/useNow';
import { type LoadingQuery, LoadingState } from '../../common/LoadingState';
import { type DirectionGroup, directionGroups, itineraryEnds } from './directions';
import { DirectionTabs } from './DirectionTabs';
import { ItineraryMap } from './ItineraryMap';
import { ItineraryStops, LineFrame, RouteSection, WithLineCode } from './LineParts';
import styles from './LinePage.module.css';
import { LineTimetable, StopChooser, StopDay } from './LineTimetable';
import {
  chooseStop,
  departsFrom,
  departureStops,
  type ItineraryStop,
  readStopRequest,
  type StopChoice,
  type StopRequest,
} from './stopChoice';
import { type TimetableDay, timetableDays } from './timetableDays';

/** How often the days offered are looked at again: they roll over at midnight on a page left open. */
const DAY_CHECK_MS = 60_000;

/**
 * The line page's own query parameters: the chosen itinerary (`ruta`, an itinerary code), timetable day (`dia`,
 * YYYY-MM-DD) and stop whose departures show (`codParada`, a stop code, the name spec §2 gives a stop's parameter on
 * the stop map), kept in the address so Back from a stop, a reload and a shared link show the same tab, day and stop.
 * Anything else there reads as absent.
 */
const linePageParamsSchema = z.object({
  ruta: z.string().min(1).optional().catch(undefined),
  dia: z.iso.date().optional().catch(undefined),
  codParada: z.string().min(1).optional().catch(undefined),
});

type LinePageParam = keyof z.output<typeof linePageParamsSchema>;

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
      codParada: params.get('codParada') ?? undefined,
    },
    PARSE_ONCE,
  );
  const nowEpochMs = useNow(DAY_CHECK_MS);
  const days = useMemo(() => timetableDays(nowEpochMs, city.timeZone), [nowEpochMs, city.timeZone]);
  const day = days.find((candidate) => candidate.date === wanted.dia) ?? days[0];
  // Today is the server's today (key ['line_new', code]), shared with the itinerary page.
  const timetableDate = day.offsetDays === 0 ? undefined : day.date;
  const query = useQuery({
    ...lineQuery(api, props.code, timetableDate),
    placeholderData: keepPreviousData,
    // The route's loader asks for today's line on each visit; a failure is asked again by Retry, not because the
    // page mounted (an unknown line is asked once).
    retryOnMount: false,
  });

  /** Sets the named parameters (undefined removes one) and keeps the others. */
  const update = (changes: Partial<Readonly<Record<LinePageParam, string | undefined>>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      // Flushed at once, so that the controlled choices never show the old value after a tap.
      { replace: true, flushSync: true },
    );

  return (
    <LineFrame code={props.code} query={query}>
      {(line) => (
        <LineBody
          code={props.code}
          line={line}
          selectedCode={wanted.ruta}
          stopRequest={readStopRequest(wanted.codParada)}
          onSelect={update}
          days={days}
          day={day}
          timetableDate={timetableDate}
          onSelectDay={(date) => update({ dia: date === days[0]?.date ? undefined : date })}
          updating={query.isPlaceholderData ? query : undefined}
        />
      )}
    </LineFrame>
  );
}

/**
 * The itinerary the page opens on: the one the address names; else, when it names a stop, the first itinerary that
 * departs from it (a link to a line at a stop opens the way that leaves from there); else the first.
 */
function selectedItinerary(
  itineraries: readonly Itinerary[],
  selectedCode: string | undefined,
  stopRequest: StopRequest,
): Itinerary | undefined {
  const named = itineraries.find((itinerary) => itinerary.code === selectedCode);
  if (named) return named;
  if (selectedCode === undefined && stopRequest.kind === 'stop') {
    const departing = itineraries.find((itinerary) => departsFrom(itinerary, stopRequest.code));
    if (departing) return departing;
  }
  return itineraries[0];
}

function LineBody(props: {
  readonly code: LineCode;
  readonly line: LineDetail;
  readonly selectedCode: string | undefined;
  readonly stopRequest: StopRequest;
  readonly onSelect: (changes: Partial<Readonly<Record<LinePageParam, string | undefined>>>) => void;
  readonly days: readonly TimetableDay[];
  readonly day: TimetableDay;
  /** The day asked of the API: undefined for today. */
  readonly timetableDate: string | undefined;
  readonly onSelectDay: (date: string) => void;
  /** The chosen day's answer while it is on its way (the figures shown meanwhile are another day's). */
  readonly updating: LoadingQuery | undefined;
}) {
  const { line } = props;
  const message = useMessage();
  const groups = useMemo(() => directionGroups(line.itineraries), [line.itineraries]);
  const selected = selectedItinerary(line.itineraries, props.selectedCode, props.stopRequest);
  const colour = lineColoursOf({ ...line, isNocturnal: line.isNocturnalLine }).colour;
  const choice: StopChoice = selected
    ? chooseStop(selected, props.stopRequest)
    : { stop: undefined, isFirst: true };
  /**
   * Another itinerary, keeping the stop when the rider chose one it also departs from (Sol, both ways on Metro 1),
   * and its first stop otherwise.
   */
  const selectItinerary = (code: string) => {
    const next = line.itineraries.find((itinerary) => itinerary.code === code);
    const stop = choice.isFirst ? undefined : choice.stop?.code;
    const keeps = next !== undefined && stop !== undefined && departsFrom(next, stop);
    props.onSelect({
      ruta: code,
      codParada: keeps && departureStops(next)[0]?.code !== stop ? stop : undefined,
    });
  };
  const timetable = (direction: number, itinerary: Itinerary | undefined) => (
    <LineTimetable
      timetable={line.timetable}
      days={props.days}
      selectedDate={props.day.date}
      onSelectDate={props.onSelectDay}
      stopChooser={
        itinerary && (
          <>
            <StopProblem choice={choice} />
            {choice.stop && (
              <StopChooser
                stops={departureStops(itinerary)}
                selectedCode={choice.stop.code}
                onSelect={(code) =>
                  props.onSelect({
                    // The itinerary is named once the stop no longer picks it (the first stop leaves the address).
                    ruta: itinerary === line.itineraries[0] ? props.selectedCode : itinerary.code,
                    codParada: code === departureStops(itinerary)[0]?.code ? undefined : code,
                  })
                }
              />
            )}
          </>
        )
      }
    >
      {props.updating ? (
        <LoadingState query={props.updating} />
      ) : (
        <DirectionDay
          code={props.code}
          line={line}
          direction={direction}
          choice={choice}
          timetableDate={props.timetableDate}
        />
      )}
    </LineTimetable>
  );

  if (selected === undefined) {
    return (
      <>
        <p className={styles['note']} role="note">
          <Message id="lines.noItineraries" />
        </p>
        {timetable(line.timetable?.directions[0]?.direction ?? 0, undefined)}
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
        if (first) selectItinerary(first.code);
      }}
    >
      {group && group.itineraries.length > 1 && (
        <VariantChooser
          itineraries={group.itineraries}
          selectedCode={selected.code}
          onSelect={selectItinerary}
        />
      )}
      {timetable(selected.direction, selected)}
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

/** Why the stop the address asked for is not the one shown, in plain words; nothing when it is. */
function StopProblem(props: { readonly choice: StopChoice }) {
  const { problem } = props.choice;
  if (problem === undefined) return null;
  return (
    <p className={styles['notice']} role="note">
      <Message
        id={problem.kind === 'invalid' ? 'lines.invalidStopCode' : 'lines.stopNotOnItinerary'}
        values={{ code: problem.code }}
      />
    </p>
  );
}

/**
 * The chosen day of a direction at the chosen stop: from the line's own answer at the itinerary's first stop (no
 * request of its own), from the line's timetable at another stop otherwise.
 */
function DirectionDay(props: {
  readonly code: LineCode;
  readonly line: LineDetail;
  readonly direction: number;
  readonly choice: StopChoice;
  readonly timetableDate: string | undefined;
}) {
  const { choice } = props;
  const timetable = props.line.timetable;
  if (timetable === null) return null;
  const direction = timetable.directions.find((candidate) => candidate.direction === props.direction);
  const stopCode = choice.stop === undefined ? undefined : parseStopCode(choice.stop.code);
  // Nothing to ask when nothing runs that way that day, or the line's answer carries the stop's departures.
  if (
    direction === undefined ||
    choice.stop === undefined ||
    direction.stopDepartures?.stopCode === choice.stop.code ||
    !stopCode?.ok
  ) {
    return <StopDay timetable={timetable} direction={props.direction} stopName={choice.stop?.name} />;
  }
  return (
    <StopTimetable
      code={props.code}
      stopCode={stopCode.value}
      stop={choice.stop}
      direction={props.direction}
      timetableDate={props.timetableDate}
    />
  );
}

/**
 * A direction's day at a stop other than its first, asked of the API (the line's timetable at that stop, a light
 * answer): a spinner while it comes, the error in plain words (Retry unless the line does not stop there).
 */
function StopTimetable(props: {
  readonly code: LineCode;
  readonly stopCode: StopCode;
  readonly stop: ItineraryStop;
  readonly direction: number;
  readonly timetableDate: string | undefined;
}) {
  const { api } = useAppServices();
  const query = useQuery(lineTimetableQuery(api, props.code, props.stopCode, props.timetableDate));
  if (query.isPending) return <LoadingState query={query} />;
  if (query.isError) {
    const { error } = query;
    const isNotOnLine = error instanceof ApiError && error.status === 404;
    const serverCode = error instanceof ApiError ? error.serverError?.code : undefined;
    return (
      <ErrorState
        message={isNotOnLine ? 'lines.stopNotOnLine' : loadErrorMessage(error, 'lines.stopTimetableError')}
        values={{ code: props.stop.code }}
        {...(serverCode !== undefined && { technicalDetails: serverCode })}
        // Asking again where the line does not stop changes nothing.
        {...(!isNotOnLine && { onRetry: () => void query.refetch() })}
      />
    );
  }
  const { timetable } = query.data;
  if (timetable === null) {
    return (
      <p className={styles['note']} role="note">
        <Message id="lines.noTimetable" />
      </p>
    );
  }
  return <StopDay timetable={timetable} direction={props.direction} stopName={props.stop.name} />;
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
