import { describe, expect, it } from 'vitest';

import { DOCX_TYPE, UPLOAD_RULES, uploadAccept, uploadTypeList, WEBP_TYPE } from './upload-rules';

describe('upload rules', () => {
  it.each(['cvFile', 'providerDocument', 'cvActionFile', 'supportAttachment'] as const)(
    '%s takes Word documents',
    (rule) => {
      expect(UPLOAD_RULES[rule].types).toContain(DOCX_TYPE);
    },
  );

  it.each(['avatar', 'providerLogo', 'blogCover'] as const)('%s takes images only', (rule) => {
    expect(UPLOAD_RULES[rule].types.every((type) => type.startsWith('image/'))).toBe(true);
    expect(UPLOAD_RULES[rule].types).toContain(WEBP_TYPE);
  });

  it('gives file inputs the types and their extensions', () => {
    expect(uploadAccept(UPLOAD_RULES.cvFile)).toBe(`application/pdf,.pdf,${DOCX_TYPE},.docx`);
    expect(uploadAccept(UPLOAD_RULES.avatar)).toBe('image/png,.png,image/jpeg,.jpg,.jpeg,image/webp,.webp');
  });

  it('names the types for messages', () => {
    expect(uploadTypeList(UPLOAD_RULES.supportAttachment)).toBe('PDF, Word (.docx), PNG or JPEG');
    expect(uploadTypeList({ types: ['application/pdf'], maxBytes: 1 })).toBe('PDF');
  });
});
