import {
  Anchor,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { ContactPicker, type PickedContact } from '../../../components/contact-picker';
import { logoSrc } from '../../../components/image-file';
import { routeTo } from '../../../config/routes';
import type { InvoiceValues } from '../invoice-form';

type Change = (next: Partial<InvoiceValues>) => void;

/**
 * SPEC §2 From block: filled from the business, editable on this invoice, with the business's
 * logo and links to edit the business and upload a logo (a new tab, so nothing typed is lost).
 */
export function FromBlock(props: {
  values: InvoiceValues;
  logoBase64: string | null;
  readOnly: boolean;
  onChange: Change;
  onRefill: () => void;
}) {
  const { values, onChange: change, readOnly } = props;
  const logo = logoSrc(props.logoBase64);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title order={2} size="h3">
          From
        </Title>
        {logo && <Image src={logo} alt="Business logo" maw={128} mah={128} fit="contain" />}
      </Group>
      <Stack gap="xs">
        <TextInput
          label="Business name"
          readOnly={readOnly}
          value={values.fromName}
          onChange={(e) => change({ fromName: e.currentTarget.value })}
        />
        <Textarea
          label="Business address"
          autosize
          minRows={2}
          readOnly={readOnly}
          value={values.fromAddress}
          onChange={(e) => change({ fromAddress: e.currentTarget.value })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <TextInput
            label="VAT number"
            readOnly={readOnly}
            value={values.fromVrn}
            onChange={(e) => change({ fromVrn: e.currentTarget.value })}
          />
          <TextInput
            label="Phone"
            readOnly={readOnly}
            value={values.fromPhoneNumber}
            onChange={(e) => change({ fromPhoneNumber: e.currentTarget.value })}
          />
          <TextInput
            label="Email"
            readOnly={readOnly}
            value={values.fromEmailAddress}
            onChange={(e) => change({ fromEmailAddress: e.currentTarget.value })}
          />
        </SimpleGrid>
        {!readOnly && (
          <Group gap="md">
            <Anchor component={Link} to={routeTo('EditBusiness')} target="_blank" size="sm">
              Edit business details (opens in a new tab)
            </Anchor>
            <Anchor component={Link} to={routeTo('EditBusiness')} target="_blank" size="sm">
              Upload a logo (opens in a new tab)
            </Anchor>
            <Button size="xs" variant="subtle" onClick={props.onRefill}>
              Fill in from the business
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** SPEC §2 To block: a contact from the picker (its name and address filled in), or typed. */
export function ToBlock(props: {
  values: InvoiceValues;
  readOnly: boolean;
  onChange: Change;
  onContact: (contact: PickedContact | null) => void;
}) {
  const { values, onChange: change, readOnly } = props;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3" mb="xs">
        To
      </Title>
      <Stack gap="xs">
        {!readOnly && <ContactPicker value={values.contact} onChange={props.onContact} />}
        <TextInput
          label="Name"
          readOnly={readOnly}
          value={values.toName}
          onChange={(e) => change({ toName: e.currentTarget.value })}
        />
        <Textarea
          label="Address"
          autosize
          minRows={3}
          readOnly={readOnly}
          value={values.toAddress}
          onChange={(e) => change({ toAddress: e.currentTarget.value })}
        />
        {!readOnly && (
          <Text size="xs" c="dimmed">
            Choosing a contact fills in its name and address; you can change them for this invoice.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
