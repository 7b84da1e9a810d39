/**
 * The stories' fixed moment (Friday 14 November 2025, 10:00 in New York): what the stories' data is dated from
 * (an offer's age, a line's ship date), and the page's clock when test/e2e/stories.test.ts screenshots each story,
 * so the dates a story shows are the same every day and its picture compares with its baseline.
 */
export const STORY_NOW = Date.UTC(2025, 10, 14, 15, 0, 0);
