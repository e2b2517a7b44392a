import { describe, expect, it } from 'vitest';
import { HOST_TABLES } from '../../config/hosts';
import { validateParentOrigin } from './parent-origin';

const dev = HOST_TABLES.development;
const prod = HOST_TABLES.production;

describe('validateParentOrigin', () => {
  it('accepts http(s) origins of hosts in the table, ports included', () => {
    expect(validateParentOrigin('http://localhost:3000', dev)).toBe('http://localhost:3000');
    expect(validateParentOrigin('http://cbt.localhost:3000', dev)).toBe('http://cbt.localhost:3000');
    expect(validateParentOrigin('http://portal.localhost:3100/', dev)).toBe('http://portal.localhost:3100');
    expect(validateParentOrigin('https://cbt.careerroad.kr', prod)).toBe('https://cbt.careerroad.kr');
  });

  it('takes the first value of a repeated query parameter', () => {
    expect(validateParentOrigin(['http://localhost:3000', 'https://evil.example'], dev)).toBe('http://localhost:3000');
  });

  it('rejects hosts outside the table, including look-alikes and other environments', () => {
    expect(validateParentOrigin('https://evil.example', dev)).toBeNull();
    expect(validateParentOrigin('http://localhost.evil.example', dev)).toBeNull();
    expect(validateParentOrigin('http://evil.localhost:3000', dev)).toBeNull();
    expect(validateParentOrigin('http://localhost:3000', prod)).toBeNull();
    expect(validateParentOrigin('https://careerroad.kr.evil.example', prod)).toBeNull();
  });

  it('rejects other schemes and anything that is not a bare origin', () => {
    expect(validateParentOrigin('javascript:alert(1)', dev)).toBeNull();
    expect(validateParentOrigin('data:text/html,hi', dev)).toBeNull();
    expect(validateParentOrigin('ftp://localhost', dev)).toBeNull();
    expect(validateParentOrigin('http://localhost:3000/path', dev)).toBeNull();
    expect(validateParentOrigin('http://localhost:3000/?x=1', dev)).toBeNull();
    expect(validateParentOrigin('http://user:pw@localhost:3000', dev)).toBeNull();
    expect(validateParentOrigin('//localhost:3000', dev)).toBeNull();
    expect(validateParentOrigin('localhost', dev)).toBeNull();
  });

  it('rejects missing, empty, oversized and prototype-key values', () => {
    expect(validateParentOrigin(undefined, dev)).toBeNull();
    expect(validateParentOrigin(null, dev)).toBeNull();
    expect(validateParentOrigin('', dev)).toBeNull();
    expect(validateParentOrigin(`http://${'a'.repeat(300)}.localhost`, dev)).toBeNull();
    expect(validateParentOrigin('http://constructor', dev)).toBeNull();
    expect(validateParentOrigin('http://__proto__', dev)).toBeNull();
  });
});
