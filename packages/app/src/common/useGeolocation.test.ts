import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOfError } from '../platform';
import { servicesWrapper } from '../testSupport';
import { useGeolocation } from './useGeolocation';

type Success = (position: { coords: { latitude: number; longitude: number; accuracy: number } }) => void;
type Failure = (error: { code: number }) => void;

function fakeGeolocation(answer: (success: Success, failure: Failure) => void) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: vi.fn(answer) },
  });
}

describe('useGeolocation', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('maps the browser errors to the spec location states', () => {
    expect(answerOfError({ code: 1 })).toEqual({ status: 'permissionMissing' });
    expect(answerOfError({ code: 2 })).toEqual({ status: 'notEnabled' });
    expect(answerOfError({ code: 3 })).toEqual({ status: 'error' });
  });

  it('asks for the location only when told to, then gives it', () => {
    let succeed: Success = () => undefined;
    fakeGeolocation((success) => {
      succeed = success;
    });
    const { result } = renderHook(() => useGeolocation(), { wrapper: servicesWrapper() });
    expect(result.current.state).toEqual({ status: 'idle' });
    act(() => result.current.locate());
    expect(result.current.state).toEqual({ status: 'loading' });
    act(() => succeed({ coords: { latitude: 40.41688, longitude: -3.70326, accuracy: 12 } }));
    expect(result.current.state).toEqual({
      status: 'success',
      latitude: 40.41688,
      longitude: -3.70326,
      accuracyM: 12,
    });
  });

  it('says permission is missing when the rider refused', () => {
    fakeGeolocation((_, failure) => failure({ code: 1 }));
    const { result } = renderHook(() => useGeolocation(), { wrapper: servicesWrapper() });
    act(() => result.current.locate());
    expect(result.current.state).toEqual({ status: 'permissionMissing' });
  });

  it('says so when the browser has no geolocation', () => {
    const { result } = renderHook(() => useGeolocation(), { wrapper: servicesWrapper() });
    act(() => result.current.locate());
    expect(result.current.state).toEqual({ status: 'unsupported' });
  });
});
