import { describe, expect, it } from 'vitest';
import {
  canAddMore,
  checkNewFiles,
  CORPORATE_INQUIRY_TEMPLATE,
  initialInquiryContent,
  isAllowedImage,
  minimizedTitle,
  validateInquiryFields,
} from './inquiry-rules';

const empty = { count: 0, uploadedBytes: 0, queuedBytes: 0 };
const png = (size = 100, name = 'a.png') => ({ name, type: 'image/png', size });

describe('validateInquiryFields', () => {
  it('names both fields at once, each with its first failing rule', () => {
    expect(validateInquiryFields({ email: '', content: '' })).toEqual({ email: '이메일을 입력해주세요.', content: '내용을 입력해주세요.' });
    expect(validateInquiryFields({ email: 'nope', content: ' \n' })).toEqual({ email: '잘못된 이메일 형식입니다.', content: '내용을 입력해주세요.' });
    expect(validateInquiryFields({ email: 'a@b.kr', content: '' })).toEqual({ content: '내용을 입력해주세요.' });
    expect(validateInquiryFields({ email: '   ', content: 'x' })).toEqual({ email: '이메일을 입력해주세요.' });
    expect(validateInquiryFields({ email: 'a@b', content: 'x' })).toEqual({ email: '잘못된 이메일 형식입니다.' });
    expect(validateInquiryFields({ email: 'user.name+tag@mail.example.co.kr', content: '문의' })).toEqual({});
  });
});

describe('file checks', () => {
  it('accepts BMP, JPG, PNG, SVG and WEBP whose extension fits the type', () => {
    for (const [name, type] of [
      ['a.bmp', 'image/bmp'],
      ['a.jpg', 'image/jpeg'],
      ['a.JPEG', 'image/jpg'],
      ['a.png', 'image/png'],
      ['a.svg', 'image/svg+xml'],
      ['a.webp', 'image/webp'],
    ] as const) {
      expect(isAllowedImage({ name, type }), name).toBe(true);
    }
    expect(isAllowedImage({ name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(isAllowedImage({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
    expect(isAllowedImage({ name: 'a.png', type: 'image/jpeg' })).toBe(false);
  });

  it('rejects other types first', () => {
    expect(checkNewFiles([png(), { name: 'x.txt', type: 'text/plain', size: 1 }], empty)).toEqual({
      ok: false,
      kind: 'type',
      message: '허용된 확장자의 파일만 업로드할 수 있습니다.',
    });
  });

  it('allows at most 3 attachments', () => {
    const three = [png(), png(), png()];
    expect(checkNewFiles(three, empty)).toEqual({ ok: true, files: three, notice: null });
    expect(checkNewFiles([png()], { ...empty, count: 3 })).toEqual({ ok: false, kind: 'count', message: '최대 3장까지 등록 가능합니다.' });
    expect(canAddMore(2)).toBe(true);
    expect(canAddMore(3)).toBe(false);
  });

  it('takes the first images that fit when more are picked at once, and says why the rest were left out', () => {
    const picked = [png(100, '1.png'), png(100, '2.png'), png(100, '3.png'), png(100, '4.png')];
    expect(checkNewFiles(picked, empty)).toEqual({
      ok: true,
      files: picked.slice(0, 3),
      notice: '최대 3장까지 등록 가능합니다. 고른 4장 중 앞의 3장만 첨부했어요.',
    });
    expect(checkNewFiles(picked.slice(0, 2), { ...empty, count: 2 })).toEqual({
      ok: true,
      files: picked.slice(0, 1),
      notice: '최대 3장까지 등록 가능합니다. 고른 2장 중 앞의 1장만 첨부했어요.',
    });
    // Only the images taken count against the size limit.
    expect(checkNewFiles([png(100, 'a.png'), png(10_485_700, 'huge.png')], { ...empty, count: 2 })).toMatchObject({
      ok: true,
      files: [{ name: 'a.png' }],
    });
  });

  it('keeps uploaded, queued and new bytes together under 10,485,760', () => {
    expect(checkNewFiles([png(485_759)], { count: 2, uploadedBytes: 5_000_000, queuedBytes: 5_000_000 })).toMatchObject({ ok: true });
    // Exactly the limit is not under it (spec §5: "must be below the limit").
    expect(checkNewFiles([png(485_760)], { count: 2, uploadedBytes: 5_000_000, queuedBytes: 5_000_000 })).toEqual({
      ok: false,
      kind: 'size',
      message: '파일 업로드 최대 용량을 초과했습니다.',
    });
    expect(checkNewFiles([png(10_485_760)], empty)).toMatchObject({ kind: 'size' });
  });
});

describe('template and minimized title', () => {
  it('prefills the corporate template only for non-NORMAL members', () => {
    expect(initialInquiryContent('NORMAL')).toBe('');
    expect(initialInquiryContent(null)).toBe('');
    expect(initialInquiryContent('CORPORATE')).toBe(CORPORATE_INQUIRY_TEMPLATE);
    for (const label of ['회사명', '공고 제목', '담당자', '메일 및 연락처', '문의 내용']) {
      expect(CORPORATE_INQUIRY_TEMPLATE).toContain(label);
    }
  });

  it('reads "고객문의(작성중)" once an email or body is typed', () => {
    const blank = { email: '', content: '' };
    expect(minimizedTitle({ email: '', content: '' }, blank)).toBe('고객문의');
    expect(minimizedTitle({ email: 'a', content: '' }, blank)).toBe('고객문의(작성중)');
    expect(minimizedTitle({ email: '', content: 'x' }, blank)).toBe('고객문의(작성중)');
    expect(minimizedTitle({ email: '', content: CORPORATE_INQUIRY_TEMPLATE }, { email: '', content: CORPORATE_INQUIRY_TEMPLATE })).toBe('고객문의');
  });

  it('does not count the member’s own prefilled email as typing, but an edited one', () => {
    const member = { email: 'member@example.com', content: '' };
    expect(minimizedTitle({ email: 'member@example.com', content: '' }, member)).toBe('고객문의');
    expect(minimizedTitle({ email: 'other@example.com', content: '' }, member)).toBe('고객문의(작성중)');
  });
});
