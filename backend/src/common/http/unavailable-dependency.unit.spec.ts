import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isUnavailableDependency } from './unavailable-dependency.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isUnavailableDependency', () => {
  it('knows a database or Redis that is away', () => {
    expect(isUnavailableDependency(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isUnavailableDependency(withCode('ECONNREFUSED'))).toBe(true);
    expect(isUnavailableDependency(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailableDependency(Object.assign(new Error('query failed'), { driverError: withCode('57P03') }))).toBe(true);
    expect(isUnavailableDependency(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isUnavailableDependency(Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' }))).toBe(true);
    expect(isUnavailableDependency(new QueryRunnerProviderAlreadyReleasedError())).toBe(true);
    expect(isUnavailableDependency(new QueryRunnerAlreadyReleasedError())).toBe(true);
  });

  it('leaves real faults alone', () => {
    expect(isUnavailableDependency(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isUnavailableDependency(new TypeError('undefined is not a function'))).toBe(false);
    expect(isUnavailableDependency(null)).toBe(false);
  });
});
