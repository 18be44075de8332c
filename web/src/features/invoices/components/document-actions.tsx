import { Alert, Button, Group, Loader, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { toApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notifications/notification-store';
import { downloadInvoicePdf, invoicePdf, PDF_FAILED } from '../api/invoice-pdf';
import { useSendInvoice } from '../api/save-invoice';

const CLOSE = { 'aria-label': 'Close' };

/** The server-made PDF in a frame, from an address that lives as long as the modal. */
function PreviewModal({ id, invoiceNumber, onClose }: { id: string; invoiceNumber: string; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    let made: string | null = null;
    invoicePdf(id, abort.signal)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return (
    <Modal opened onClose={onClose} title={`Preview of ${invoiceNumber}`} size={1000} closeButtonProps={CLOSE}>
      {failed && <Alert color="red">{PDF_FAILED}</Alert>}
      {!failed && !url && <Loader aria-label="Making the PDF" />}
      {url && (
        <iframe
          src={url}
          title={`Invoice ${invoiceNumber} as a PDF`}
          style={{ width: '100%', height: '75vh', border: 0 }}
        />
      )}
    </Modal>
  );
}

/** SPEC §2 Email modal: to (required), a note (not required); a failure stays in the modal. */
function EmailModal(props: { id: string; invoiceNumber: string; emailTo: string; onClose: () => void }) {
  const [emailTo, setEmailTo] = useState(props.emailTo);
  const [emailNote, setEmailNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendInvoice();
  const submit = () => {
    if (emailTo.trim() === '') {
      setProblem('Enter the e-mail address to send the invoice to');
      return;
    }
    setProblem(null);
    send.mutate(
      { id: props.id, emailTo: emailTo.trim(), emailNote: emailNote.trim() === '' ? null : emailNote },
      { onSuccess: props.onClose, onError: (error) => setProblem(toApiError(error).message) },
    );
  };
  return (
    <Modal opened onClose={props.onClose} title={`Email ${props.invoiceNumber}`} size={600} closeButtonProps={CLOSE}>
      <form
        aria-label="Email the invoice"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {problem && (
            <Alert color="red" role="alert" title="The invoice was not sent">
              {problem}
            </Alert>
          )}
          <TextInput
            label="To"
            type="email"
            required
            value={emailTo}
            onChange={(e) => setEmailTo(e.currentTarget.value)}
          />
          <Textarea
            label="Note"
            description="Shown above the invoice in the e-mail (not required)"
            autosize
            minRows={3}
            value={emailNote}
            onChange={(e) => setEmailNote(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** SPEC §2 top buttons of a saved invoice: Preview, Download PDF, and Email when switched on. */
export function DocumentActions(props: {
  id: string;
  invoiceNumber: string;
  emailEnabled: boolean;
  canWrite: boolean;
  contactEmail: string;
}) {
  const [previewing, setPreviewing] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(props.id, props.invoiceNumber);
    } catch (error) {
      console.error('Invoice PDF failed', error);
      notify({ type: 'error', message: PDF_FAILED });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <Group gap="xs">
        <Button variant="default" onClick={() => setPreviewing(true)}>
          Preview
        </Button>
        <Button variant="default" loading={downloading} onClick={() => void download()}>
          Download PDF
        </Button>
        {props.emailEnabled && props.canWrite && (
          <Button variant="default" onClick={() => setEmailing(true)}>
            Email
          </Button>
        )}
      </Group>
      {previewing && (
        <PreviewModal id={props.id} invoiceNumber={props.invoiceNumber} onClose={() => setPreviewing(false)} />
      )}
      {emailing && (
        <EmailModal
          id={props.id}
          invoiceNumber={props.invoiceNumber}
          emailTo={props.contactEmail}
          onClose={() => setEmailing(false)}
        />
      )}
    </>
  );
}
