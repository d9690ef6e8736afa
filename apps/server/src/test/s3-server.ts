import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed keys: it checks every request's signature against them, as S3 would. */
const S3RVER_KEY = 'S3RVER';
const BUCKET = 'inkfold-test';

export interface TestS3Server {
  /** The environment that points an app at it: FILE_STORAGE=s3 and its S3_* settings. */
  env: NodeJS.ProcessEnv;
  /** Where it keeps the bucket's objects on disk. */
  dir: string;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) with one empty bucket, on a free port and a temp folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printshop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    dir,
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
