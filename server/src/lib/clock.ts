/** The current time in epoch milliseconds. Injectable so tests can move time (e.g. past a window). */
export type Clock = () => number;
