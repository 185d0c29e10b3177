import { DomainError } from '@portal/contracts';
import { describeError, HttpError } from './errors.js';

describe('describeError: the one place errors become statuses and bodies', () => {
  it.each([
    ['validation', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['username_taken', 409],
    ['idempotency_key_reused', 422],
    ['too_many_attempts', 429],
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
