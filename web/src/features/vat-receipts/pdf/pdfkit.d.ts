/**
 * The small part of pdfkit 0.20 (browser build, js/pdfkit.browser.mjs) the receipt PDF uses;
 * pdfkit ships no TypeScript types.
 */
declare module 'pdfkit' {
  export interface PdfKitOptions {
    autoFirstPage?: boolean;
    size?: string | [number, number];
    margin?: number;
    compress?: boolean;
    lang?: string;
    displayTitle?: boolean;
    info?: { Title?: string; Author?: string; Subject?: string; Keywords?: string; Creator?: string };
  }
  export default class PDFDocument {
    constructor(options?: PdfKitOptions);
    addPage(options?: PdfKitOptions): this;
    font(name: string): this;
    fontSize(size: number): this;
    widthOfString(text: string): number;
    text(text: string, x: number, y: number, options?: { lineBreak?: boolean; width?: number }): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    lineWidth(width: number): this;
    strokeColor(color: string): this;
    fillColor(color: string): this;
    stroke(): this;
    on(event: 'data', listener: (chunk: Uint8Array) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: unknown) => void): this;
    end(): void;
  }
  /** Standard fonts must be registered before a document uses them (browser build). */
  export function registerStdFonts(...fonts: unknown[]): void;
}
declare module 'pdfkit/standard-fonts/Helvetica' {
  const font: unknown;
  export default font;
}
declare module 'pdfkit/standard-fonts/HelveticaBold' {
  const font: unknown;
  export default font;
}
