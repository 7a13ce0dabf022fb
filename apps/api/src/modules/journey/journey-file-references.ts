import { sql } from 'drizzle-orm';

/**
 * A file's id inside an address of ours: a media body (`/files/<uuid>/name`) or a link to it in a
 * text's HTML (`https://host/files/<uuid>/name`; the HTML policy keeps only absolute links and no
 * images, decision 0404). PostgreSQL regular expressions, the same on PostgreSQL 15 and PGlite; what
 * matches is a well-formed uuid, so the cast never fails.
 */
const FILE_ID_IN_ADDRESS = '/files/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

/**
 * The files the journey points at (decision 1602, registered by the journey's admin routes): the
 * published contents' bodies and every content body of every course draft, so an upload used only
 * in a draft is kept as surely as a published one. A content dropped from both is forgotten, and
 * the orphan collection deletes its file once the grace period has passed.
 */
export const journeyFileReferences = sql`
  SELECT match[1]::uuid FROM contents, regexp_matches(contents.body, ${FILE_ID_IN_ADDRESS}, 'gi') AS match
  UNION ALL
  SELECT match[1]::uuid
  FROM course_drafts,
    jsonb_path_query(course_drafts.document, '$.themes[*].topics[*].contents[*].body') AS draft_body(body),
    regexp_matches(draft_body.body #>> '{}', ${FILE_ID_IN_ADDRESS}, 'gi') AS match`;
