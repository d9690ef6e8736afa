import { restore } from '../backup/restore.ts';
import { runBackupCommand } from './backup-command.ts';

const USAGE = `Usage: npm run restore -- --in FILE
Replaces the shop's database with the one in FILE, made by npm run backup, and puts its uploads
back into the shop's file storage. Stop every process of the shop first; start it again after,
and it applies the migrations of its version. PostgreSQL needs pg_restore.`;

process.exitCode = await runBackupCommand(
  {
    name: 'restore',
    option: 'in',
    usage: USAGE,
    run: async (settings, file) => {
      const done = await restore(settings, file);
      return `Restored the ${done.engine} database and ${done.files} uploaded files from ${file}; start the shop`;
    },
  },
  process.argv.slice(2),
);
