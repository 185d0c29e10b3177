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
    forget: async (values) => {
      const wanted = values.filter((v) => v !== '');
      if (wanted.length === 0) return 0;
      const alternatives = wanted.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
      const pattern = `(^|[:|])(${alternatives})($|[:|])`;
      let removed = 0;
      const db = client.db(dbName);
      for (const { name } of await db
        .listCollections({ name: /^rate_limits_/ }, { nameOnly: true })
        .toArray())
        removed += (await db.collection(name).deleteMany({ key: { $regex: pattern } })).deletedCount;
      return removed;
    },
    close: () => client.close(),
  };
}
