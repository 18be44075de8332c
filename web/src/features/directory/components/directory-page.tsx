import { Alert, Paper, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { ScreenTitle } from '../../../components/screen-title';
import { useDirectoryList } from '../api/directory-queries';
import { paramsOfSearch, queryOfSearch, searchFromParams, type DirectorySearch } from '../directory-search';
import { DirectoryCard } from './directory-card';
import { DirectorySearchForm } from './directory-search-form';

/** The public directory of affiliates: published profiles, searched, filtered and paged. */
export function DirectoryPage() {
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const list = useDirectoryList(queryOfSearch(search));
  const go = (next: DirectorySearch) => setParams(paramsOfSearch(next));
  const found = list.data;
  return (
    <>
      <ScreenTitle>Affiliate Directory</ScreenTitle>
      <Text mb="md">Find accountants, bookkeepers and businesses that use our software.</Text>
      <Paper withBorder p="md" radius="md" mb="lg">
        {/* A new search's values (the back button) start the form afresh. */}
        <DirectorySearchForm key={params.toString()} search={search} onSearch={go} />
      </Paper>
      <div aria-live="polite" aria-busy={list.isFetching}>
        {list.isError && (
          <Alert color="red" title="The directory could not be loaded">
            Try again in a moment.
          </Alert>
        )}
        {found && (
          <Text mb="sm" fw={500}>
            {found.total === 0
              ? 'No profiles found. Try fewer words, another town or any industry.'
              : `${found.total} ${found.total === 1 ? 'profile' : 'profiles'} found`}
          </Text>
        )}
      </div>
      {found && found.profiles.length > 0 && (
        <ul className="tile-grid" aria-label="Profiles">
          {found.profiles.map((card) => (
            <DirectoryCard key={card.slug} card={card} />
          ))}
        </ul>
      )}
      {found && (
        <Pagination
          page={search.page}
          pages={found.pages}
          label="Directory pages"
          onChange={(page) => go({ ...search, page })}
        />
      )}
    </>
  );
}
