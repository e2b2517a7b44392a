import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff-image-type';

const bytes = (...values: number[]) => Buffer.from(values);
const bmpHeader = () => {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'ascii');
  header.writeUInt32LE(54, 2);
  header.writeUInt32LE(40, 14); // BITMAPINFOHEADER
  return header;
};

describe('sniffImageType', () => {
  it('recognises raster images by their magic numbers', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.concat([Buffer.from('RIFF'), bytes(0, 0, 0, 0), Buffer.from('WEBPVP8 ')]))).toBe('image/webp');
    expect(sniffImageType(bmpHeader())).toBe('image/bmp');
  });

  it('does not take text that happens to start like an image for one', () => {
    expect(sniffImageType(Buffer.from('BMW 320d 중고차 판매합니다. 연락주세요.'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF....WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from('#!/bin/sh\nrm -rf ~\n'))).toBeNull();
    expect(sniffImageType(Buffer.from('<script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('recognises SVG by its root element, after a prolog, doctype and comments', () => {
    const svg = (source: string) => sniffImageType(Buffer.from(source));
    expect(svg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe('image/svg+xml');
    expect(svg('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect/></svg>')).toBe('image/svg+xml');
    expect(svg('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"></svg:svg>')).toBe('image/svg+xml');
    expect(svg('<svg xmlns="http://example.com/not-svg"/>')).toBeNull();
    expect(svg('<svg')).toBeNull();
    expect(svg('just some text')).toBeNull();
  });
});
