import { backUp } from '../backup/back-up.ts';
import { runBackupCommand } from './backup-command.ts';

const USAGE = `Usage: npm run backup -- --out FILE
Writes the shop's database (PGlite's data directory, or pg_dump of DATABASE_URL) and, when files
are kept on local disk, every upload in DATA_DIR/uploads to one file; files kept in S3 stay there.
With the embedded database (no DATABASE_URL), stop the shop first. PostgreSQL needs pg_dump.`;

process.exitCode = await runBackupCommand(
  {
    name: 'backup',
    option: 'out',
    usage: USAGE,
    run: async (settings, file) => {
      const made = await backUp(settings, file);
      const files = settings.s3 ? 'the files stay in the S3 bucket' : `${made.files} uploaded files`;
      return `Backed up the ${made.engine} database and ${files} to ${file}`;
    },
  },
  process.argv.slice(2),
);
