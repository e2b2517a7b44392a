import { describe, expect, it } from 'vitest';
import { checkOrderer, ORDERER_MESSAGES, ordererErrors } from './shop-orderer';

const valid = { ordererName: '김간호', ordererPhone: '010-1234-5678', agreed: true };

describe('checkOrderer', () => {
  it('trims the name and writes the phone as 010-1234-5678', () => {
    expect(checkOrderer({ ...valid, ordererName: '  김  간호 ', ordererPhone: '01012345678' })).toEqual({
      ok: true,
      value: { ordererName: '김 간호', ordererPhone: '010-1234-5678' },
    });
    expect(checkOrderer({ ...valid, ordererPhone: '011 123 4567' })).toMatchObject({ ok: true, value: { ordererPhone: '011-123-4567' } });
  });

  it.each([
    [{ ordererName: '' }, 'ordererName', ORDERER_MESSAGES.nameRequired],
    [{ ordererName: '김' }, 'ordererName', ORDERER_MESSAGES.nameLength],
    [{ ordererName: '가'.repeat(21) }, 'ordererName', ORDERER_MESSAGES.nameLength],
    [{ ordererPhone: ' ' }, 'ordererPhone', ORDERER_MESSAGES.phoneRequired],
    [{ ordererPhone: '02-123-4567' }, 'ordererPhone', ORDERER_MESSAGES.phoneInvalid],
    [{ ordererPhone: '010-1234-56789' }, 'ordererPhone', ORDERER_MESSAGES.phoneInvalid],
    [{ agreed: false }, 'agreed', ORDERER_MESSAGES.agreementRequired],
  ])('refuses %j at %s', (change, field, message) => {
    expect(checkOrderer({ ...valid, ...change })).toEqual({ ok: false, field, message });
  });
});

describe('ordererErrors', () => {
  it('names every refused field at once, so an empty submit shows each error', () => {
    expect(ordererErrors({ ordererName: ' ', ordererPhone: '', agreed: false })).toEqual({
      ordererName: ORDERER_MESSAGES.nameRequired,
      ordererPhone: ORDERER_MESSAGES.phoneRequired,
      agreed: ORDERER_MESSAGES.agreementRequired,
    });
    expect(ordererErrors({ ...valid, ordererName: '김', ordererPhone: '02-123-4567' })).toEqual({
      ordererName: ORDERER_MESSAGES.nameLength,
      ordererPhone: ORDERER_MESSAGES.phoneInvalid,
    });
  });

  it('has nothing to say about valid input', () => {
    expect(ordererErrors(valid)).toEqual({});
  });
});
