import type { AssistantAnswer } from '@bk/contract';
import { Anchor, Box, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { figureValue, linkTarget, needsSupportLink, periodText } from '../answer-format';
import type { Turn } from '../conversation';

/** How the panel follows a link to a screen of the app (it may close itself on a phone). */
export type FollowScreen = () => void;

interface LinkProps {
  href: string;
  onFollowScreen: FollowScreen;
  children: ReactNode;
  asButton?: boolean;
}

/**
 * A link of an answer: a screen of the app opens through the router (no page load, the
 * conversation stays); a page (the help page) opens in a new tab, so a half-typed return or the
 * panel's place is not lost.
 */
function AnswerLink({ href, onFollowScreen, children, asButton = false }: LinkProps) {
  const target = linkTarget(href, import.meta.env.BASE_URL);
  if (target.kind === 'screen') {
    return asButton ? (
      <Button component={Link} to={target.to} onClick={onFollowScreen} size="xs" variant="light">
        {children}
      </Button>
    ) : (
      <Anchor component={Link} to={target.to} onClick={onFollowScreen}>
        {children}
      </Anchor>
    );
  }
  const newTab = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
  return asButton ? (
    <Button component="a" href={target.href} target="_blank" rel="noopener" size="xs" variant="light">
      {children}
      {newTab}
    </Button>
  ) : (
    <Anchor href={target.href} target="_blank" rel="noopener">
      {children}
      {newTab}
    </Anchor>
  );
}

/** The figure of an answer about the books: the value, its period, and which business it is about. */
function FigureView({ answer, businessName }: { answer: AssistantAnswer; businessName: string | null }) {
  const figure = answer.figure;
  if (!figure) return null;
  const value = figureValue(figure);
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text size="sm" fw={600}>
        {figure.label}
      </Text>
      {value !== null && (
        <Text size="xl" fw={700}>
          {value}
        </Text>
      )}
      {figure.period && <Text size="sm">Period: {periodText(figure.period)}</Text>}
      {businessName !== null && <Text size="sm">Business: {businessName}</Text>}
    </Paper>
  );
}

/** One question and its answer (SPEC §9 chat popup; the answer shape of decision 0065). */
export function TurnView({ turn, onFollowScreen }: { turn: Turn; onFollowScreen: FollowScreen }) {
  const { answer } = turn;
  const support = needsSupportLink(answer, routeTo('Support'));
  return (
    <Stack gap={6} component="li">
      <Box p="xs" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <Text size="xs" c="dimmed" fw={600}>
          You asked
        </Text>
        <Text size="sm">{turn.question}</Text>
      </Box>
      <Stack gap={6} px="xs">
        <Text size="xs" c="dimmed" fw={600}>
          Answer
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {answer.text}
        </Text>
        <FigureView answer={answer} businessName={turn.businessName} />
        {(answer.actions.length > 0 || support) && (
          <Group gap="xs">
            {answer.actions.map((action) => (
              <AnswerLink key={action.href + action.label} href={action.href} onFollowScreen={onFollowScreen} asButton>
                {action.label}
              </AnswerLink>
            ))}
            {support && (
              <AnswerLink
                href={`${import.meta.env.BASE_URL.replace(/\/$/, '')}${routeTo('Support')}`}
                onFollowScreen={onFollowScreen}
                asButton
              >
                Contact support
              </AnswerLink>
            )}
          </Group>
        )}
        {answer.citations.length > 0 && (
          <Box>
            <Text size="xs" c="dimmed" fw={600}>
              Sources
            </Text>
            <Stack component="ul" gap={4} className="plain-list">
              {answer.citations.map((citation) => (
                <li key={citation.href + citation.title}>
                  <AnswerLink href={citation.href} onFollowScreen={onFollowScreen}>
                    {citation.title}
                  </AnswerLink>
                  {citation.excerpt && (
                    <Text size="xs" c="dimmed">
                      {citation.excerpt}
                    </Text>
                  )}
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
