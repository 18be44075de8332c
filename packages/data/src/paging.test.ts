import type { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Db } from './db';
import { queryAll, queryPages } from './paging';

/** A table of `pages` as DynamoDB would answer them in turn, recording each Query's input. */
function pagedTable(pages: Record<string, unknown>[][]) {
  const inputs: QueryCommand['input'][] = [];
  const db = {
    table: 't',
    doc: {
      send: async (command: QueryCommand) => {
        inputs.push(command.input);
        const at = inputs.length - 1;
        return {
          Items: pages[at],
          ScannedCount: pages[at]?.length,
          ...(at < pages.length - 1 ? { LastEvaluatedKey: { pk: 'p', sk: String(at) } } : {}),
        };
      },
    },
  } as unknown as Db;
  return { db, inputs };
}

const input = { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'p' } };

describe('queryPages', () => {
  it('follows LastEvaluatedKey to the last page, asking the page size before each one', async () => {
    const { db, inputs } = pagedTable([[{ n: 1 }, { n: 2 }], [{ n: 3 }], [{ n: 4 }]]);
    let limit = 5;
    const seen: number[] = [];
    for await (const page of queryPages(db, input, { limit: () => limit-- })) seen.push(page.items.length);
    expect(seen).toEqual([2, 1, 1]);
    expect(inputs.map((i) => [i.TableName, i.ExclusiveStartKey, i.Limit])).toEqual([
      ['t', undefined, 5],
      ['t', { pk: 'p', sk: '0' }, 4],
      ['t', { pk: 'p', sk: '1' }, 3],
    ]);
  });

  it('reads no further page once the caller stops', async () => {
    const { db, inputs } = pagedTable([[{ n: 1 }], [{ n: 2 }]]);
    for await (const page of queryPages(db, input)) if (page.next) break;
    expect(inputs).toHaveLength(1);
  });
});

describe('queryAll', () => {
  it('parses every item of every page', async () => {
    const { db } = pagedTable([[{ n: 1 }], [{ n: 2 }, { n: 3 }]]);
    expect(await queryAll(db, input, (i) => Number(i['n']))).toEqual([1, 2, 3]);
  });

  it('stops reading once `max` items are in hand', async () => {
    const { db, inputs } = pagedTable([[{ n: 1 }, { n: 2 }], [{ n: 3 }]]);
    expect(await queryAll(db, input, (i) => Number(i['n']), 2)).toEqual([1, 2]);
    expect(inputs).toHaveLength(1);
  });
});
