import { DomainError } from '@portal/contracts';
import type { Context } from 'koa';
import { describeError, HttpError, sendError } from './errors.js';

describe('describeError: the one place errors become statuses and bodies', () => {
  it.each([
    ['validation', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['username_taken', 409],
    ['idempotency_key_reused', 422],
    ['too_many_attempts', 429],
    ['busy', 429],
  ] as const)('maps the domain code %s to %i, with its message and field errors', (code, status) => {
    const described = describeError(new DomainError(code, 'Mensaje', { campo: 'Error del campo' }));
    expect(described).toEqual({
      status,
      body: { message: 'Mensaje', code, fieldErrors: { campo: 'Error del campo' } },
      headers: {},
      expected: true,
    });
  });

  it('leaves out empty field errors', () => {
    expect(describeError(new DomainError('not_found', 'Recurso no encontrado')).body).toEqual({
      message: 'Recurso no encontrado',
      code: 'not_found',
    });
  });

  it('keeps the headers of an HTTP refusal (405 Allow)', () => {
    expect(describeError(new HttpError(405, 'method_not_allowed', 'No', { Allow: 'HEAD, GET' }))).toEqual({
      status: 405,
      body: { message: 'No', code: 'method_not_allowed' },
      headers: { Allow: 'HEAD, GET' },
      expected: true,
    });
  });

  it("answers another middleware's client error (a path that is not valid percent-encoding) as a bad request", () => {
    const error = Object.assign(new URIError('URI malformed'), { status: 400 });
    expect(describeError(error)).toEqual({
      status: 400,
      body: { message: 'La solicitud no es válida. Revise los datos enviados.', code: 'bad_request' },
      headers: {},
      expected: true,
    });
  });

  it('answers anything else 500 with a message that leaks nothing, marked unexpected (logged)', () => {
    expect(describeError(new Error('SQLITE_CORRUPT: secret detail'))).toEqual({
      status: 500,
      body: { message: 'Ocurrió un error inesperado. Intente nuevamente más tarde.', code: 'internal' },
      headers: {},
      expected: false,
    });
  });
});

describe('sendError: every 429 carries Retry-After', () => {
  /** The part of a Koa context sendError writes. */
  function fakeContext() {
    const headers: Record<string, string> = {};
    const ctx = {
      status: 0,
      body: undefined as unknown,
      set(field: string | Record<string, string>, value?: string) {
        if (typeof field === 'string') headers[field] = value ?? '';
        else Object.assign(headers, field);
      },
    };
    return { ctx, headers };
  }

  it.each([
    ['busy', '5'],
    ['too_many_attempts', '60'],
  ] as const)('a %s refusal without a wait of its own says Retry-After %s', (code, retryAfter) => {
    const { ctx, headers } = fakeContext();
    sendError(ctx as unknown as Context, new DomainError(code, 'Mensaje'));
    expect([ctx.status, headers, ctx.body]).toEqual([
      429,
      { 'Retry-After': retryAfter },
      { message: 'Mensaje', code },
    ]);
  });

  it('keeps the wait a refusal names itself', () => {
    const { ctx, headers } = fakeContext();
    sendError(
      ctx as unknown as Context,
      new HttpError(429, 'too_many_attempts', 'Espere', { 'Retry-After': '7' }),
    );
    expect(headers).toEqual({ 'Retry-After': '7' });
  });
});
