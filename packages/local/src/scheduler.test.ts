import { SCHEDULES } from '@bk/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventBridgeToCron, nextFireTime, scheduleExpression, withCdkDefaults } from './cron';
import { Scheduler } from './scheduler';
import type { HandlerLoader } from './lambda/handlers';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('EventBridge cron -> next fire time', () => {
  it('fills the fields CDK fills and writes the AWS expression', () => {
    expect(withCdkDefaults({ minute: '15', hour: '*' })).toEqual({
      minute: '15',
      hour: '*',
      day: '*',
      month: '*',
      weekDay: '?',
    });
    expect(withCdkDefaults({ minute: '0', hour: '9', weekDay: 'MON' })).toMatchObject({ day: '?', weekDay: 'MON' });
    expect(scheduleExpression({ minute: '15', hour: '*' })).toBe('cron(15 * * * ? *)');
  });

  it('turns ? into * and EventBridge weekdays (1 = Sunday) into Unix ones (0 = Sunday)', () => {
    expect(eventBridgeToCron({ minute: '0', hour: '3', day: '?', weekDay: '2-6' })).toBe('0 3 * * 1-5');
    expect(eventBridgeToCron({ minute: '0', hour: '3', weekDay: '1,7' })).toBe('0 3 * * 0,6');
    expect(eventBridgeToCron({ minute: '0', hour: '3', weekDay: '6L' })).toBe('0 3 * * 5L');
    expect(eventBridgeToCron({ minute: '0', hour: '3', weekDay: '3#2' })).toBe('0 3 * * 2#2');
    expect(eventBridgeToCron({ minute: '0/10', hour: '*', month: 'jan-mar' })).toBe('0/10 * * JAN-MAR *');
  });

  it('rejects what EventBridge or this scheduler cannot do', () => {
    expect(() => eventBridgeToCron({ minute: '0', hour: '0', day: '1', weekDay: 'MON' })).toThrow(
      /both day and weekDay/,
    );
    expect(() => eventBridgeToCron({ minute: '0', hour: '0', day: '15W' })).toThrow(/nearest weekday/);
  });

  it('computes the next time in UTC, strictly after the given time', () => {
    expect(nextFireTime({ minute: '15', hour: '*' }, new Date('2026-01-01T10:20:00Z')).toISOString()).toBe(
      '2026-01-01T11:15:00.000Z',
    );
    expect(nextFireTime({ minute: '15', hour: '*' }, new Date('2026-01-01T10:15:00Z')).toISOString()).toBe(
      '2026-01-01T11:15:00.000Z',
    );
    // Summer time does not move a UTC schedule: 09:00 UTC stays 09:00 UTC in July.
    expect(nextFireTime({ minute: '0', hour: '9' }, new Date('2026-07-01T10:00:00Z')).toISOString()).toBe(
      '2026-07-02T09:00:00.000Z',
    );
  });

  it('maps weekdays to the right calendar days', () => {
    // 2026-01-03 is a Saturday; EventBridge 2 = Monday, names mean the same.
    const sat = new Date('2026-01-03T12:00:00Z');
    expect(nextFireTime({ minute: '0', hour: '8', weekDay: '2' }, sat).toISOString()).toBe('2026-01-05T08:00:00.000Z');
    expect(nextFireTime({ minute: '0', hour: '8', weekDay: 'MON' }, sat).toISOString()).toBe(
      '2026-01-05T08:00:00.000Z',
    );
    expect(nextFireTime({ minute: '0', hour: '8', weekDay: '1' }, sat).toISOString()).toBe('2026-01-04T08:00:00.000Z');
    // Last Friday (6L) and second Tuesday (3#2) of January 2026.
    expect(nextFireTime({ minute: '0', hour: '8', weekDay: '6L' }, sat).toISOString()).toBe('2026-01-30T08:00:00.000Z');
    expect(nextFireTime({ minute: '0', hour: '8', weekDay: '3#2' }, sat).toISOString()).toBe(
      '2026-01-13T08:00:00.000Z',
    );
    expect(nextFireTime({ minute: '0', hour: '8', day: 'L' }, sat).toISOString()).toBe('2026-01-31T08:00:00.000Z');
  });

  it('can schedule every rule in infra/schedules.ts', () => {
    for (const s of SCHEDULES) expect(nextFireTime(s.cron, new Date()).getTime(), s.job).toBeGreaterThan(Date.now());
  });
});

describe('Scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const fakeLoader =
    (calls: unknown[], result: unknown = { done: true }): HandlerLoader =>
    async (kind, name) => {
      expect(kind).toBe('job');
      return async (event: unknown) => {
        calls.push({ name, event });
        return result;
      };
    };

  it('fires a job at its time with a Scheduled Event, then re-arms', async () => {
    // Prepare
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:14:59.500Z'));
    const calls: { name: string; event: { time: string; 'detail-type': string } }[] = [];
    const scheduler = new Scheduler({
      schedules: [{ job: 'housekeeping', description: '', cron: { minute: '15', hour: '*' } }],
      loadHandler: fakeLoader(calls),
      logger: quiet,
    });
    // Act
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);
    // Assess
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      name: 'housekeeping',
      event: { time: '2026-01-01T10:15:00Z', 'detail-type': 'Scheduled Event' },
    });
    expect(scheduler.nextRuns()[0]?.next.toISOString()).toBe('2026-01-01T11:15:00.000Z');
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(calls).toHaveLength(2);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    expect(calls).toHaveLength(2);
  });

  it('runs a job on demand and passes its result and errors through', async () => {
    const calls: unknown[] = [];
    const lines: string[] = [];
    const logger = { info: (l: string) => lines.push(l), warn: () => {}, error: (l: string) => lines.push(l) };
    const ok = new Scheduler({ schedules: SCHEDULES, loadHandler: fakeLoader(calls, { deleted: 3 }), logger });
    await expect(ok.runJob('housekeeping')).resolves.toEqual({ deleted: 3 });
    await expect(ok.runJob('nope')).rejects.toThrow(/Unknown job "nope"/);
    const failing = new Scheduler({
      schedules: SCHEDULES,
      loadHandler: async () => async () => {
        throw new Error('boom');
      },
      logger,
    });
    await expect(failing.runJob('housekeeping')).rejects.toThrow('boom');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^job housekeeping ok in \d+ ms/);
    expect(lines[1]).toMatch(/^job housekeeping failed in \d+ ms .*boom/);
  });
});
