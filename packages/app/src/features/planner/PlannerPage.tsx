import { formatPlaceRef } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, TripIcon } from '@transit/ui';
import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppServices } from '../../common/appServices';
import { Screen } from '../../common/Screen';
import { useGeolocation } from '../../common/useGeolocation';
import { useNow } from '../../common/useNow';
import type { LocationAnswer } from '../../platform';
import { localDateTimeInput } from './cityTime';
import { useDevicePlannerWarmUp } from './devicePlannerHooks';
import { PlaceField } from './PlaceField';
import {
  type ChosenPlace,
  type PlannerForm,
  plannerFormSearch,
  readPlannerForm,
  tripUrlOf,
  type WhenKind,
} from './plannerUrl';
import { usePlaceProviders } from './usePlaceProviders';
import styles from './PlannerPage.module.css';

const LOCATION_ERRORS: Readonly<Record<Exclude<LocationAnswer['status'], 'success'>, MessageId>> = {
  permissionMissing: 'location.permissionMissing',
  notEnabled: 'location.notEnabled',
  error: 'location.error',
  unsupported: 'location.unsupported',
};

const MINUTE_MS = 60_000;

const WHEN_LABELS: Readonly<Record<WhenKind, MessageId>> = {
  now: 'planner.when.now',
  departAt: 'planner.when.departAt',
  arriveBy: 'planner.when.arriveBy',
};

/**
 * /planificador (spec §2, issue 11): origin and destination with place search or the rider's location, a swap, depart
 * now / at a time / arrive by a time, and a submit that opens the result's shareable address. The form lives in
 * this page's address (replaced as it changes), so Back from a result finds it as it was.
 */
export function PlannerPage() {
  const message = useMessage();
  const { city } = useAppServices();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const form = readPlannerForm(params);
  const { providers, isReady } = usePlaceProviders();
  const [problem, setProblem] = useState<MessageId>();
  const [locatingSide, setLocatingSide] = useState<'from' | 'to'>();
  useDevicePlannerWarmUp();
  // The moment "depart at" starts from: now, to the minute.
  const now = useNow(MINUTE_MS);

  const update = useCallback(
    (change: Partial<PlannerForm>) => {
      setProblem(undefined);
      // Flushed at once: the radios and the time field are controlled by the address, and a deferred
      // navigation would show the old choice for a moment after a tap (and a fast second tap would be lost).
      setParams((current) => plannerFormSearch({ ...readPlannerForm(current), ...change }), {
        replace: true,
        flushSync: true,
      });
    },
    [setParams],
  );

  const sideRef = useRef<'from' | 'to'>('from');
  const onAnswer = useCallback(
    (answer: LocationAnswer) => {
      setLocatingSide(undefined);
      if (answer.status !== 'success') {
        setProblem(LOCATION_ERRORS[answer.status]);
        return;
      }
      const place: ChosenPlace = {
        ref: formatPlaceRef({ kind: 'point', latitude: answer.latitude, longitude: answer.longitude }),
        name: message('planner.myLocation'),
      };
      update({ [sideRef.current]: place });
    },
    [message, update],
  );
  const { locate } = useGeolocation({ onAnswer });
  const locateFor = (side: 'from' | 'to') => {
    sideRef.current = side;
    setLocatingSide(side);
    locate();
  };

  const chooseWhen = (when: WhenKind) => {
    update({
      when,
      at: when === 'now' ? undefined : (form.at ?? localDateTimeInput(now, city.timeZone)),
    });
  };

  const submit = () => {
    if (!form.from || !form.to) {
      setProblem('planner.missingPlaces');
      document.getElementById(form.from ? 'planner-to' : 'planner-from')?.focus();
      return;
    }
    const url = tripUrlOf(form);
    if (url === undefined) {
      setProblem('planner.missingTime');
      document.getElementById('planner-at')?.focus();
      return;
    }
    void navigate(url);
  };

  return (
    <Screen title={message('nav.planner')} isMainSection>
      <Container>
        <form
          className={styles['form']}
          aria-label={message('nav.planner')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className={styles['places']}>
            <div className={styles['fields']}>
              <PlaceField
                inputId="planner-from"
                label="planner.from.label"
                placeholder="planner.from.placeholder"
                locateLabel="planner.useMyLocation.from"
                value={form.from}
                onChange={(from) => update({ from })}
                onLocate={() => locateFor('from')}
                isLocating={locatingSide === 'from'}
                providers={providers}
                isReady={isReady}
              />
              <PlaceField
                inputId="planner-to"
                label="planner.to.label"
                placeholder="planner.to.placeholder"
                locateLabel="planner.useMyLocation.to"
                value={form.to}
                onChange={(to) => update({ to })}
                onLocate={() => locateFor('to')}
                isLocating={locatingSide === 'to'}
                providers={providers}
                isReady={isReady}
              />
            </div>
            <button
              type="button"
              className={styles['swap']}
              aria-label={message('planner.swap')}
              title={message('planner.swap')}
              onClick={() => update({ from: form.to, to: form.from })}
            >
              <TripIcon name="swap" />
            </button>
          </div>
          <fieldset className={styles['when']}>
            <legend className={styles['label']}>
              <Message id="planner.when.legend" />
            </legend>
            {(['now', 'departAt', 'arriveBy'] as const).map((when) => (
              <label key={when} className={styles['radio']}>
                <input
                  type="radio"
                  name="when"
                  value={when}
                  checked={form.when === when}
                  onChange={() => chooseWhen(when)}
                />
                <Message id={WHEN_LABELS[when]} />
              </label>
            ))}
            {form.when !== 'now' && (
              <div className={styles['at']}>
                <label className={styles['label']} htmlFor="planner-at">
                  <Message id="planner.when.at" />
                </label>
                <input
                  id="planner-at"
                  className={styles['input']}
                  type="datetime-local"
                  value={form.at ?? ''}
                  onChange={(event) => update({ at: event.target.value || undefined })}
                />
              </div>
            )}
          </fieldset>
          {locatingSide !== undefined && (
            <p className={styles['status']} role="status">
              <Message id="planner.locating" />
            </p>
          )}
          {problem !== undefined && (
            <p className={styles['problem']} role="alert">
              <Message id={problem} />
            </p>
          )}
          <button type="submit" className={styles['submit']}>
            <Message id="planner.submit" />
          </button>
        </form>
      </Container>
    </Screen>
  );
}
