import type { Page } from 'playwright-core';
import { field, fieldError, focusedName, openPage, useBrowserPortal, waitFor } from '../support/browser.js';

const TEST_TIMEOUT = 60_000;
const env = useBrowserPortal();

/** The spec's messages (client-portal.md §5), written out here on purpose: they are the contract. */
const emptyMessages: [label: string, message: string][] = [
  ['Nombre', 'Nombre requerido'],
  ['Apellido', 'Apellido requerido'],
  ['Correo electrónico', 'Email inválido'],
  ['Teléfono', 'Teléfono debe tener al menos 10 dígitos'],
  ['País', 'País requerido'],
  ['Ciudad', 'Ciudad requerida'],
  ['Usuario', 'Usuario debe tener al menos 3 caracteres'],
  ['Contraseña', 'Contraseña debe tener al menos 6 caracteres'],
  ['Tipo de fraude', 'Tipo de fraude requerido'],
  ['Plataforma o broker', 'Plataforma/broker requerido'],
  ['Monto perdido', 'Monto perdido requerido'],
  ['Moneda', 'Moneda requerida'],
  ['Fecha del fraude', 'Fecha del fraude requerida'],
  ['Nivel de urgencia', 'Nivel de urgencia requerido'],
  ['Descripción de lo ocurrido', 'Descripción debe tener al menos 50 caracteres'],
  ['Método de contacto preferido', 'Método de contacto preferido requerido'],
];

async function openForm(): Promise<{ page: Page; errors: string[]; registerCalls: () => number }> {
  const { page, errors } = await openPage(env.browser, env.baseUrl);
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/clients/register')) calls += 1;
  });
  await page.goto('/register');
  await page.getByRole('heading', { name: 'Registro de caso' }).waitFor();
  return { page, errors, registerCalls: () => calls };
}

async function submit(page: Page) {
  await page.getByRole('button', { name: 'Registrar Caso' }).click();
}

it(
  'shows every required-field message under its field on an empty submit',
  async () => {
    const { page, errors, registerCalls } = await openForm();
    await submit(page);
    await waitFor(async () => (await fieldError(page, 'Nombre')).includes('Nombre requerido'), 'first error');
    for (const [label, message] of emptyMessages) {
      expect({ label, error: await fieldError(page, label) }).toEqual({
        label,
        error: expect.stringContaining(message),
      });
    }
    // Optional fields carry no error.
    expect(await fieldError(page, 'Evidencia disponible')).not.toMatch(/requerid/i);
    expect(await field(page, 'Evidencia disponible').getAttribute('aria-invalid')).toBeNull();
    expect(await field(page, 'Nombre').getAttribute('aria-invalid')).toBe('true');
    // The focus goes to the first field with an error.
    expect(await focusedName(page)).toBe('firstName');
    expect(registerCalls()).toBe(0);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'shows the minimum-length and format messages on wrong values, and clears them once fixed',
  async () => {
    const { page, errors, registerCalls } = await openForm();
    const short: [label: string, value: string, message: string][] = [
      ['Nombre', 'A', 'Nombre requerido'],
      ['Apellido', 'B', 'Apellido requerido'],
      ['Correo electrónico', 'correo-sin-arroba', 'Email inválido'],
      ['Teléfono', '55 1234', 'Teléfono debe tener al menos 10 dígitos'],
      ['Ciudad', 'G', 'Ciudad requerida'],
      ['Usuario', 'ab', 'Usuario debe tener al menos 3 caracteres'],
      ['Contraseña', '12345', 'Contraseña debe tener al menos 6 caracteres'],
      ['Plataforma o broker', 'X', 'Plataforma/broker requerido'],
      ['Descripción de lo ocurrido', 'Me robaron.', 'Descripción debe tener al menos 50 caracteres'],
      ['Monto perdido', 'mucho', 'Escriba el monto solo con números'],
      [
        'Fecha del fraude',
        `${new Date().getFullYear() + 1}-01-15`,
        'La fecha del fraude no puede ser posterior a hoy',
      ],
    ];
    for (const [label, value] of short) await field(page, label).fill(value);
    // The live count toward the 50-character minimum.
    expect(await page.getByText('11 de 50 caracteres mínimos').count()).toBe(1);
    await submit(page);
    await waitFor(async () => (await fieldError(page, 'Nombre')) !== '', 'errors shown');
    for (const [label, , message] of short) {
      expect({ label, error: await fieldError(page, label) }).toEqual({
        label,
        error: expect.stringContaining(message),
      });
    }

    await field(page, 'Nombre').fill('Ana');
    await field(page, 'Usuario').fill('ana_garcia');
    await waitFor(
      async () => !(await fieldError(page, 'Nombre')).includes('Nombre requerido'),
      'error cleared',
    );
    expect(await fieldError(page, 'Usuario')).not.toContain('Usuario debe tener al menos 3 caracteres');
    expect(await field(page, 'Nombre').getAttribute('aria-invalid')).toBeNull();
    expect(registerCalls()).toBe(0);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'explains in Spanish a blank password, an amount with separators and a fraud date before 1900',
  async () => {
    const { page, errors, registerCalls } = await openForm();
    const wrong: [label: string, value: string, message: string][] = [
      [
        'Contraseña',
        '        ',
        'La contraseña no puede tener solo espacios o caracteres invisibles: use letras, números o símbolos.',
      ],
      [
        'Monto perdido',
        '25,000.50',
        'Escriba el monto solo con números, sin espacios, signos ni separadores de miles, y con hasta 2 decimales (por ejemplo 15000.50)',
      ],
      ['Fecha del fraude', '1899-12-31', 'La fecha del fraude no puede ser anterior al 1 de enero de 1900'],
    ];
    for (const [label, value] of wrong) await field(page, label).fill(value);
    await submit(page);
    await waitFor(async () => (await fieldError(page, 'Contraseña')) !== '', 'errors shown');
    for (const [label, , message] of wrong) {
      expect({ label, error: await fieldError(page, label) }).toEqual({
        label,
        error: expect.stringContaining(message),
      });
    }
    expect(registerCalls()).toBe(0);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);
