import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_EMT_KEYS, replayedAt, startFixtureServer, type FixtureServer } from './fixtureServer';

let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(async () => {
  await server.close();
});

const login = (headers: Record<string, string>) =>
  fetch(`${server.emtBaseUrl}/v1/mobilitylabs/user/login/`, { headers });

describe('the fixture server', () => {
  it('listens on 127.0.0.1 and gives each upstream its base URL', () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.emtBaseUrl).toBe(`${server.origin}/emt`);
    expect(server.metroBaseUrl).toBe(`${server.origin}/metro`);
    expect(server.mtaFeedUrl('b_division')).toBe(`${server.origin}/mta/b_division`);
    expect(server.crtmBaseUrl).toBe(`${server.origin}/crtm/`);
    expect(server.adifBaseUrl).toBe(`${server.origin}/adif/circulationpaths`);
    expect(server.renfeBaseUrl).toBe(`${server.origin}/renfe`);
  });

  it("answers CRTM's GetPublicKey, and a GetStopTimes without the right connectionKey with the constructed fault (HTTP 500)", async () => {
    const soap = (inner: string) =>
      fetch(server.crtmBaseUrl, {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        body: `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${inner}</s:Body></s:Envelope>`,
      });
    const key = await soap('<GetPublicKey xmlns="http://www.crtm.es/"/>');
    expect(await key.text()).toContain(
      '<GetPublicKeyResult>constructed-public-key-20250312</GetPublicKeyResult>',
    );
    const refused = await soap('<GetStopTimes><codStop>8_09568</codStop></GetStopTimes>');
    expect(refused.status).toBe(500);
    expect(await refused.text()).toContain('<faultstring>Invalid connectionKey</faultstring>');
    expect((await soap('<Unknown/>')).status).toBe(404);
  });

  it('refuses an ADIF request without a valid signature (HTTP 401), and has no Renfe answer for pairs not recorded', async () => {
    const adif = await fetch(`${server.adifBaseUrl}/departures/traffictype/`, {
      method: 'POST',
      headers: { authorization: 'HMAC-SHA256 Credential=x/y,SignedHeaders=z,Signature=00' },
      body: '{"stationCode":"18101"}',
    });
    expect(adif.status).toBe(401);
    const renfe = await fetch(`${server.renfeBaseUrl}/cer/HorariosServlet`, {
      method: 'POST',
      body: '{"origen":"18000","destino":"17000"}',
    });
    expect(renfe.status).toBe(404);
    const recorded = await fetch(`${server.renfeBaseUrl}/cer/HorariosServlet`, {
      method: 'POST',
      body: '{"origen":"13118","destino":"13200"}',
    });
    expect(recorded.headers.get('content-type')).toBe('application/json;charset=ISO-8859-1');
  });

  it("answers EMT's login with the recorded invalid-user and invalid-password codes, and the documented token", async () => {
    expect(await (await login({ 'X-ClientId': 'nobody', passKey: 'x' })).json()).toMatchObject({
      code: '92',
    });
    expect(
      await (await login({ 'X-ClientId': FIXTURE_EMT_KEYS.clientId, passKey: 'x' })).json(),
    ).toMatchObject({
      code: '89',
    });
    const ok = await login({ 'X-ClientId': FIXTURE_EMT_KEYS.clientId, passKey: FIXTURE_EMT_KEYS.passKey });
    expect(await ok.json()).toMatchObject({ code: '01', data: [{ tokenSecExpiration: 984 }] });
  });

  it('replays an MTA recording byte for byte as protobuf', async () => {
    const response = await fetch(server.mtaFeedUrl('b_division'));
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect((await response.arrayBuffer()).byteLength).toBe(120_704);
  });

  it('answers 404 outside its routes and for displays or feeds it has no fixture for', async () => {
    expect((await fetch(`${server.origin}/nothing`)).status).toBe(404);
    expect((await fetch(`${server.metroBaseUrl}/servicios/rest/teleindicadores/9999`)).status).toBe(404);
    expect((await fetch(`${server.origin}/mta/gone`)).status).toBe(404);
    expect(server.requests.at(-1)).toMatchObject({ route: 'mta.feed', method: 'GET', url: '/mta/gone' });
  });

  it('injects a fault into as many requests as told, then answers as usual', async () => {
    server.inject('mta.feed', { kind: 'status', status: 500 }, 2);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await fetch(server.mtaFeedUrl('a_division'))).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect(
      server
        .requestsTo('mta.feed')
        .slice(-3)
        .map((request) => request.fault),
    ).toEqual(['status', 'status', undefined]);
  });

  it('answers a rate limit with Retry-After, and a missing fixture with a 500 that names it', async () => {
    server.inject('mta.feed', { kind: 'rateLimited', as: 'http429' });
    const limited = await fetch(server.mtaFeedUrl('a_division'));
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '60']);
    server.inject('mta.feed', { kind: 'fixture', file: 'emt/NOT_THERE.json' });
    const missing = await fetch(server.mtaFeedUrl('a_division'));
    expect(missing.status).toBe(500);
    expect(await missing.text()).toContain('NOT_THERE.json');
  });

  it('serves no file outside its fixtures folder', async () => {
    server.inject('mta.feed', { kind: 'fixture', file: '../package.json' });
    expect((await fetch(server.mtaFeedUrl('a_division'))).status).toBe(500);
  });

  it('closes with requests still hanging', async () => {
    const other = await startFixtureServer();
    other.inject('mta.feed', { kind: 'hang' });
    other.inject('mta.feed', { kind: 'slow', delayMs: 60_000 });
    const hanging = fetch(other.mtaFeedUrl('a_division')).catch((error: unknown) => error);
    const slow = fetch(other.mtaFeedUrl('a_division')).catch((error: unknown) => error);
    await expect.poll(() => other.requests.length).toBe(2);
    await other.close();
    expect(await hanging).toBeInstanceOf(TypeError);
    expect(await slow).toBeInstanceOf(TypeError);
  });
});

describe('a fixture server with a fault for every request (benchmarks, `pnpm fixtures`)', () => {
  it('meets every request of every route with it when no injected fault waits, on the port asked for', async () => {
    const probe = await startFixtureServer();
    const { port } = new URL(probe.origin);
    await probe.close();
    const failing = await startFixtureServer({
      port: Number(port),
      everyRequest: { kind: 'status', status: 500 },
    });
    try {
      expect(failing.origin).toBe(`http://127.0.0.1:${port}`);
      const headers = { 'X-ClientId': FIXTURE_EMT_KEYS.clientId, passKey: FIXTURE_EMT_KEYS.passKey };
      expect((await fetch(`${failing.emtBaseUrl}/v1/mobilitylabs/user/login/`, { headers })).status).toBe(
        500,
      );
      expect((await fetch(`${failing.metroBaseUrl}/servicios/rest/teleindicadores/0112`)).status).toBe(500);
      failing.inject('emt.login', { kind: 'status', status: 503 });
      expect((await fetch(`${failing.emtBaseUrl}/v1/mobilitylabs/user/login/`, { headers })).status).toBe(
        503,
      );
      expect((await fetch(`${failing.emtBaseUrl}/v1/mobilitylabs/user/login/`, { headers })).status).toBe(
        500,
      );
    } finally {
      await failing.close();
    }
  });
});

describe('a fixture server replaying at another moment (replayAt: a browser test against the real clock)', () => {
  it("moves EMT's datetime, Metro's emission time and ADIF's planned times to that moment, and nothing else", async () => {
    const at = Date.parse('2026-11-25T23:10:00Z'); // 00:10 in Madrid, winter time
    const replaying = await startFixtureServer({ replayAt: () => at });
    try {
      const display = (await (
        await fetch(`${replaying.metroBaseUrl}/servicios/rest/teleindicadores/0112`)
      ).json()) as { Vtelindicadores: { fechaHoraEmisionPrevision: string; proximo: string }[] };
      expect(display.Vtelindicadores.map((row) => row.fechaHoraEmisionPrevision)).toEqual([
        '2026-11-26T00:10:00+01:00',
        '2026-11-26T00:10:00+01:00',
      ]);
      // The minutes stay the constructed ones.
      expect(display.Vtelindicadores.map((row) => row.proximo)).toEqual(['2', '4']);
    } finally {
      await replaying.close();
    }
    const summer = replayedAt(
      'metro.teleindicadores',
      new TextEncoder().encode('{"fechaHoraEmisionPrevision": "2025-03-12T08:29:30+01:00"}'),
      Date.parse('2026-07-01T10:00:00Z'),
    );
    expect(new TextDecoder().decode(summer)).toBe(
      '{"fechaHoraEmisionPrevision": "2026-07-01T12:00:00+02:00"}',
    );
    const emt = replayedAt(
      'emt.arrivals',
      new TextEncoder().encode('{"datetime": "2023-07-10T19:29:24.959411", "estimateArrive": 120}'),
      at,
    );
    expect(new TextDecoder().decode(emt)).toBe(
      '{"datetime": "2026-11-26T00:10:00.000000", "estimateArrive": 120}',
    );
    const adif = replayedAt(
      'adif.departures',
      new TextEncoder().encode('[{"plannedTime": 1741764840000}, {"plannedTime": 1741764660000}]'),
      at,
    );
    expect(new TextDecoder().decode(adif)).toBe(
      `[{"plannedTime": ${at + 180_000 + 180_000}}, {"plannedTime": ${at + 180_000}}]`,
    );
    const feed = new Uint8Array([1, 2, 3]);
    expect(replayedAt('mta.feed', feed, at)).toBe(feed);
  });
});
