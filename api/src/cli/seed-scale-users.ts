// The generator's accounts (npm run seed:scale -- --users=N): names in three scripts, most with a
// proven address, a few admins. The orders, quiz results and attempts of the run belong to them.
import type { Db } from '../db/database';
import {
  DAY_MS,
  DOMAINS,
  insertRows,
  iso,
  pastMoment,
  person,
  uuid,
  type TableRun,
} from './seed-scale-rows';

/** Adds `count` accounts, each one's id to `userIds`. Returns the seconds it took. */
export function seedUsers(
  db: Db,
  count: number,
  { random, tag, now }: TableRun,
  userIds: string[],
): Promise<number> {
  return insertRows(
    db,
    'users',
    [
      'id',
      'email',
      'username',
      'password_hash',
      'role',
      'full_name',
      'country',
      'email_verified_at',
      'created_at',
      'updated_at',
    ],
    count,
    (i) => {
      const who = person(random);
      const created = pastMoment(random, now);
      const id = uuid(random);
      userIds.push(id);
      return [
        id,
        `${who.local}.${tag}.${i}@${random.pick(DOMAINS)}`,
        `${who.local.replace(/\./g, '_')}_${tag}_${i}`,
        // Not a hash of any password: these accounts cannot sign in.
        '!generated',
        random.chance(0.002) ? 'admin' : 'user',
        random.chance(0.1) ? '' : who.name,
        random.chance(0.85) ? 'IN' : random.pick(['AE', 'GB', 'US', 'FR', 'SA']),
        random.chance(0.8) ? iso(created + random.int(DAY_MS)) : null,
        iso(created),
        iso(created + random.int(30 * DAY_MS)),
      ];
    },
  );
}
