import {
  ConditionalCheckFailedException,
  DynamoDBServiceException,
  InternalServerError,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  ResourceNotFoundException,
  ThrottlingException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { TooManyRequestsException } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { classifyUnavailable } from './unavailable';

const meta = (httpStatusCode: number) => ({ $metadata: { httpStatusCode, attempts: 3 } });

/** What Node's socket layer throws (and the SDK rethrows with `$metadata`) when nothing listens. */
function systemError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, errno: -111, syscall: 'connect', $metadata: { attempts: 4 } });
}

describe('classifyUnavailable', () => {
  it('calls AWS throttling a busy dependency (DynamoDB, S3, SES)', () => {
    const errors: unknown[] = [
      new ProvisionedThroughputExceededException({ message: 'Rate exceeded', ...meta(400) }),
      new ThrottlingException({ message: 'Rate of requests exceeds the allowed throughput', ...meta(400) }),
      new RequestLimitExceeded({ message: 'Throughput exceeds the account limit', ...meta(400) }),
      new S3ServiceException({
        name: 'SlowDown',
        $fault: 'server',
        message: 'Please reduce your request rate',
        ...meta(503),
      }),
      new TooManyRequestsException({ message: 'Too many requests', ...meta(429) }),
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }],
        ...meta(400),
      }),
    ];
    for (const err of errors)
      expect(classifyUnavailable(err), String(err)).toEqual({ kind: 'throttled', retryAfterSeconds: 30 });
  });

  it('calls refused, unresolvable and reset connections unreachable, also behind a cause', () => {
    expect(classifyUnavailable(systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:9'))?.kind).toBe(
      'unreachable',
    );
    expect(classifyUnavailable(systemError('ENOTFOUND', 'getaddrinfo ENOTFOUND dynamodb.invalid'))?.kind).toBe(
      'unreachable',
    );
    expect(classifyUnavailable(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))?.kind).toBe(
      'unreachable',
    );
    expect(classifyUnavailable(new Error('socket hang up'))?.kind).toBe('unreachable');
    const fetchFailed = new TypeError('fetch failed', { cause: systemError('ECONNREFUSED', 'connect ECONNREFUSED') });
    expect(classifyUnavailable(fetchFailed)?.kind).toBe('unreachable');
    const happyEyeballs = new AggregateError([systemError('ECONNREFUSED', 'connect ECONNREFUSED ::1:9')], '');
    expect(classifyUnavailable(happyEyeballs)?.kind).toBe('unreachable');
  });

  it("calls the SDK's timeouts and a service's own failures unavailable for a minute", () => {
    const socketTimeout = Object.assign(new Error('the request socket timed out after 5000 ms of inactivity'), {
      name: 'TimeoutError',
    });
    expect(classifyUnavailable(socketTimeout)).toEqual({ kind: 'timeout', retryAfterSeconds: 60 });
    expect(classifyUnavailable(systemError('ETIMEDOUT', 'connect ETIMEDOUT 10.0.0.1:443'))?.kind).toBe('timeout');
    expect(classifyUnavailable(new InternalServerError({ message: 'Internal server error', ...meta(500) }))).toEqual({
      kind: 'service',
      retryAfterSeconds: 60,
    });
    const unmodelled = new DynamoDBServiceException({
      name: 'ServiceUnavailable',
      $fault: 'server',
      message: 'Service unavailable',
      ...meta(503),
    });
    expect(classifyUnavailable(unmodelled)).not.toBeNull();
    const s3Internal = new S3ServiceException({
      name: 'InternalError',
      $fault: 'server',
      message: 'We encountered an internal error',
      ...meta(500),
    });
    expect(classifyUnavailable(s3Internal)?.kind).toBe('service');
  });

  it('leaves bugs and refusals that retrying cannot fix as they are (500 or their own mapping)', () => {
    const bugs: unknown[] = [
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new RangeError('Maximum call stack size exceeded'),
      new URIError('URI malformed'),
      new ConditionalCheckFailedException({ message: 'The conditional request failed', ...meta(400) }),
      new ResourceNotFoundException({ message: 'Requested resource not found', ...meta(400) }),
      new DynamoDBServiceException({ name: 'ValidationException', $fault: 'client', message: 'bad key', ...meta(400) }),
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'ThrottlingError' }],
        ...meta(400),
      }),
      'a string',
      null,
    ];
    for (const err of bugs) expect(classifyUnavailable(err), String(err)).toBeNull();
  });

  it('stops following causes after a few levels (a cycle cannot loop)', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    Object.assign(a, { cause: b });
    expect(classifyUnavailable(a)).toBeNull();
  });
});
