import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BREAKER_FAILURES,
  DEFAULT_HALF_OPEN_AFTER_MS,
  DEFAULT_UPSTREAM_TIMEOUT_MS,
  parseRealtimeConfig,
} from './config';

describe("the live sources' config", () => {
  it('is complete when empty: every source present, unconfigured, with the default timeout and breaker', () => {
    const config = parseRealtimeConfig({});
    if (!config.ok) return expect.fail(config.error.message);
    expect(config.value.emt).toEqual({
      timeoutMs: DEFAULT_UPSTREAM_TIMEOUT_MS,
      breakerFailures: DEFAULT_BREAKER_FAILURES,
      halfOpenAfterMs: DEFAULT_HALF_OPEN_AFTER_MS,
    });
    expect(config.value.metro.companyCodesByStop.size).toBe(0);
    expect(config.value.mta.feeds).toEqual([]);
    expect(config.value.crtm).toMatchObject({
      connectionKeyEncoding: 'base64',
      connectionKeyMaxAgeMs: 600_000,
    });
    expect(config.value.crtm.baseUrl).toBeUndefined();
    expect(config.value.cercanias.stationCodesByStop.size).toBe(0);
    expect(config.value.cercanias.adif).toMatchObject({
      client: 'AndroidElcanoApp',
      userId: 'transit',
      timeoutMs: 1_200,
    });
    expect(config.value.cercanias.renfe.nucleo).toBe('10');
  });

  it("gives ADIF less than the Cercanías source's own default timeout, so Renfe still has time", () => {
    const config = parseRealtimeConfig({});
    if (!config.ok) return expect.fail(config.error.message);
    expect(config.value.cercanias.adif.timeoutMs).toBeLessThan(config.value.cercanias.timeoutMs);
  });

  it('reads Cercanías station codes and Renfe destinations by stop code (5_122 is 5-122)', () => {
    const config = parseRealtimeConfig({
      cercanias: {
        stationCodesByStop: { '5_122': '18101' },
        renfe: { destinationsByStop: { '5-122': ['17000', '60200'] } },
      },
    });
    if (!config.ok) return expect.fail(config.error.message);
    expect([...config.value.cercanias.stationCodesByStop]).toEqual([['5-122', '18101']]);
    expect([...config.value.cercanias.renfe.destinationsByStop]).toEqual([['5-122', ['17000', '60200']]]);
  });

  it("gives a source a timeout well inside the API's 3 s answer by default", () => {
    expect(DEFAULT_UPSTREAM_TIMEOUT_MS).toBeLessThan(3_000);
  });

  it("reads stop codes as the product writes them ('4_12' is 4-12, '072' is 72)", () => {
    const config = parseRealtimeConfig({
      metro: { companyCodesByStop: { '4_12': ['0112'] } },
      mta: { stopIdsByCode: { '4-127': ['127'] } },
    });
    if (!config.ok) return expect.fail(config.error.message);
    expect([...config.value.metro.companyCodesByStop.keys()]).toEqual(['4-12']);
    expect([...config.value.mta.stopIdsByCode.keys()]).toEqual(['4-127']);
  });

  it.each([
    ['a base URL that is not http(s)', { emt: { baseUrl: 'ftp://example.org' } }, 'emt.baseUrl'],
    ['a blank key', { emt: { clientId: '  ' } }, 'emt.clientId'],
    ["a timeout past the spec's 60 s", { mta: { timeoutMs: 60_001 } }, 'mta.timeoutMs'],
    [
      'a key that is not a stop code',
      { metro: { companyCodesByStop: { Sol: ['0112'] } } },
      'metro.companyCodesByStop.Sol',
    ],
    ['a CRTM private key that is no AES key size', { crtm: { privateKey: 'short' } }, 'crtm.privateKey'],
    ['a CRTM base URL that is not http(s)', { crtm: { baseUrl: 'soap://crtm' } }, 'crtm.baseUrl'],
    [
      'an ADIF/Renfe station code that is not 5 digits',
      { cercanias: { stationCodesByStop: { '5-122': '181' } } },
      'cercanias.stationCodesByStop.5-122',
    ],
    ['a blank ADIF secret key', { cercanias: { adif: { secretKey: ' ' } } }, 'cercanias.adif.secretKey'],
    [
      'a Renfe stop with no destination',
      { cercanias: { renfe: { destinationsByStop: { '5-122': [] } } } },
      'cercanias.renfe.destinationsByStop.5-122',
    ],
    [
      'a display code that is not one',
      { metro: { companyCodesByStop: { '4-12': ['L1'] } } },
      'metro.companyCodesByStop.4-12.0',
    ],
  ])('refuses %s with UPSTREAM_CONFIG_INVALID naming the field', (_, input, field) => {
    const config = parseRealtimeConfig(input);
    expect(config.ok).toBe(false);
    if (config.ok) return;
    expect(config.error.code).toBe('UPSTREAM_CONFIG_INVALID');
    expect(config.error.message).toContain(field);
  });
});
