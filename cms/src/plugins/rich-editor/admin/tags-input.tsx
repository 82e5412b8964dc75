import { useState, type KeyboardEvent } from 'react';
import { Box, Button, Field, Flex, Tag } from '@strapi/design-system';
import { addTag, ARTICLE_TAG_MAX_LENGTH, removeTag } from '@hmti/contract';
import type { FieldInputProps } from './field-props';

type Props = FieldInputProps<string[]>;

const tagsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];

/**
 * The Content Manager input of the tags custom field: an article's tags (stored as a JSON list of strings) as chips,
 * added by typing and Enter and taken out by pressing their chip, with the dashboard's rules (the contract's addTag:
 * trimmed, never twice, within the tag limits).
 */
export default function TagsInput({ name, value, label, hint, error, required, disabled, onChange }: Props) {
  const tags = tagsOf(value);
  const [draft, setDraft] = useState('');
  const change = (next: string[]) => onChange({ target: { name, value: next, type: 'json' } });
  const add = () => {
    change(addTag(tags, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Field.Root name={name} hint={hint} error={error} required={required}>
      <Field.Label>{label ?? name}</Field.Label>
      <Flex gap={2}>
        <Box flex={1}>
          <Field.Input
            value={draft}
            maxLength={ARTICLE_TAG_MAX_LENGTH}
            placeholder="Type a tag and press Enter"
            disabled={disabled}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </Box>
        <Button variant="secondary" size="L" onClick={add} disabled={disabled || !draft.trim()}>
          Add
        </Button>
      </Flex>
      {tags.length > 0 ? (
        <Flex tag="ul" aria-label="Selected tags" gap={2} wrap="wrap" paddingTop={2}>
          {tags.map((tag) => (
            <li key={tag}>
              <Tag
                icon={<span aria-hidden="true">×</span>}
                label={`Remove tag ${tag}`}
                disabled={disabled}
                onClick={() => change(removeTag(tags, tag))}
              >
                {tag}
              </Tag>
            </li>
          ))}
        </Flex>
      ) : null}
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}
