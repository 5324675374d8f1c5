/**
 * Which backups to keep: the newest backup of each of the last `hourly` hours that have one, of
 * each of the last `daily` days and of each of the last `weekly` weeks (Monday to Sunday), all in
 * UTC. A backup may count for several tiers at once. Backups taken just before a migration are a
 * separate series: the newest `beforeMigration` of them are kept, whatever their age, so the data
 * of the last upgrades stays at hand after the hourly ones have moved on.
 */
export interface RetentionTiers {
  hourly: number;
  daily: number;
  weekly: number;
  beforeMigration: number;
}

export interface DatedBackup {
  name: string;
  at: Date;
  beforeMigration: boolean;
}

const hour = 3_600_000;
const day = 24 * hour;
// 1970-01-01 was a Thursday: shifting by three days makes weeks start on Monday.
const bucketOf = {
  hourly: (at: Date) => Math.floor(at.getTime() / hour),
  daily: (at: Date) => Math.floor(at.getTime() / day),
  weekly: (at: Date) => Math.floor((at.getTime() / day + 3) / 7),
} as const;

/** The names of the backups to keep; every other one may be deleted. */
export const backupsToKeep = (backups: DatedBackup[], tiers: RetentionTiers): Set<string> => {
  const newestFirst = [...backups].sort(
    (a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name),
  );
  const keep = new Set<string>();
  const regular = newestFirst.filter((b) => !b.beforeMigration);
  for (const tier of ['hourly', 'daily', 'weekly'] as const) {
    const seen = new Set<number>();
    for (const backup of regular) {
      if (seen.size >= tiers[tier]) break;
      const bucket = bucketOf[tier](backup.at);
      if (seen.has(bucket)) continue;
      seen.add(bucket);
      keep.add(backup.name);
    }
  }
  for (const backup of newestFirst
    .filter((b) => b.beforeMigration)
    .slice(0, tiers.beforeMigration)) {
    keep.add(backup.name);
  }
  return keep;
};
