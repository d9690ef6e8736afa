import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('trusts no proxy unless told, so no one can choose the address rate limits count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('mounts the browser tests’ fixture route only with E2E_FIXTURES=1', () => {
    expect(loadConfig({}).e2eFixtures).toBe(false);
    expect(loadConfig({ E2E_FIXTURES: 'true' }).e2eFixtures).toBe(false);
    expect(loadConfig({ E2E_FIXTURES: '1' }).e2eFixtures).toBe(true);
  });

  it('builds links from PUBLIC_URL, or else from localhost and the port, never from a request', () => {
    expect(loadConfig({})).toMatchObject({ publicUrl: 'http://localhost:3000', publicUrlConfigured: false });
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: ' https://Shop.Example/ ' })).toMatchObject({
      publicUrl: 'https://shop.example',
      publicUrlConfigured: true,
    });
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    for (const bad of [
      'shop.example',
      'javascript:alert(1)',
      'ftp://shop.example',
      'https://shop.example/shop',
      'https://u:p@shop.example',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
    }
  });

  it('seeds the demo data unless DEMO_DATA is off, and refuses any other value', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: ' OFF ' }).demoData).toBe(false);
    for (const bad of ['no', 'false', '0']) expect(() => loadConfig({ DEMO_DATA: bad })).toThrow(/DEMO_DATA/);
  });

  it('counts the back office’s days in SHOP_TIME_ZONE, Los Angeles unless set, and refuses a zone it does not know', () => {
    expect(loadConfig({}).shopTimeZone).toBe('America/Los_Angeles');
    expect(loadConfig({ SHOP_TIME_ZONE: ' asia/shanghai ' }).shopTimeZone).toBe('Asia/Shanghai');
    expect(loadConfig({ SHOP_TIME_ZONE: 'UTC' }).shopTimeZone).toBe('UTC');
    for (const bad of ['Mars/Olympus_Mons', '+08:00', '-05:00', 'Los Angeles']) {
      expect(() => loadConfig({ SHOP_TIME_ZONE: bad })).toThrow(
        /SHOP_TIME_ZONE must be the name of a time zone/,
      );
    }
  });

  it('keeps files under DATA_DIR unless FILE_STORAGE=s3 names a bucket, and refuses settings that cannot work', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ FILE_STORAGE: 'local', S3_BUCKET: 'shop' }).s3).toBeUndefined();
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'shop' }).s3).toEqual({
      bucket: 'shop',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    const minio = {
      FILE_STORAGE: ' S3 ',
      S3_BUCKET: 'shop',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(minio).s3).toEqual({
      bucket: 'shop',
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    for (const [env, message] of [
      [{ FILE_STORAGE: 'disk' }, /FILE_STORAGE must be local or s3/],
      [{ FILE_STORAGE: 's3' }, /FILE_STORAGE=s3 needs S3_BUCKET/],
      [{ ...minio, S3_BUCKET: ' ' }, /FILE_STORAGE=s3 needs S3_BUCKET/],
      [{ ...minio, S3_ENDPOINT: '127.0.0.1:9000' }, /S3_ENDPOINT must be the service's http\(s\) URL/],
      [{ ...minio, S3_SECRET_ACCESS_KEY: '' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
      [{ ...minio, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    ] as const) {
      expect(() => loadConfig(env)).toThrow(message);
    }
  });

  it('uses Stripe only when both keys are set', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).stripe).toBeUndefined();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }).stripe,
    ).toMatchObject({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
    });
  });
});
