import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { client } from '../../test/http.ts';
import { memberIdForToken } from '../identity/sessions.ts';
import { addresses } from './tables.ts';

type Region = { id: number; title: string; regionid: string };
type Address = { id: number; type: number; country: string; province: string; city: string };

const delivery = {
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
  let http: ReturnType<typeof client>;
  const tokens: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    http = client(t.app);
    for (const email of ['one@example.com', 'two@example.com']) {
      await http.post('/api/token/register', {
        email,
        password: 'password one',
        mobile: '1',
        firstname: 'A',
        lastname: 'B',
      });
      tokens.push(
        (await http.post<{ token: string }>('/api/token/login', { email, password: 'password one' })).data
          .token,
      );
    }
  });
  afterAll(() => t.close());
  const memberIdOf = (token: string) => memberIdForToken(t.db, token);

  it('lists countries and the states of a country, in the request language', async () => {
    const countries = await http.get<Region[]>('/api/memberAddress/queryregion?level=1&pid=');
    expect(countries.status).toBe(200);
    expect(countries.data.length).toBeGreaterThan(200);
    const us = countries.data.find((c) => c.regionid === 'US')!;
    const states = await http.get<Region[]>(`/api/memberAddress/queryregion?level=2&pid=${us.id}`);
    expect(states.data.map((s) => s.regionid)).toContain('CA');
    const zhCountries = await http.get<Region[]>('/api/memberAddress/queryregion?level=1&lang=zh');
    expect(zhCountries.data.find((c) => c.regionid === 'CN')!.title).toBe('中国');
    const cn = zhCountries.data.find((c) => c.regionid === 'CN')!;
    const provinces = await http.get<Region[]>(`/api/memberAddress/queryregion?level=2&pid=${cn.id}&lang=zh`);
    expect(provinces.data.map((p) => p.title)).toContain('北京市');
    expect((await http.get('/api/memberAddress/queryregion?level=3')).status).toBe(400);
    expect((await http.get('/api/memberAddress/queryregion?level=2&pid=abc')).status).toBe(400);
  });

  it('starts the country list with the countries the shop ships to most, then the rest alphabetically', async () => {
    for (const [lang, locale] of [
      ['en', 'en'],
      ['zh', 'zh-Hans-CN'],
    ] as const) {
      const countries = (await http.get<Region[]>(`/api/memberAddress/queryregion?level=1&lang=${lang}`))
        .data;
      expect(countries.slice(0, 5).map((c) => c.regionid)).toEqual(['US', 'CA', 'GB', 'AU', 'CN']);
      const rest = countries.slice(5).map((c) => c.title);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(locale).compare));
    }
  });

  it('stores the places by code and names them in the language of whoever reads', async () => {
    const zh = client(t.app, { lang: 'zh' });
    const saved = await zh.post<Address>('/api/memberAddress/add', { ...delivery, type: 1 }, tokens[1]);
    expect(saved.data).toMatchObject({ country: '美国', province: '加利福尼亚州' });
    const en = await http.get<Address[]>('/api/memberAddress/list?lang=en', tokens[1]);
    expect(en.data[0]).toMatchObject({ country: 'United States of America', province: 'California' });
    const again = await zh.get<Address[]>('/api/memberAddress/list?lang=zh', tokens[1]);
    expect(again.data[0]).toMatchObject({ country: '美国', province: '加利福尼亚州' });
    await t.db.delete(addresses).where(eq(addresses.memberId, (await memberIdOf(tokens[1]!))!));
  });

  it('saves one address per type, with region names from the database', async () => {
    const saved = await http.post<Address>('/api/memberAddress/add', delivery, tokens[0]);
    expect(saved).toMatchObject({ status: 200, msg: 'Address saved' });
    expect(saved.data).toMatchObject({
      type: 2,
      country: 'United States of America',
      province: 'California',
    });
    const again = await http.post<Address>(
      '/api/memberAddress/add',
      { ...delivery, city: 'Berkeley' },
      tokens[0],
    );
    expect(again.data.id).toBe(saved.data.id);
    await http.post('/api/memberAddress/add', { ...delivery, type: 1 }, tokens[0]);
    const list = await http.get<Address[]>('/api/memberAddress/list', tokens[0]);
    expect(list.data.map((a) => [a.type, a.city])).toEqual([
      [1, 'Oakland'],
      [2, 'Berkeley'],
    ]);
  });

  it('rejects missing fields, unknown regions and a missing state, and saves nothing', async () => {
    const token = tokens[1];
    for (const bad of [
      { ...delivery, email: '' },
      { ...delivery, phone: '' },
      { ...delivery, type: 3 },
      { ...delivery, countryCode: 'ZZ' },
      { ...delivery, provinceCode: '' },
      { ...delivery, provinceCode: 'XX' },
    ]) {
      const res = await http.post('/api/memberAddress/add', bad, token);
      expect(res.status).toBe(400);
      expect(res.msg.length).toBeGreaterThan(0);
    }
    expect((await http.get<Address[]>('/api/memberAddress/list', token)).data).toEqual([]);
  });

  it("never lets a member read or change another member's address", async () => {
    const mine = (await http.get<Address[]>('/api/memberAddress/list', tokens[0])).data[0]!;
    const res = await http.post(
      '/api/memberAddress/updateMemberAddress',
      { ...delivery, id: mine.id },
      tokens[1],
    );
    expect(res.status).toBe(404);
    expect((await http.get<Address[]>('/api/memberAddress/list', tokens[1])).data).toEqual([]);
    const edit = await http.post<Address>(
      '/api/memberAddress/updateMemberAddress',
      { ...delivery, type: mine.type, id: mine.id, city: 'Alameda' },
      tokens[0],
    );
    expect(edit.data.city).toBe('Alameda');
  });

  it('needs a token', async () => {
    expect((await http.get('/api/memberAddress/list')).status).toBe(401);
    expect((await http.post('/api/memberAddress/add', delivery)).status).toBe(401);
  });
});
