import { describe, expect, it } from 'vitest';
import { AppError, ConflictError, exposedError, NotImplementedError } from './errors';

describe('the one expose rule', () => {
  it('shows refusals and 501, hides other 5xx and anything that is not an AppError', () => {
    expect(exposedError(new ConflictError('stale'))?.status).toBe(409);
    expect(exposedError(new NotImplementedError())?.status).toBe(501);
    expect(exposedError(new AppError(500, 'table bookkeeper-prod unreachable'))).toBeNull();
    expect(exposedError(new AppError(503, 'upstream down'))).toBeNull();
    expect(exposedError(new Error('anything'))).toBeNull();
    expect(exposedError('a string')).toBeNull();
  });

  it('shows a 5xx that says so, for an upstream the person can act on', () => {
    const down = new AppError(503, 'The address lookup is not available at the moment', { expose: true });
    expect(exposedError(down)?.toJSON()).toEqual({ message: 'The address lookup is not available at the moment' });
  });
});
