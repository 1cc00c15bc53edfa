import madrid from '@transit/city-madrid';
import type { City } from '@transit/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppServices, currentUrl, fakeApi, renderApp } from '../../testSupport';

async function renderPlans(city: City = madrid) {
  const app = renderApp('/ajustes/planes-premium', { city });
  await screen.findByRole('heading', { level: 1, name: 'Planes premium' });
  return app;
}

/** The rows of a section of plans, as "name · kind → address". */
function rowsOf(sectionName: string): string[] {
  const section = screen.getByRole('region', { name: sectionName });
  return within(section)
    .getAllByRole('link')
    .map((link) => `${link.textContent ?? ''} → ${link.getAttribute('href') ?? ''}`);
}

describe('the premium catalogue /ajustes/planes-premium (spec §2)', () => {
  it('says what premium gives: no ads (spec §4: entitled users get no ads)', async () => {
    await renderPlans();
    const benefits = screen.getByRole('region', { name: 'Qué te da premium' });
    expect(within(benefits).getByRole('listitem').textContent).toBe(
      'Sin anuncios: la app no te muestra publicidad.',
    );
  });

  it("lists Madrid's plans: the monthly and yearly base plans of its subscription and the lifetime product, each leading to its purchase page", async () => {
    await renderPlans();
    expect(rowsOf('Suscripciones')).toEqual([
      'MensualSuscripción de Google Play → /ajustes/adquirir-premium/premium/monthly',
      'AnualSuscripción de Google Play → /ajustes/adquirir-premium/premium/yearly',
    ]);
    expect(rowsOf('Pago único')).toEqual([
      'Para siemprePago único en Google Play: premium para siempre → /ajustes/adquirir-premium-para-siempre/premium_forever',
    ]);
    fireEvent.click(screen.getByRole('link', { name: /^Anual/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Adquirir premium' })).toBeTruthy();
    expect(currentUrl()).toBe('/ajustes/adquirir-premium/premium/yearly');
  });

  it('shows no price (spec §9: premium prices are not shown): the store shows it before the rider confirms', async () => {
    await renderPlans();
    const page = screen.getByRole('main');
    expect(page.textContent).not.toMatch(/€|\$|\d+[.,]\d\d/);
    expect(
      screen.getByText('Google Play te muestra el precio antes de que confirmes la compra.'),
    ).toBeTruthy();
  });

  it('names a base plan it does not know by its id, and tells several subscriptions apart by theirs', async () => {
    await renderPlans({
      ...madrid,
      premium: {
        subscriptions: [
          { subscriptionId: 'premium', basePlanIds: ['monthly', 'quarterly'] },
          { subscriptionId: 'family', basePlanIds: ['yearly'] },
        ],
        lifetimeProductIds: [],
      },
    });
    expect(rowsOf('Suscripciones')).toEqual([
      'Mensual (premium)Suscripción de Google Play → /ajustes/adquirir-premium/premium/monthly',
      'quarterly (premium)Suscripción de Google Play → /ajustes/adquirir-premium/premium/quarterly',
      'Anual (family)Suscripción de Google Play → /ajustes/adquirir-premium/family/yearly',
    ]);
    expect(screen.queryByRole('region', { name: 'Pago único' })).toBeNull();
  });

  it('tells several lifetime products apart by their ids', async () => {
    await renderPlans({
      ...madrid,
      premium: { subscriptions: [], lifetimeProductIds: ['premium_forever', 'premium_forever_gift'] },
    });
    expect(rowsOf('Pago único').map((row) => row.split('Pago único en')[0])).toEqual([
      'Para siempre (premium_forever)',
      'Para siempre (premium_forever_gift)',
    ]);
    expect(screen.queryByRole('region', { name: 'Suscripciones' })).toBeNull();
  });

  it('says when the city has premium but no plan on sale', async () => {
    await renderPlans({ ...madrid, premium: { subscriptions: [], lifetimeProductIds: [] } });
    expect(screen.getByText('Ahora mismo no hay planes premium a la venta.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Suscripciones' })).toBeNull();
  });

  it('links to the rider’s premium, and back to the settings', async () => {
    await renderPlans();
    expect(screen.getByRole('link', { name: 'Ver tu premium' }).getAttribute('href')).toBe(
      '/ajustes/tu-premium',
    );
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/ajustes');
  });

  it('says premium is not available in a city without premium (spec §5: the premium manager is not enabled)', async () => {
    const { premium: _premium, ...withoutPremium } = madrid;
    await renderPlans(withoutPremium);
    expect(screen.getByRole('status').textContent).toBe('Premium no está disponible en esta ciudad.');
    expect(screen.getByRole('link', { name: 'Volver a Ajustes' }).getAttribute('href')).toBe('/ajustes');
    expect(screen.queryByRole('region', { name: 'Suscripciones' })).toBeNull();
  });

  it('speaks the rider’s language: English', async () => {
    const services = createAppServices(madrid, { api: fakeApi().api });
    services.preferences.getState().setLocale('en');
    renderApp('/ajustes/planes-premium', { services });
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium plans' })).toBeTruthy();
    expect(rowsOf('Subscriptions')).toEqual([
      'MonthlyGoogle Play subscription → /ajustes/adquirir-premium/premium/monthly',
      'YearlyGoogle Play subscription → /ajustes/adquirir-premium/premium/yearly',
    ]);
    expect(screen.getByText('No ads: the app shows you no advertising.')).toBeTruthy();
  });
});
