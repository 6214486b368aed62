import { describe, expect, it } from 'vitest';
import { attachmentName } from './download-file';

describe('attachmentName', () => {
  it('takes the file name of the attachment, never a path', () => {
    expect(attachmentName('attachment; filename="subscribers-2026-11-20.csv"', 'x.csv')).toBe(
      'subscribers-2026-11-20.csv',
    );
    expect(attachmentName("attachment; filename*=UTF-8''a%20b.csv", 'x.csv')).toBe('a b.csv');
    expect(attachmentName('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('.._.._etc_passwd');
    expect(attachmentName('attachment; filename="100%.csv"', 'x.csv')).toBe('100%.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
    expect(attachmentName('attachment', 'x.csv')).toBe('x.csv');
  });
});
