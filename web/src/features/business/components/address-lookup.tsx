import { Button, Group, Text, TextInput } from '@mantine/core';
import { ConfirmAddressModal } from '../../../components/confirm-address-modal';
import { isSearchable, PLACE_SEARCH_MIN_CHARS } from '../address-search';
import { useAddressLookup, type PlaceDetails } from '../hooks/use-address-lookup';

/**
 * Find an address by postcode or street and fill the address fields from the one chosen in the
 * Confirm Address modal (SPEC §2 Edit Business "An address lookup can fill address fields").
 */
export function AddressLookup({
  onAddress,
  disabled = false,
}: {
  onAddress: (d: PlaceDetails) => void;
  disabled?: boolean;
}) {
  const lookup = useAddressLookup(onAddress);
  const found = lookup.result;
  const opened = found !== null && found.asked && found.predictions.length > 0;
  const waiting = found !== null && !found.asked && found.predictions.length > 0;

  return (
    <div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Find an address"
          description={`Type at least ${PLACE_SEARCH_MIN_CHARS} characters of a postcode or street; we search when you pause.`}
          value={lookup.query}
          onChange={(event) => lookup.setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              lookup.searchNow();
            }
          }}
          disabled={disabled}
          autoComplete="off"
          style={{ flex: '1 1 16rem' }}
        />
        <Button
          variant="default"
          onClick={lookup.searchNow}
          loading={lookup.searching}
          disabled={disabled || !isSearchable(lookup.query)}
        >
          Find address
        </Button>
      </Group>
      <div aria-live="polite">
        {found !== null && found.predictions.length === 0 && (
          <Text size="sm" mt={4}>
            No addresses found for “{found.query}”. Check the postcode or type the address below.
          </Text>
        )}
        {waiting && (
          <Group gap="xs" mt={4}>
            <Text size="sm">
              {found.predictions.length === 1 ? '1 address' : `${found.predictions.length} addresses`} found for “
              {found.query}”.
            </Text>
            <Button size="compact-sm" variant="light" onClick={lookup.openFound}>
              Choose an address
            </Button>
          </Group>
        )}
      </div>
      <ConfirmAddressModal
        key={found ? `${found.query}:${found.predictions.length}` : 'none'}
        opened={opened}
        searchQuery={found?.query ?? ''}
        predictions={found?.predictions ?? []}
        loading={lookup.confirming}
        onConfirm={lookup.choose}
        onClose={lookup.dismiss}
      />
    </div>
  );
}
