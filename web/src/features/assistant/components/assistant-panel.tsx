import { ASSISTANT_QUESTION_MAX, ASSISTANT_QUESTION_REQUIRED } from '@bk/contract';
import { displayName, MESSAGES } from '@bk/domain';
import { Alert, Box, Button, Group, Loader, Modal, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '../../../lib/use-mutation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toApiError } from '../../../lib/api-error';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useUser } from '../../../lib/session/api/get-user';
import { askAssistant } from '../api';
import { spokenAnswer } from '../answer-format';
import { TurnView } from './answer-view';
import { useConversation } from './use-conversation';
import { useKeepFocusInside } from './use-keep-focus-inside';

export interface AssistantPanelProps {
  opened: boolean;
  /** Close the panel; `returnFocus` false when a followed link takes focus to a new screen. */
  onClose: (returnFocus: boolean) => void;
}

/** SPEC §9: the chat popup's desktop layout is above 1023 px, its bottom offset at least 10 px, its height at most 640 px. */
const DESKTOP = '(min-width: 1024px)';
const BOTTOM_OFFSET = '10px';
const MAX_HEIGHT = '640px';

/** Questions a person can ask with one click while the conversation is empty. */
const EXAMPLES = ['How do I submit a VAT return?', 'How much VAT do I owe?', 'What is my next deadline?'];

/**
 * The help assistant (decision 0066): a labelled modal dialog, full width at the bottom
 * of a phone and a panel at the right above 1023 px. Focus moves to the question on open and is
 * trapped while it is open; Escape closes it and the launcher gets focus back. Answers are
 * announced by a polite live region; the conversation is kept for the tab.
 */
export function AssistantPanel({ opened, onClose }: AssistantPanelProps) {
  const desktop = useMediaQuery(DESKTOP, false, { getInitialValueInEffect: false });
  const userId = useUser().data?.id ?? null;
  const business = useActiveBusiness().data ?? null;
  const businessName = business ? displayName(business.name, 'Business') : null;
  const { turns, add, clear } = useConversation(userId);
  const [question, setQuestion] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [spoken, setSpoken] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const conversation = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const closing = useRef(false);
  useEffect(() => {
    if (opened) closing.current = false;
  }, [opened]);

  const close = (returnFocus: boolean) => {
    closing.current = true;
    onClose(returnFocus);
  };

  const ask = useMutation({
    mutationFn: (asked: string) => askAssistant(asked),
    meta: { quiet: true },
    onSuccess: (answer, asked) => {
      const about = answer.figure ? businessName : null;
      add({ question: asked, answer, businessName: about });
      setQuestion((typed) => (typed.trim() === asked ? '' : typed));
      setSpoken(spokenAnswer(answer, about));
    },
    onError: (error) => {
      const problem = toApiError(error);
      // The question stays in the field, so trying again is one key press.
      if (problem.kind === 'validation') setFieldError(problem.fieldErrors[0]?.message ?? problem.message);
      else setFailure(problem.kind === 'unreachable' ? MESSAGES.unreachable : problem.message);
      setSpoken('');
    },
  });

  // The newest answer in view from its first line, when it arrives and when the panel opens
  // again; while one is awaited, the line that says so.
  useEffect(() => {
    if (!opened) return;
    const newest = conversation.current?.querySelector('ol > li:last-child');
    if (ask.isPending || !newest) end.current?.scrollIntoView({ block: 'end' });
    else newest.scrollIntoView({ block: 'start' });
  }, [opened, turns.length, ask.isPending]);

  // Focus stays in the open dialog even when code moves it out: above 1023 px a followed link
  // opens its screen beside the panel, and each new screen takes focus to its heading.
  useKeepFocusInside(form, opened, closing);

  function send(asked: string) {
    const trimmed = asked.trim();
    setFailure(null);
    if (trimmed === '') {
      setFieldError(ASSISTANT_QUESTION_REQUIRED);
      return;
    }
    setFieldError(null);
    if (ask.isPending) return;
    setSpoken('Looking for an answer');
    ask.mutate(trimmed);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(question);
  }

  /** A button that goes away once pressed (an example, Clear) hands focus to the question field. */
  function startOver(action: () => void) {
    action();
    field.current?.focus();
  }

  function followScreen() {
    // On a phone the panel covers the screen the link opens: close it; focus goes to the screen.
    if (!desktop) close(false);
  }

  return (
    <Modal
      opened={opened}
      onClose={() => close(true)}
      title="Help assistant"
      returnFocus={false}
      size={desktop ? '26rem' : '100%'}
      yOffset={BOTTOM_OFFSET}
      xOffset={desktop ? 'var(--mantine-spacing-md)' : 0}
      overlayProps={{ backgroundOpacity: desktop ? 0.15 : 0.4 }}
      closeButtonProps={{ 'aria-label': 'Close help assistant' }}
      styles={{
        inner: { justifyContent: desktop ? 'flex-end' : 'center', alignItems: 'flex-end' },
        content: {
          height: `min(${MAX_HEIGHT}, calc(100dvh - 2 * ${BOTTOM_OFFSET}))`,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
        },
        body: { flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column', gap: 8 },
      }}
    >
      <Box
        ref={conversation}
        role="region"
        aria-label="Conversation"
        tabIndex={0}
        style={{ flex: '1 1 auto', overflowY: 'auto', minHeight: 0 }}
      >
        {turns.length === 0 ? (
          <Stack gap="xs">
            <Text size="sm">
              Ask how to do something in the app, about a VAT rule, or about your own figures. Answers come from the
              app&apos;s help and HMRC&apos;s guidance, and from your books for the business you are working on.
            </Text>
            <Group gap="xs">
              {EXAMPLES.map((example) => (
                <Button key={example} size="xs" variant="default" onClick={() => startOver(() => send(example))}>
                  {example}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : (
          <Stack component="ol" gap="md" className="plain-list">
            {turns.map((turn, index) => (
              <TurnView key={index} turn={turn} onFollowScreen={followScreen} />
            ))}
          </Stack>
        )}
        {ask.isPending && (
          <Group gap="xs" mt="sm" aria-hidden>
            <Loader size="xs" />
            <Text size="sm">Looking for an answer…</Text>
          </Group>
        )}
        <div ref={end} />
      </Box>
      <VisuallyHidden aria-live="polite">{spoken}</VisuallyHidden>
      {failure && (
        <Alert color="red" role="alert" p="xs">
          {failure}
        </Alert>
      )}
      <form ref={form} onSubmit={submit} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            data-autofocus
            ref={field}
            label="Your question"
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            maxLength={ASSISTANT_QUESTION_MAX}
            error={fieldError}
            autoComplete="off"
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={25} aria-disabled={ask.isPending}>
            Send
          </Button>
        </Group>
      </form>
      {turns.length > 0 && (
        <Button variant="subtle" size="compact-xs" onClick={() => startOver(clear)} style={{ alignSelf: 'flex-start' }}>
          Clear conversation
        </Button>
      )}
    </Modal>
  );
}
