import { Box, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';

export interface ViewedFile {
  objectUrl: string;
  contentType: string;
  fileName: string;
  description: string;
}

/** SPEC §2 Other widgets "attachment viewer": an image or a PDF, 650 wide (SPEC §9). */
export function AttachmentViewer({ file, onClose }: { file: ViewedFile | null; onClose: () => void }) {
  // The object URL holds the file in memory: let it go once the viewer closes.
  useEffect(() => (file ? () => URL.revokeObjectURL(file.objectUrl) : undefined), [file]);
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={file ? `View ${file.fileName}` : 'View attachment'}
      size={650}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {file && file.contentType === 'application/pdf' && (
        <Box component="iframe" src={file.objectUrl} title={file.fileName} w="100%" h="70vh" style={{ border: 0 }} />
      )}
      {file && file.contentType.startsWith('image/') && (
        <img
          src={file.objectUrl}
          alt={file.description ? `${file.fileName}: ${file.description}` : file.fileName}
          style={{ maxWidth: '100%', height: 'auto', display: 'block', margin: '0 auto' }}
        />
      )}
      {file && !file.contentType.startsWith('image/') && file.contentType !== 'application/pdf' && (
        <Text size="sm">This file cannot be shown here; download it instead.</Text>
      )}
    </Modal>
  );
}
