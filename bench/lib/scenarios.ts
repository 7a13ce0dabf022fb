// What each scenario sends. Paths rotate (random pick per request) so a scenario is not one
// cached URL: selective searches over 16 query × state pairs, broad ones over several pages,
// detail over 1,000 ids spread across the table.
import type { RequestKind } from './load-generator.ts';

export type ScenarioKey = 'health' | 'search-selective' | 'search-broad-all' | 'search-broad-text' | 'search-mix' | 'detail' | 'applications' | 'mixed';
/** `token`: which bench user sends it (none: anonymous). */
export type Scenario = { key: ScenarioKey; name: string; token?: string; kinds: RequestKind[] };
export type ApiInfo = { url: string; jobs: number; token: string; mixedToken: string; detailIds: string[]; applyIds: string[] };

const SELECTIVE: [string, string][] = [
  ['react', 'SP'],
  ['python', 'RJ'],
  ['java', 'MG'],
  ['flutter', 'PE'],
  ['kubernetes', 'PR'],
  ['figma', 'SC'],
  ['golang', 'RS'],
  ['django', 'BA'],
  ['laravel', 'CE'],
  ['spark', 'DF'],
  ['terraform', 'GO'],
  ['cypress', 'SP'],
  ['node', 'RJ'],
  ['azure', 'MG'],
  ['pentest', 'SP'],
  ['redes', 'PR'],
];
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export const searchPaths = {
  selective: SELECTIVE.map(([q, uf]) => `/api/v1/jobs?query=${q}&state=${uf}`),
  broadAll: range(10).map((p) => `/api/v1/jobs?page=${p}`),
  broadText: range(3).map((p) => `/api/v1/jobs?query=desenvolvedor&page=${p}`),
};

const get = (paths: string[], weight = 1): RequestKind => ({ weight, method: 'GET', paths });

export function apiScenarios(info: ApiInfo): Scenario[] {
  const detail = info.detailIds.map((id) => `/api/v1/jobs/${id}`);
  const applications = range(5).map((p) => `/api/v1/applications?page=${p}`);
  const apply: RequestKind = {
    weight: 10,
    method: 'POST',
    paths: ['/api/v1/applications'],
    bodies: info.applyIds.map((id) => JSON.stringify({ job_uuid: id })),
  };
  return [
    { key: 'health', name: '/api/health (SELECT 1)', kinds: [get(['/api/health'])] },
    { key: 'search-selective', name: 'search selective (16 query+UF pairs, e.g. react&SP)', token: info.token, kinds: [get(searchPaths.selective)] },
    { key: 'search-broad-all', name: 'search broad: no query, pages 1-10', token: info.token, kinds: [get(searchPaths.broadAll)] },
    { key: 'search-broad-text', name: 'search broad: query=desenvolvedor, pages 1-3', token: info.token, kinds: [get(searchPaths.broadText)] },
    {
      key: 'search-mix',
      name: 'search mix (1/2 selective, 1/4 each broad)',
      token: info.token,
      kinds: [get(searchPaths.selective, 2), get(searchPaths.broadAll), get(searchPaths.broadText)],
    },
    { key: 'detail', name: 'job detail (1,000 ids)', token: info.token, kinds: [get(detail)] },
    { key: 'applications', name: 'applications list (50 applications, pages 1-5)', token: info.token, kinds: [get(applications)] },
    {
      key: 'mixed',
      name: 'mixed logged-in (30% search, 30% detail, 15% applications, 15% /users/me, 10% POST applications)',
      token: info.mixedToken,
      kinds: [
        get(searchPaths.selective, 15),
        get([...searchPaths.broadAll, ...searchPaths.broadText], 15),
        get(detail, 30),
        get(applications, 15),
        get(['/api/v1/users/me'], 15),
        apply,
      ],
    },
  ];
}
