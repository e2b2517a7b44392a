import { describe, expect, it } from 'vitest';
import { loadConfig } from './server-config';

describe('loadConfig: DATABASE_POOL_SIZE', () => {
  it('leaves the pool size to the database client unless set', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '' }).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
  });

  it.each(['0', '-5', '2.5', 'many'])('refuses %s', (value) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow('DATABASE_POOL_SIZE must be a positive whole number');
  });
});
