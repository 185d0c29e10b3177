import { MongoClient } from 'mongodb';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import type { RateLimits } from './port.js';

/** The distributed counters: one MongoDB collection per limiter, expired by the server's TTL index. */
export async function mongoRateLimits(url: string, dbName: string): Promise<RateLimits> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 2000 });
  await client.connect();
  return {
    limiter: (name, { points, durationS }) =>
      new RateLimiterMongo({
        storeClient: client,
        dbName,
        tableName: `rate_limits_${name}`,
        keyPrefix: name,
        points,
        duration: durationS,
      }),
    close: () => client.close(),
  };
}
