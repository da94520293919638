import '@mantine/spotlight/styles.css';
import { Center, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { RiSearchLine } from '@remixicon/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OVERLAY_Z_INDEX } from '@portal/design/base';
import { takeEarlyIntent } from '../../lib/early-intents';
import { useSearchResults } from './api/get-search-results';
import { searchIcon } from './search-icons';

export interface SearchSpotlightProps {
  /** Render even when closed (tests). Default: false. */
  forceOpened?: boolean;
}

/** Ctrl/⌘K search answered by GET /api/app-bar/search, results grouped by group title. */
export function SearchSpotlight({ forceOpened = false }: SearchSpotlightProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState(forceOpened);
  const [debounced] = useDebouncedValue(query.trim(), 200);
  const results = useSearchResults(debounced, opened);
  // Spotlight's own shortcut is registered now (children's effects run first): a press made
  // while the portal was loading opens the search.
  useEffect(() => {
    if (takeEarlyIntent('search')) spotlight.open();
  }, []);

  let body;
  if (results.isPending) {
    body = (
      <Center p="md">
        <Loader size="sm" role="status" aria-label={t('search.loading')} />
      </Center>
    );
  } else if (results.isError) {
    body = <Spotlight.Empty>{t('search.error')}</Spotlight.Empty>;
  } else if (results.data.length === 0) {
    body = <Spotlight.Empty>{t('search.empty', { query: debounced })}</Spotlight.Empty>;
  } else {
    body = results.data.map((group) => (
      <Spotlight.ActionsGroup
        key={group.category}
        label={group.title}
        role="group"
        aria-label={group.title}
      >
        {group.children.map((item) => {
          const Icon = searchIcon(item.icon);
          return (
            <Spotlight.Action
              key={item.url}
              label={item.title}
              leftSection={<Icon size={20} aria-hidden="true" />}
              onClick={() => void navigate(item.url)}
            />
          );
        })}
      </Spotlight.ActionsGroup>
    ));
  }

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      forceOpened={forceOpened}
      onSpotlightOpen={() => setOpened(true)}
      onSpotlightClose={() => setOpened(false)}
      zIndex={OVERLAY_Z_INDEX + 50}
      scrollable
      maxHeight={420}
    >
      <Spotlight.Search
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        leftSection={<RiSearchLine size={18} aria-hidden="true" />}
      />
      <Spotlight.ActionsList aria-label={t('search.results')}>{body}</Spotlight.ActionsList>
      <Spotlight.Footer>
        <Text size="xs" c="var(--hd-muted)">
          {t('search.hint')}
        </Text>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}

export const openSearch = () => spotlight.open();
