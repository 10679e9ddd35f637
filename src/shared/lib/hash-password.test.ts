import { hashPassword } from './hash-password';

describe('hashPassword', () => {
  it('[ACC-06] is the MD5 hex digest used for the old and the new password (OPEN-22)', () => {
    expect(hashPassword('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(hashPassword('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(hashPassword('demo1234')).toMatch(/^[0-9a-f]{32}$/);
  });
});
