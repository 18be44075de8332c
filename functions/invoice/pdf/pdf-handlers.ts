import type { HandlerMap } from '../../shared/api/types';
import { invoicePdf } from './invoice-pdf';

/** `invoice/{id}/generate`: the PDF the screen previews and downloads as `invoice_{number}.pdf`. */
export const invoicePdfHandlers = {
  invoiceGenerate: async ({ params }, ctx) => {
    const { pdf } = await invoicePdf(ctx.business.id, params.id, ctx.now);
    return { pdfBase64: pdf.toString('base64') };
  },
} satisfies HandlerMap<'invoice'>;
