import { jobsCompatibility, jobsListResponse, type JobsCompatibility, type JobsListResponse } from '@rumo/contract';

/** What a search page is for everyone: its cards, counts and filter options (not the person's scores). */
export type SearchPage = Omit<JobsListResponse, 'compatibility'>;

/**
 * A search page as sent (decision 1811): `json` is the page checked against the contract and
 * written once; `ids` are its jobs, in order, for the person's scores.
 */
export type SearchPageText = { json: string; ids: string[] };

const pageSchema = jobsListResponse.pick({ data: true, meta: true, filters: true });

/**
 * The page checked against the contract, as the response serializer checks every answer (unknown
 * fields dropped, a wrong one refused), and written as JSON once: a kept page is sent again as
 * this text, without checking and writing 20 cards on every request.
 */
export function searchPageText(page: SearchPage): SearchPageText {
  return { json: JSON.stringify(pageSchema.parse(page)), ids: page.data.map((job) => job.uuid) };
}

/**
 * The whole answer of `GET /api/v1/jobs`: the page's text with the person's compatibility, checked
 * against the contract too, as its last member. `page.json` is an object's text, so it ends in '}'.
 */
export function searchResponseText(page: SearchPageText, compatibility: JobsCompatibility): string {
  return `${page.json.slice(0, -1)},"compatibility":${JSON.stringify(jobsCompatibility.parse(compatibility))}}`;
}
