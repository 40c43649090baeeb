/** The part of pngjs 7 (no types of its own) that the visual snapshots use (visual-command.ts). */
declare module 'pngjs' {
  export interface PNGOptions {
    width?: number;
    height?: number;
  }
  export interface PNGWriteOptions {
    colorType?: 0 | 2 | 4 | 6;
    inputHasAlpha?: boolean;
    deflateLevel?: number;
    filterType?: number;
  }
  export class PNG {
    constructor(options?: PNGOptions);
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Buffer;
    static sync: { read(buffer: Buffer): PNG; write(png: PNG, options?: PNGWriteOptions): Buffer };
    static bitblt(
      src: PNG,
      dst: PNG,
      srcX: number,
      srcY: number,
      width: number,
      height: number,
      deltaX: number,
      deltaY: number,
    ): void;
  }
}
