import { describe, expect, it } from 'vitest';
import { parseStaffArgs, passwordRefusal } from './staff-args.ts';

const create = (...extra: string[]) =>
  parseStaffArgs([
    'create',
    '--email',
    'owner@shop.test',
    '--name',
    'Ann Owner',
    '--role',
    'owner',
    ...extra,
  ]);

describe('npm run staff: the command line', () => {
  it('reads create and password, trimmed as the API trims them', () => {
    expect(
      parseStaffArgs(['create', '--email', ' owner@shop.test ', '--name', ' Ann ', '--role', 'support']),
    ).toEqual({ command: { name: 'create', email: 'owner@shop.test', staffName: 'Ann', role: 'support' } });
    expect(parseStaffArgs(['password', '--email', 'owner@shop.test'])).toEqual({
      command: { name: 'password', email: 'owner@shop.test' },
    });
    expect(parseStaffArgs(['--help'])).toEqual({ help: true });
    expect(parseStaffArgs(['create', '-h'])).toEqual({ help: true });
  });

  it('refuses unknown options and commands in one line', () => {
    expect(create('--emial', 'x')).toEqual({ error: "Unknown option '--emial'" });
    expect(parseStaffArgs(['delete', '--email', 'owner@shop.test'])).toEqual({
      error: "Unknown command 'delete'",
    });
    expect(parseStaffArgs([])).toEqual({ error: 'No command given' });
    expect(create('again')).toEqual({ error: "Unexpected argument 'again'" });
    expect(parseStaffArgs(['password', '--email'])).toEqual({
      error: "Option '--email <value>' argument missing",
    });
    expect(parseStaffArgs(['password', '--email', 'owner@shop.test', '--role', 'owner'])).toEqual({
      error: 'The password command takes only --email',
    });
  });

  it('checks the email, name and role with the API’s schemas and words', () => {
    const account = (email: string, name: string, role: string) =>
      parseStaffArgs(['create', '--email', email, '--name', name, '--role', role]);
    expect(account('@', 'Ann', 'owner')).toEqual({ error: 'Please input a valid email address' });
    expect(account('ann\n@shop.test', 'Ann', 'owner')).toEqual({
      error: 'Please input a valid email address',
    });
    expect(account('ann@shop.test', '   ', 'owner')).toEqual({ error: 'Please input name' });
    expect(account('ann@shop.test', 'A'.repeat(81), 'owner')).toEqual({
      error: 'Name is too long (at most 80 characters)',
    });
    expect(account('ann@shop.test', 'Ann', 'boss')).toEqual({
      error: 'Role must be one of: owner, production, support',
    });
    expect(parseStaffArgs(['create', '--email', 'ann@shop.test', '--name', 'Ann'])).toEqual({
      error: 'Role must be one of: owner, production, support',
    });
    expect(parseStaffArgs(['password', '--email', 'nobody'])).toEqual({
      error: 'Please input a valid email address',
    });
  });

  it('takes only a password the log-in takes: 12 to 50 characters', () => {
    expect(passwordRefusal('short')).toBe('Password must have at least 12 characters');
    expect(passwordRefusal('x'.repeat(51))).toBe('Password is too long (at most 50 characters)');
    expect(passwordRefusal('x'.repeat(50))).toBeNull();
    expect(passwordRefusal('twelve chars')).toBeNull();
  });
});
