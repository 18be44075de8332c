import { ROUTE_GROUPS } from '@bk/contract';
import { describe, expect, it } from 'vitest';
import { INVOKED_JOBS } from '../../infra/lib/access';
import { actionsOf, appFunctions, cfnText, resourcesOfType, statementsOfFunction, synthStage } from './helpers';

const { template } = synthStage('dev');
const fns = appFunctions(template);
const byName = (name: string) => Object.entries(fns).find(([, f]) => f.Properties?.FunctionName === name);

describe('invoked jobs (decision 0012)', () => {
  it('has a 15-minute, 1024 MB function per job, built from functions/jobs/<job>', () => {
    // WHY: deleting a large business or account must not be cut at an API request's 25 s.
    for (const job of INVOKED_JOBS) {
      const found = byName(`bookkeeper-dev-job-${job.job}`);
      expect(found, job.job).toBeDefined();
      expect(found?.[1].Properties?.Timeout).toBe(900);
      expect(found?.[1].Properties?.MemorySize).toBe(1024);
      expect(found?.[1].Properties?.Runtime).toBe('nodejs22.x');
    }
  });

  it("gives every function the jobs' function names", () => {
    // WHY: startJob reads JOB_FUNCTION_*; a missing name would invoke the local default in AWS.
    for (const fn of Object.values(fns)) {
      const env = fn.Properties?.Environment.Variables ?? {};
      expect(env.JOB_FUNCTION_DELETE_ACCOUNT).toBe('bookkeeper-dev-job-delete-account');
      expect(env.JOB_FUNCTION_DELETE_BUSINESS).toBe('bookkeeper-dev-job-delete-business');
    }
  });

  it('lets only the user function start delete-account and only the business function start delete-business', () => {
    // WHY: a function that can invoke a deletion job can delete any account or business.
    const jobIds = Object.fromEntries(INVOKED_JOBS.map((j) => [j.job, byName(`bookkeeper-dev-job-${j.job}`)?.[0]]));
    const invokers: Record<string, string[]> = {};
    for (const fn of Object.values(fns)) {
      const name = fn.Properties?.FunctionName as string;
      for (const s of statementsOfFunction(template, name)) {
        if (!actionsOf([s]).some((a) => a.startsWith('lambda:'))) continue;
        expect(actionsOf([s])).toEqual(['lambda:InvokeFunction']);
        for (const r of (Array.isArray(s.Resource) ? s.Resource : [s.Resource]).map(cfnText)) {
          expect(r).not.toContain('*');
          (invokers[r] ??= []).push(name);
        }
      }
    }
    expect(invokers).toEqual({
      [`<${jobIds['delete-account']}.Arn>`]: ['bookkeeper-dev-user'],
      [`<${jobIds['delete-business']}.Arn>`]: ['bookkeeper-dev-business'],
      [`<${jobIds['delete-bank-account']}.Arn>`]: ['bookkeeper-dev-account'],
    });
    expect(ROUTE_GROUPS).toContain('user');
  });

  it('gives the jobs files and mail as the access map says, and no Scan', () => {
    // WHY: deletion works by partition; Scan would read every tenant's data.
    for (const job of INVOKED_JOBS) {
      const actions = actionsOf(statementsOfFunction(template, `bookkeeper-dev-job-${job.job}`));
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions.includes('s3:DeleteObject'), job.job).toBe(job.access.files === 'read-write');
      expect(actions.includes('s3:ListBucket'), job.job).toBe(job.access.files === 'read-write');
      expect(
        actions.some((a) => a.startsWith('ses:')),
        job.job,
      ).toBe(job.access.mail);
    }
  });

  it('retries a failed run twice, within six hours', () => {
    // WHY: jobs are idempotent; Lambda's retries finish a deletion that failed half way.
    const configs = Object.values(resourcesOfType(template, 'AWS::Lambda::EventInvokeConfig'));
    expect(configs).toHaveLength(INVOKED_JOBS.length);
    for (const c of configs) {
      expect(c.Properties?.MaximumRetryAttempts).toBe(2);
      expect(c.Properties?.MaximumEventAgeInSeconds).toBe(6 * 3600);
    }
  });
});
