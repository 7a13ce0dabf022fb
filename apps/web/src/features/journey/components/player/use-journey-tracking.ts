import { useEffect, useRef } from 'react';
import { track } from '../../../../lib/tracking.ts';

export const CONTENT_TRACK_SECONDS = 10;
export const COURSE_TRACK_SECONDS = 30;

export type TrackingIds = {
  course_uuid: string;
  subscription_uuid: string | null;
  user_uuid: string | null;
  theme_uuid?: string;
  topic_uuid?: string;
  content_uuid?: string;
};

/** Repeats `send` every `seconds` (restarting when the key changes), skipping hidden tabs (time not really spent). */
function useEvery(seconds: number, restartKey: string | null, send: () => void) {
  const latest = useRef(send);
  useEffect(() => {
    latest.current = send;
  });
  useEffect(() => {
    if (!restartKey) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') latest.current();
    }, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [seconds, restartKey]);
}

/**
 * Spec tracking events: course_viewed, content_viewed, content_time_spend (every 10 s, time 10)
 * and course_time_spend (every 30 s, time 30), each with the ids that apply.
 */
export function useJourneyTracking(
  course: Omit<TrackingIds, 'theme_uuid' | 'topic_uuid' | 'content_uuid'> | null,
  content: Pick<TrackingIds, 'theme_uuid' | 'topic_uuid' | 'content_uuid'> | null,
) {
  const courseKey = course?.course_uuid ?? null;
  const contentKey = content?.content_uuid ?? null;
  const courseRef = useRef(course);
  const contentRef = useRef(content);
  useEffect(() => {
    courseRef.current = course;
    contentRef.current = content;
  });

  useEffect(() => {
    if (courseKey && courseRef.current) void track('course_viewed', { ...courseRef.current });
  }, [courseKey]);
  useEffect(() => {
    if (courseKey && contentKey && courseRef.current) void track('content_viewed', { ...courseRef.current, ...contentRef.current });
  }, [courseKey, contentKey]);

  useEvery(CONTENT_TRACK_SECONDS, courseKey && contentKey ? `${courseKey}/${contentKey}` : null, () => {
    void track('content_time_spend', { ...courseRef.current, ...contentRef.current, time: CONTENT_TRACK_SECONDS });
  });
  useEvery(COURSE_TRACK_SECONDS, courseKey, () => {
    void track('course_time_spend', { ...courseRef.current, time: COURSE_TRACK_SECONDS });
  });
}
