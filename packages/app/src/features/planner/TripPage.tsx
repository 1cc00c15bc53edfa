import { ApiError, type Plan, type PlanPlace } from '@transit/api-client';
import { buildRoute, type StopType } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, EmptyState, ErrorState, SectionTitle, Spinner, TripOption, TripSteps } from '@transit/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Screen } from '../../common/Screen';
import { TimetableNotices } from '../../common/TimetableNotices';
import { useLocale } from '../../common/useLocale';
import { dateOfInput } from './cityTime';
import { DevicePlannerError } from './devicePlanner';
import { useDevicePlannerWarmUp } from './devicePlannerHooks';
import { formOfRequest, plannerFormSearch, readTripRequest, type TripRequest } from './plannerUrl';
import { TripMapSection } from './TripMapSection';
import { usePlan } from './usePlan';
import styles from './TripPage.module.css';

const STOP_TYPE_NAMES: Readonly<Record<StopType, MessageId>> = {
  cercanias: 'planner.stopTypes.cercanias',
  metro: 'planner.stopTypes.metro',
  lightMetro: 'planner.stopTypes.lightMetro',
  interurban: 'planner.stopTypes.interurban',
  emt: 'planner.stopTypes.emt',
};

/** The message of a failed plan: the place the API or the device does not know, out of the area, offline, or generic. */
export function planErrorMessage(error: unknown): MessageId {
  const code =
    error instanceof ApiError
      ? error.serverError?.code
      : error instanceof DevicePlannerError
        ? error.code
        : undefined;
  switch (code) {
    case 'STOP_NOT_FOUND':
    case 'STATION_NOT_FOUND':
      return 'planner.error.placeNotFound';
    case 'PLACE_OUT_OF_AREA':
      return 'planner.error.outOfArea';
    case 'NETWORK_UNAVAILABLE':
      return 'planner.error.offlineUnavailable';
    case undefined:
    default:
      return 'error.generic';
  }
}

/**
 * /planificador/ruta (spec §2, issue 11): the trips of the address's request (from, to, at, arriveBy: shareable), as
 * options; the chosen one's steps and map. The API plans it; where the API cannot be reached, the device does, and
 * the page says which.
 */
export function TripPage() {
  const message = useMessage();
  const [params] = useSearchParams();
  const request = useMemo(() => readTripRequest(params), [params]);
  if (!request) {
    return (
      <Screen title={message('planner.result.title')}>
        <Container>
          <ErrorState message="planner.result.invalidLink" technicalDetails="PLACE_REF_MALFORMED" />
          <Link className={styles['change']} to={buildRoute('planner')}>
            <Message id="planner.result.newSearch" />
          </Link>
        </Container>
      </Screen>
    );
  }
  return <TripResult request={request} />;
}

function TripResult(props: { readonly request: TripRequest }) {
  const message = useMessage();
  const { request } = props;
  useDevicePlannerWarmUp();
  const query = usePlan({
    from: request.from,
    to: request.to,
    at: request.at,
    arriveBy: request.arriveBy,
  });
  const plan = query.data;
  const nameOf = (place: PlanPlace): string => {
    if (place.name !== '') return place.name;
    if (place.ref === request.from && request.fromName) return request.fromName;
    if (place.ref === request.to && request.toName) return request.toName;
    return message('planner.point');
  };
  const fromName = plan ? nameOf(plan.from) : (request.fromName ?? '');
  const toName = plan ? nameOf(plan.to) : (request.toName ?? '');
  const changeUrl = `${buildRoute('planner')}?${plannerFormSearch(
    formOfRequest(request, { from: fromName, to: toName }),
  ).toString()}`;

  return (
    <Screen title={message('planner.result.title')}>
      <Container>
        <div className={styles['header']}>
          {plan && (
            <p className={styles['summary']}>
              {message('planner.result.summary', { from: fromName, to: toName })}
            </p>
          )}
          <p className={styles['when']}>
            {request.at === undefined
              ? message('planner.result.departNow')
              : message(request.arriveBy ? 'planner.result.arriveBy' : 'planner.result.departAt', {
                  time: request.at.slice(11, 16),
                  date: dateOfInput(request.at),
                })}
          </p>
          <Link className={styles['change']} to={changeUrl}>
            <Message id="planner.result.change" />
          </Link>
        </div>
        {query.isPending && (
          <div className={styles['loading']}>
            <Spinner label="planner.result.loading" />
          </div>
        )}
        {query.isError && !plan && (
          <ErrorState
            message={planErrorMessage(query.error)}
            technicalDetails={query.error.code}
            onRetry={() => void query.refetch()}
          />
        )}
        {plan && <PlanView plan={plan} nameOf={nameOf} fromName={fromName} toName={toName} />}
      </Container>
    </Screen>
  );
}

function PlanView(props: {
  readonly plan: Plan;
  readonly nameOf: (place: PlanPlace) => string;
  readonly fromName: string;
  readonly toName: string;
}) {
  const message = useMessage();
  const locale = useLocale();
  const { plan } = props;
  const [chosen, setChosen] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // The rider asked and waited: focus goes to the results, so a screen reader reads them next.
  useEffect(() => {
    heading.current?.focus();
  }, [plan]);
  const trip = plan.trips[Math.min(chosen, plan.trips.length - 1)];
  const unplanned = plan.unplannedStopTypes.map((type) => message(STOP_TYPE_NAMES[type]));
  const unplannedText =
    unplanned.length > 0 ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(unplanned) : '';

  return (
    <>
      <p className={styles['computedBy']} role="note">
        <Message
          id={
            plan.computedBy === 'device'
              ? 'planner.result.computedByDevice'
              : 'planner.result.computedByServer'
          }
        />
      </p>
      <TimetableNotices
        answer={{ timetable: { hasTimetable: true, feeds: plan.timetable.feeds }, notice: null }}
      />
      {unplannedText !== '' && (
        <p className={styles['note']} role="note">
          {capitalised(message('planner.result.unplanned', { types: unplannedText }))}
        </p>
      )}
      <section aria-labelledby="trip-options" className={styles['section']}>
        <SectionTitle level={2}>
          <span id="trip-options" ref={heading} tabIndex={-1}>
            <Message id="planner.result.options" />
          </span>
        </SectionTitle>
        {plan.trips.length === 0 ? (
          <EmptyState message="planner.result.noTrip" />
        ) : (
          <ul className={styles['options']}>
            {plan.trips.map((option, index) => (
              <li key={`${option.departureTime}-${index}`}>
                <TripOption trip={option} isSelected={trip === option} onSelect={() => setChosen(index)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {trip && (
        <section aria-labelledby="trip-steps" className={styles['section']}>
          <SectionTitle level={2}>
            <span id="trip-steps">
              <Message id="planner.result.steps" />
            </span>
          </SectionTitle>
          <TripSteps steps={trip.steps} placeName={props.nameOf} />
          <TripMapSection
            trip={trip}
            label={message('planner.result.map', { from: props.fromName, to: props.toName })}
          />
        </section>
      )}
    </>
  );
}

/** A sentence that starts with a lower-case list item ("autobuses EMT y …") starts with a capital. */
function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
