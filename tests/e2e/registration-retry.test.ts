/**
 * The registration's Idempotency-Key survives a reload: the server registers the person but the
 * answer is lost (the connection is cut after the server received the request, as when it crashes before
 * answering); the person reloads /register and sends the same data again. The browser sends the same key, and
 * the server answers the first registration instead of a second one or a 'username taken'. Other data gets
 * another key; putting the data back gets the first key again.
 */
import type { Route } from 'playwright-core';
import { login } from '../support/api-client.js';
import { field, openPage, toastText, useBrowserPortal, waitFor } from '../support/browser.js';
import { fillRegistrationForm, sampleEntry } from './registration-form.js';

const env = useBrowserPortal();

it('sends the same Idempotency-Key after a reload with the same data, and registers the person once', async () => {
  const { page, errors } = await openPage(env.browser, env.baseUrl);
  const keys: string[] = [];
  const answers: unknown[] = [];
  // What happens to each registration request, in order: through with its answer lost, dropped before the
  // server (the server unreachable), through.
  const plan: ((route: Route) => Promise<void>)[] = [
    async (route) => {
      const response = await route.fetch();
      answers.push(await response.json());
      await route.abort('connectionreset');
    },
    (route) => route.abort('connectionrefused'),
    (route) => route.continue(),
  ];
  await page.route('**/api/clients/register', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    const next = plan.shift();
    if (!next) throw new Error('an unexpected registration request');
    await next(route);
  });
  const storedAttempts = () =>
    page.evaluate("sessionStorage.getItem('attempt:registerClient')") as Promise<string | null>;
  const submit = () => page.getByRole('button', { name: 'Registrar Caso' }).click();

  const entry = sampleEntry();
  await page.goto('/register');
  await fillRegistrationForm(page, entry);
  await submit();
  expect(await toastText(page, 'Error en Registro')).toContain('Error en Registro');
  expect(keys).toHaveLength(1);
  // The server did register the person: only the answer was lost.
  expect(answers[0]).toMatchObject({ accountNumber: expect.stringMatching(/^CR-\d{8}$/) });

  // The tab keeps the attempt's key with a digest of the data, never the data (the password) itself.
  const kept = (await storedAttempts()) ?? '';
  expect(kept).toContain(keys[0]);
  expect(kept).not.toContain(entry.password);
  expect(kept).not.toContain(entry.username);

  // The person reloads the page and types everything again, first with another phone number.
  await page.reload();
  await page.getByRole('heading', { name: 'Registro de caso' }).waitFor();
  await fillRegistrationForm(page, { ...entry, phone: '+52 55 8765 4321' });
  await submit();
  await waitFor(async () => keys.length === 2, 'the second request');
  // Then puts the phone back: the data of the first attempt.
  await field(page, 'Teléfono').fill(entry.phone);
  await submit();
  await page.getByRole('heading', { name: 'Registro Exitoso' }).waitFor();

  const [first, changed, same] = keys;
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(changed).not.toBe(first);
  expect(same).toBe(first);
  // The answer is the first registration's: its account number on the screen, one account that signs in.
  const { accountNumber, caseNumber } = answers[0] as { accountNumber: string; caseNumber: string };
  const main = page.getByRole('main');
  expect(await main.textContent()).toContain(accountNumber);
  expect(await main.textContent()).toContain(caseNumber);
  const { user } = await login(env.baseUrl, entry.username, entry.password);
  expect(user.username).toBe(entry.username);
  // After the success the tab keeps no attempt.
  expect(await storedAttempts()).toBeNull();
  expect(errors).toEqual([]);
}, 90_000);
