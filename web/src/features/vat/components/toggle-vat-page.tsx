import { Card, Text, Title, UnstyledButton } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenTitle } from '../../../components/screen-title';
import { useToggleVat } from '../api/vat-actions';
import { returnAddress } from '../return-name';

/** SPEC §2 Toggle VAT: does the business submit VAT returns? On goes to returnName, off Home. */
export function ToggleVatPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toggle = useToggleVat();
  const choose = (enableVat: boolean) =>
    toggle.mutate(enableVat, {
      onSuccess: () => void navigate(enableVat ? returnAddress(search.get('returnName')) : routeTo('Home')),
    });
  const choices = [
    { enableVat: true, title: 'Yes, enable VAT', text: 'The business is VAT registered and submits VAT returns.' },
    { enableVat: false, title: 'No, disable VAT', text: 'The business does not submit VAT returns.' },
  ];
  return (
    <>
      <ScreenTitle>VAT Registration</ScreenTitle>
      <Text mb="md">Does this business submit a VAT return to HMRC?</Text>
      <ul className="tile-grid" aria-label="VAT registration">
        {choices.map((choice) => (
          <Card key={choice.title} component="li" withBorder radius="md" padding="lg" className="tile tile-linked">
            <UnstyledButton
              onClick={() => choose(choice.enableVat)}
              disabled={toggle.isPending}
              className="tile-link"
              aria-describedby={`vat-choice-${String(choice.enableVat)}`}
            >
              <Title order={2} size="h4" component="span">
                {choice.title}
              </Title>
            </UnstyledButton>
            <Text size="sm" mt="xs" id={`vat-choice-${String(choice.enableVat)}`}>
              {choice.text}
            </Text>
          </Card>
        ))}
      </ul>
    </>
  );
}
