/**
 * The small part of pdfkit 0.20 the PDFs use: the receipt in the browser (js/pdfkit.browser.mjs)
 * and the invoice in its Lambda (js/pdfkit.node.mjs). pdfkit ships no TypeScript types, and this is
 * the project's one declaration of the module.
 */
declare module 'pdfkit' {
  export interface PdfKitOptions {
    autoFirstPage?: boolean;
    size?: string | [number, number];
    margin?: number;
    compress?: boolean;
    /** The first font; null loads none (the document registers its own before drawing). */
    font?: string | Uint8Array | null;
    lang?: string;
    displayTitle?: boolean;
    info?: { Title?: string; Author?: string; Subject?: string; Keywords?: string; Creator?: string };
  }
  export default class PDFDocument {
    constructor(options?: PdfKitOptions);
    addPage(options?: PdfKitOptions): this;
    font(name: string): this;
    /** Embed a TrueType font (subset to the glyphs used) under a name for {@link font}. */
    registerFont(name: string, src: Uint8Array | ArrayBuffer): this;
    /** Draw a PNG or JPEG; `fit` scales it into the box with its proportions kept. */
    image(src: Uint8Array | ArrayBuffer, x: number, y: number, options?: { fit?: [number, number] }): this;
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
}
