import { githubSource } from './github.source.ts';
import { greenhouseSource } from './greenhouse.source.ts';
import { gupySource } from './gupy.source.ts';
import { jsonLdSource } from './jsonld.source.ts';
import { leverSource } from './lever.source.ts';
import { recruiteeSource } from './recruitee.source.ts';
import { smartRecruitersSource } from './smartrecruiters.source.ts';
import { SOURCE_KINDS, type SourceKind, type SourceKindName } from './source-kind.ts';
import { workableSource } from './workable.source.ts';

/** Kind → implementation (docs/decisions/1501). Adding a source is one file, one line here and its fixture test. */
export const sourceKinds: Record<SourceKindName, SourceKind> = {
  greenhouse: greenhouseSource,
  lever: leverSource,
  gupy: gupySource,
  recruitee: recruiteeSource,
  workable: workableSource,
  smartrecruiters: smartRecruitersSource,
  github: githubSource,
  jsonld: jsonLdSource,
};

export function isSourceKind(value: string): value is SourceKindName {
  return (SOURCE_KINDS as readonly string[]).includes(value);
}
