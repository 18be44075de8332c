import { SCHEDULES, type ScheduleDef } from '@bk/platform';
import { nextFireTime, scheduleExpression } from './cron';
import { createLambdaContext } from './lambda/context';
import { createHandlerLoader, functionName, type HandlerLoader } from './lambda/handlers';
import { scheduledEvent } from './lambda/scheduled-event';
import { createStackLogger, type StackLogger } from './log';

/** Jobs run up to Lambda's 15-minute maximum. */
const JOB_TIMEOUT_MS = 15 * 60_000;
/** setTimeout's ceiling (~24.8 days); longer waits are re-armed. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface SchedulerOptions {
  schedules?: readonly ScheduleDef[];
  loadHandler?: HandlerLoader;
  logger?: StackLogger;
  /** Called after every run (the mail store syncs soon after). */
  afterRun?: () => void;
}

/**
 * Fires each job of `infra/schedules.ts` at the times its EventBridge rule would (UTC), by
 * calling `functions/jobs/<job>/index.ts` with a Scheduled Event, and logs one line per run.
 * Like EventBridge it does not catch up on times missed while the stack was stopped.
 */
export class Scheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly schedules: readonly ScheduleDef[];
  private readonly loadHandler: HandlerLoader;
  private readonly logger: StackLogger;
  private running = false;

  constructor(private readonly options: SchedulerOptions = {}) {
    this.schedules = options.schedules ?? SCHEDULES;
    this.loadHandler = options.loadHandler ?? createHandlerLoader();
    this.logger = options.logger ?? createStackLogger();
  }

  /** Arm a timer for every schedule. */
  start(): void {
    this.running = true;
    for (const schedule of this.schedules) this.arm(schedule);
  }

  /** Clear all timers; runs already in progress finish on their own. */
  stop(): void {
    this.running = false;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** When each job fires next. */
  nextRuns(now = new Date()): { job: string; expression: string; next: Date }[] {
    return this.schedules.map((s) => ({
      job: s.job,
      expression: scheduleExpression(s.cron),
      next: nextFireTime(s.cron, now),
    }));
  }

  /**
   * Fire a job now, as its rule would; resolves with the handler's result and rejects with its
   * error (tests use this instead of waiting for the clock).
   */
  async runJob(job: string, scheduledTime = new Date(), detail: Record<string, unknown> = {}): Promise<unknown> {
    if (!this.schedules.some((s) => s.job === job))
      throw new Error(`Unknown job "${job}"; known: ${this.schedules.map((s) => s.job).join(', ')}`);
    const started = Date.now();
    const event = scheduledEvent(job, scheduledTime, detail);
    try {
      const handler = await this.loadHandler('job', job);
      const result = await handler(
        event as never,
        createLambdaContext(functionName('job', job), event.id, JOB_TIMEOUT_MS),
      );
      this.logger.info(`job ${job} ok in ${Date.now() - started} ms (event time ${event.time})`);
      return result;
    } catch (err) {
      this.logger.error(
        `job ${job} failed in ${Date.now() - started} ms (event time ${event.time}): ${(err as Error).message}`,
      );
      throw err;
    } finally {
      this.options.afterRun?.();
    }
  }

  private arm(schedule: ScheduleDef, from = new Date()): void {
    if (!this.running) return;
    const next = nextFireTime(schedule.cron, from);
    const delay = next.getTime() - Date.now();
    const timer = setTimeout(
      () => {
        if (delay > MAX_DELAY_MS) return this.arm(schedule, from);
        void this.runJob(schedule.job, next).catch(() => undefined);
        this.arm(schedule, next);
      },
      Math.min(Math.max(delay, 0), MAX_DELAY_MS),
    );
    timer.unref();
    this.timers.set(schedule.job, timer);
  }
}

/**
 * Fire one job now with the default handler loader, outside a running stack's scheduler.
 * The stack's environment must already be set (see `startStack`).
 */
export function runJob(job: string, options: SchedulerOptions = {}): Promise<unknown> {
  return new Scheduler(options).runJob(job);
}
