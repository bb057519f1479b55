import { acceptedBy, migrateAcceptances, withAcceptance } from './acceptances';

describe('accepted disclaimers, per user', () => {
  it('starts empty for nothing or an unknown version', () => {
    expect(acceptedBy(migrateAcceptances(undefined), 'u1').size).toBe(0);
    expect(acceptedBy(migrateAcceptances({ version: 2, users: { u1: ['sui'] } }), 'u1').size).toBe(
      0,
    );
  });

  it('remembers an acceptance for that user only', () => {
    const stored = withAcceptance(migrateAcceptances(undefined), 'u1', 'sui');
    const read = migrateAcceptances(JSON.parse(JSON.stringify(stored)));
    expect([...acceptedBy(read, 'u1')]).toEqual(['sui']);
    expect(acceptedBy(read, 'u2').size).toBe(0);
  });

  it('keeps each acceptance once and drops unknown names', () => {
    const stored = migrateAcceptances({ version: 1, users: { u1: ['lt', 'lt', 'bogus', 3] } });
    expect([...acceptedBy(withAcceptance(stored, 'u1', 'lt'), 'u1')]).toEqual(['lt']);
  });
});
