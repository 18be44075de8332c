import { List, Paper, Table, Text, Title } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll';
import { formatPounds } from '../../../lib/format';
import type { ShownGroup } from '../update-content';

/** Every field an update sends, group by group, with the categories behind each figure. */
export function FiguresTables({ groups }: { groups: readonly ShownGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <Paper
          key={group.group}
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-labelledby={`itsa-${group.group}`}
        >
          <Title order={2} size="h4" id={`itsa-${group.group}`} mb="xs">
            {group.title}
          </Title>
          <TableScroll label={group.title} minWidth={480}>
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Caption>{group.title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Field</Table.Th>
                  <Table.Th scope="col">Categories behind it</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Year to date
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.fields.map((field) => (
                  <Table.Tr key={field.name}>
                    <Table.Th scope="row" fw={500} style={{ verticalAlign: 'top' }}>
                      {field.label}
                    </Table.Th>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      {field.categories.length === 0 ? (
                        <Text size="sm">None</Text>
                      ) : (
                        <List size="sm" listStyleType="none">
                          {field.categories.map((c) => (
                            <List.Item key={c.name}>
                              {c.name}: {formatPounds(c.amount)}
                            </List.Item>
                          ))}
                        </List>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                      {formatPounds(field.amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Paper>
      ))}
    </>
  );
}
