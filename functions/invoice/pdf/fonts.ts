import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The two open-licence fonts every invoice embeds (DejaVu Sans, from the `dejavu-fonts-ttf`
 * package; the VAT receipt in the browser loads the same files). TrueType fonts embedded in the
 * PDF print £, € and accented names, which the standard PDF fonts cannot. Resolved as a package so
 * the same line finds them in the repository and in the Lambda, where CDK installs the package
 * beside the bundle (infra/lib/bundling.ts).
 */
export const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

export interface InvoiceFonts {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}

let fonts: InvoiceFonts | undefined;

/** The fonts' bytes, read once per cold start. */
export function invoiceFonts(): InvoiceFonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    fonts = {
      regular: readFileSync(require.resolve(FONT_FILES.regular)),
      bold: readFileSync(require.resolve(FONT_FILES.bold)),
    };
  }
  return fonts;
}
