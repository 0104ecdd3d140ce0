import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isConnectionError } from './errors.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('knows the server ending or refusing a connection', () => {
    expect(isConnectionError(withCode('terminating connection', '57P01'))).toBe(true);
    expect(isConnectionError(withCode('shutting down', '57P02'))).toBe(true);
    expect(isConnectionError(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isConnectionError(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(
      true,
    );
    expect(isConnectionError(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
  });

  it("knows node-postgres's own words for a lost connection", () => {
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionError(
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks through Drizzle and through every attempt of an AggregateError', () => {
    const dropped = withCode('terminating connection', '57P01');
    expect(isConnectionError(new DrizzleQueryError('select 1', [], dropped))).toBe(true);
    const refused = new AggregateError([
      withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ]);
    expect(isConnectionError(refused)).toBe(true);
  });

  it('leaves a refused query to be the fault it is', () => {
    expect(isConnectionError(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isConnectionError(withCode('relation does not exist', '42P01'))).toBe(false);
    expect(
      isConnectionError(new DrizzleQueryError('select', [], withCode('syntax error', '42601'))),
    ).toBe(false);
    expect(isConnectionError(new Error('Something else'))).toBe(false);
    expect(isConnectionError('Connection terminated')).toBe(false);
  });
});
