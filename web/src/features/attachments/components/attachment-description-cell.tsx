import { routes } from '@bk/contract';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { maxLengthOf } from '../../../lib/form-schema';
import type { Attachment } from '../../../lib/ledger-types';
import { useDescribeAttachment } from '../api/attachments';

/** The description of an attachment, edited in place; Save appears once it changes. */
export function AttachmentDescriptionCell({
  attachment,
  transactionId,
}: {
  attachment: Attachment;
  transactionId: string;
}) {
  const [value, setValue] = useState(attachment.desc);
  const describe = useDescribeAttachment(transactionId);
  const changed = value !== attachment.desc;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (changed) describe.mutate({ id: attachment.id, desc: value.trim() });
      }}
    >
      <Group gap={4} wrap="nowrap">
        <TextInput
          aria-label={`Description of ${attachment.fileName}`}
          value={value}
          maxLength={maxLengthOf(routes.attachmentUpdate.body, 'desc')}
          size="xs"
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        {changed && (
          <Button
            type="submit"
            size="xs"
            loading={describe.isPending}
            aria-label={`Save description of ${attachment.fileName}`}
          >
            Save
          </Button>
        )}
      </Group>
    </form>
  );
}
