/*
 * The trip result /planificador/ruta (issue 11) over the fake API's constructed plan (planFixture.ts) and, where the
 * API cannot be reached, a device planner stand-in answering the same plan computed by the device.
 */
import type { Plan, PlanRequestQuery } from '@transit/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DevicePlannerHooks from './devicePlannerHooks';
import { httpError, offlineError, renderApp } from '../../testSupport';
import { DevicePlannerError } from './devicePlanner';
import { solToNuevosMinisteriosPlan } from './planFixture';

const device = vi.hoisted(() => ({
  plan: vi.fn<(query: PlanRequestQuery) => Promise<Plan>>(),
}));

vi.mock('./devicePlannerHooks', async (importOriginal) => ({
  ...(await importOriginal<typeof DevicePlannerHooks>()),
  useDevicePlannerWarmUp: () => undefined,
  useDevicePlanner: () => ({ prepare: () => Promise.resolve(), plan: device.plan }),
}));

const SOL_TO_NUEVOS = '/planificador/ruta?from=stop%3A4-12&to=stop%3A4-120&at=2025-11-19T08%3A00';

beforeEach(() => {
  device.plan.mockReset();
  device.plan.mockResolvedValue(solToNuevosMinisteriosPlan({ computedBy: 'device' }));
});

describe('the trip result /planificador/ruta (spec §2, §3 Trip; issue 11)', () => {
  it("lists the options (departure–arrival, duration, line badges in order, walking, transfers), the first one's steps", async () => {
    const { api, answers } = renderApp(SOL_TO_NUEVOS, {});
    answers.plan = solToNuevosMinisteriosPlan();
    const options = within(await screen.findByRole('region', { name: 'Opciones' }));
    const buttons = options.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '08:05 – 08:2318 min1Línea 1›10Línea 102 min a pie1 transbordo',
      '08:10 – 08:3020 min1Línea 1Sin transbordos',
    ]);
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(api.plan?.getPlan).toHaveBeenCalledWith(
      { from: 'stop:4-12', to: 'stop:4-120', at: '2025-11-19T08:00', arriveBy: false },
      expect.anything(),
    );
    const steps = within(screen.getByRole('region', { name: 'Pasos de la opción elegida' }));
    expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      '1Línea 1Dirección Pinar de ChamartínSol → Tribunal08:05 – 08:09 · 2 paradas · 4 minAndén 1Según horario',
      'A pie hasta Tribunal2 min · 30 m',
      '10Línea 10Dirección Hospital Infanta SofíaTribunal → Nuevos Ministerios08:19 – 08:23 · 2 paradas · 4 minHorario aproximado',
    ]);
    expect(screen.getByText('Calculado en nuestro servidor')).toBeTruthy();
    expect(
      screen.getByText(
        'Autobuses interurbanos y autobuses EMT no tienen horarios en nuestros datos: el planificador no los usa.',
      ),
    ).toBeTruthy();
    expect(device.plan).not.toHaveBeenCalled();
  });

  it('shows the steps of the option chosen, and puts the focus on the results when they come', async () => {
    const { answers } = renderApp(SOL_TO_NUEVOS);
    answers.plan = solToNuevosMinisteriosPlan();
    const options = within(await screen.findByRole('region', { name: 'Opciones' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Opciones'));
    fireEvent.click(options.getAllByRole('button')[1] as HTMLElement);
    const steps = within(screen.getByRole('region', { name: 'Pasos de la opción elegida' }));
    expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      '1Línea 1Dirección Pinar de ChamartínSol → Nuevos Ministerios08:10 – 08:30 · 2 paradas · 4 minSegún horario',
    ]);
  });

  it('plans on the device when the API cannot be reached, and says so', async () => {
    const { answers } = renderApp(SOL_TO_NUEVOS);
    answers.plan = offlineError('/v1/plan');
    expect(await screen.findByText('Calculado en tu dispositivo (sin conexión)')).toBeTruthy();
    expect(device.plan).toHaveBeenCalledWith(
      { from: 'stop:4-12', to: 'stop:4-120', at: '2025-11-19T08:00', arriveBy: false },
      expect.anything(),
    );
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it("takes the API's 4xx as its answer (no device fallback): an unknown stop says so", async () => {
    const { answers } = renderApp('/planificador/ruta?from=stop%3A4-99&to=stop%3A4-120');
    answers.plan = httpError('/v1/plan', 404, 'STOP_NOT_FOUND');
    expect(await screen.findByText('No encontramos uno de los lugares de esta ruta.')).toBeTruthy();
    expect(device.plan).not.toHaveBeenCalled();
  });

  it('says when neither the API nor the device can plan (never saved offline), and Retry asks again', async () => {
    device.plan.mockRejectedValueOnce(new DevicePlannerError('NETWORK_UNAVAILABLE', 'never saved'));
    const { answers } = renderApp(SOL_TO_NUEVOS);
    answers.plan = offlineError('/v1/plan');
    expect(await screen.findByText(/Sin conexión: para calcular rutas sin conexión/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Calculado en tu dispositivo (sin conexión)')).toBeTruthy();
  });

  it('says "no trip found" when there is no way at that moment', async () => {
    const { answers } = renderApp(SOL_TO_NUEVOS);
    answers.plan = solToNuevosMinisteriosPlan({ trips: [] });
    expect(await screen.findByText(/No hemos encontrado ninguna ruta para ese momento/)).toBeTruthy();
  });

  it('names a point by the name its address carries, and says what was asked ("arriving by")', async () => {
    const { answers } = renderApp(
      '/planificador/ruta?from=point%3A40.416900%2C-3.703500&to=stop%3A4-120&at=2025-11-19T09%3A00&arriveBy=true&fromName=Mi+ubicaci%C3%B3n',
    );
    const plan = solToNuevosMinisteriosPlan({ arriveBy: true });
    answers.plan = {
      ...plan,
      from: { ...plan.from, ref: 'point:40.416900,-3.703500', kind: 'point', name: '', stopType: null },
    };
    expect(await screen.findByText('Mi ubicación → Nuevos Ministerios')).toBeTruthy();
    expect(screen.getByText('Llegando antes de las 09:00 del 19/11/2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cambiar la búsqueda' }).getAttribute('href')).toBe(
      '/planificador?from=point%3A40.416900%2C-3.703500&fromName=Mi+ubicaci%C3%B3n&to=stop%3A4-120&toName=Nuevos+Ministerios&when=arriveBy&at=2025-11-19T09%3A00',
    );
  });

  it('says a link without a valid origin and destination is not one', async () => {
    renderApp('/planificador/ruta?from=sol');
    expect(await screen.findByText('Este enlace no indica un origen y un destino válidos.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nueva búsqueda' }).getAttribute('href')).toBe('/planificador');
  });
});
