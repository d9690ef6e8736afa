import { api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type CallInput, type CallOptions, call } from '../../test/http.ts';
import { newMember, type TestMember } from '../../test/shop.ts';
import { addresses } from './tables.ts';

const delivery: CallInput<typeof api.addAddress> = {
  type: 2,
  email: 'ship@example.com',
  firstname: 'Grace',
  lastname: 'Hopper',
  companyName: '',
  country: 'whatever the client says',
  countryCode: 'US',
  province: 'California',
  provinceCode: 'CA',
  city: 'Oakland',
  address: '1 Main St',
  remark: 'Suite 2',
  postalcode: '94607',
  phone: '5550100',
};

describe('addresses API', () => {
  let t: TestApp;
  let owner: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await newMember(t.db);
    other = await newMember(t.db);
  });
  afterAll(() => t.close());

  const regions = (input: CallInput<typeof api.queryRegion>, options?: CallOptions) =>
    call(t.app, api.queryRegion, input, options);
  const list = (member: TestMember, lang?: string) =>
    call(t.app, api.addressList, {}, { token: member.token, lang });
  const add = (input: CallInput<typeof api.addAddress>, member?: TestMember, lang?: string) =>
    call(t.app, api.addAddress, input, { token: member?.token, lang });
  const update = (input: CallInput<typeof api.updateAddress>, member: TestMember) =>
    call(t.app, api.updateAddress, input, { token: member.token });

  it('lists countries and the states of a country, in the request language', async () => {
    const countries = await regions({ level: 1, pid: '' });
    expect(countries.status).toBe(200);
    expect(countries.data.length).toBeGreaterThan(200);
    const us = countries.data.find((c) => c.regionid === 'US')!;
    const states = await regions({ level: 2, pid: us.id });
    expect(states.data.map((s) => s.regionid)).toContain('CA');
    const zhCountries = await regions({ level: 1 }, { lang: 'zh' });
    expect(zhCountries.data.find((c) => c.regionid === 'CN')!.title).toBe('中国');
    const cn = zhCountries.data.find((c) => c.regionid === 'CN')!;
    const provinces = await regions({ level: 2, pid: cn.id }, { lang: 'zh' });
    expect(provinces.data.map((p) => p.title)).toContain('北京市');
    expect((await regions({ level: 3 })).status).toBe(400);
    expect((await regions({ level: 2, pid: 'abc' })).status).toBe(400);
  });

  it('starts the country list with the countries the shop ships to most, then the rest alphabetically', async () => {
    for (const [lang, locale] of [
      ['en', 'en'],
      ['zh', 'zh-Hans-CN'],
    ] as const) {
      const countries = (await regions({ level: 1 }, { lang })).data;
      expect(countries.slice(0, 5).map((c) => c.regionid)).toEqual(['US', 'CA', 'GB', 'AU', 'CN']);
      const rest = countries.slice(5).map((c) => c.title);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(locale).compare));
    }
  });

  it('stores the places by code and names them in the language of whoever reads', async () => {
    const saved = await add({ ...delivery, type: 1 }, other, 'zh');
    expect(saved.data).toMatchObject({ country: '美国', province: '加利福尼亚州' });
    const en = await list(other, 'en');
    expect(en.data[0]).toMatchObject({ country: 'United States of America', province: 'California' });
    const again = await list(other, 'zh');
    expect(again.data[0]).toMatchObject({ country: '美国', province: '加利福尼亚州' });
    await t.db.delete(addresses).where(eq(addresses.memberId, other.id));
  });

  it('saves one address per type, with region names from the database', async () => {
    const saved = await add(delivery, owner);
    expect(saved).toMatchObject({ status: 200, msg: 'Address saved' });
    expect(saved.data).toMatchObject({
      type: 2,
      country: 'United States of America',
      province: 'California',
    });
    const again = await add({ ...delivery, city: 'Berkeley' }, owner);
    expect(again.data.id).toBe(saved.data.id);
    await add({ ...delivery, type: 1 }, owner);
    expect((await list(owner)).data.map((a) => [a.type, a.city])).toEqual([
      [1, 'Oakland'],
      [2, 'Berkeley'],
    ]);
  });

  it('rejects missing fields, unknown regions and a missing state, and saves nothing', async () => {
    for (const bad of [
      { ...delivery, email: '' },
      { ...delivery, phone: '' },
      { ...delivery, type: 3 },
      { ...delivery, countryCode: 'ZZ' },
      { ...delivery, provinceCode: '' },
      { ...delivery, provinceCode: 'XX' },
    ]) {
      const res = await add(bad, other);
      expect(res.status).toBe(400);
      expect(res.msg.length).toBeGreaterThan(0);
    }
    expect((await list(other)).data).toEqual([]);
  });

  it("never lets a member read or change another member's address", async () => {
    const mine = (await list(owner)).data[0]!;
    expect((await update({ ...delivery, id: mine.id }, other)).status).toBe(404);
    expect((await list(other)).data).toEqual([]);
    const edit = await update({ ...delivery, type: mine.type, id: mine.id, city: 'Alameda' }, owner);
    expect(edit.data.city).toBe('Alameda');
  });

  it('needs a token', async () => {
    expect((await call(t.app, api.addressList, {})).status).toBe(401);
    expect((await add(delivery)).status).toBe(401);
  });
});
