import { TEXT_RULES, visibleText } from './common';
import { newUserBodySchema } from './users';

const name = visibleText(1, 120);

const reasons = (input: string) => {
  const result = name.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) =>
        issue.code === 'custom' ? (issue.params as { reason: string }).reason : issue.code,
      );
};

describe('visibleText: refused, never rewritten', () => {
  it('refuses text with no visible character: zero-width space, word joiner, fillers', () => {
    for (const invisible of [
      '\u200B',
      '\u2060',
      '\u200B\u2060\u200D',
      '\u3164',
      '\u00AD',
      ' \u200B ',
    ])
      expect(reasons(invisible), JSON.stringify(invisible)).toEqual([TEXT_RULES.invisible]);
  });

  it('refuses bidi embedding, override and isolate controls', () => {
    for (const text of ['\u202Etxt.exe', 'a\u202Ab', 'x\u2066y\u2069'])
      expect(reasons(text), JSON.stringify(text)).toEqual([TEXT_RULES.bidiControl]);
  });

  it('keeps real names in any script, with their marks and joiners, trimmed', () => {
    for (const text of ['Lucía García', 'محمد علي', '李小龙', 'Zoë-Ann', 'क्षि', '👩‍💻 Ana'])
      expect(name.parse(text)).toBe(text);
    expect(name.parse('  Ana  ')).toBe('Ana');
  });

  it('still says "required" for an empty name, and accepts empty where allowed', () => {
    expect(reasons('   ')).toEqual(['too_small']);
    expect(visibleText(0, 10).parse('')).toBe('');
  });

  it('applies to the request schemas: a user named with zero-width characters is refused', () => {
    const user = {
      fullName: '\u200B\u2060',
      username: 'ghost',
      email: 'ghost@example.com',
      role: 'editor',
      currentPlan: 'basic',
      status: 'active',
      company: 'Ghost Hosting',
      country: 'Chile',
      contact: '+56 2 2000 0000',
    };
    const result = newUserBodySchema.safeParse(user);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fullName']);
    expect(newUserBodySchema.safeParse({ ...user, fullName: 'Ana Torres' }).success).toBe(true);
  });
});
