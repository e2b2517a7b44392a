/**
 * The part of opentype.js 2 that scripts/outline-logos.ts uses: the package ships no types, and @types/opentype.js
 * describes version 1.
 */
declare module 'opentype.js' {
  export interface PathDataOptions {
    decimalPlaces?: number;
    optimize?: boolean;
    /** Font units point up and SVG's down; getPath() has already flipped, so pass false. */
    flipY?: boolean;
  }

  export interface Path {
    toPathData(options?: PathDataOptions): string;
  }

  export interface Glyph {
    advanceWidth?: number;
    /** The outline at `fontSize` px with its baseline origin at (x, y), in SVG's coordinates. */
    getPath(x: number, y: number, fontSize: number): Path;
  }

  export interface Font {
    unitsPerEm: number;
    stringToGlyphs(text: string): Glyph[];
    getKerningValue(left: Glyph, right: Glyph): number;
  }

  export function parse(buffer: ArrayBuffer): Font;
}
