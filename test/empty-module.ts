// Stands in for the `server-only` marker package under Jest, which is not a React server.
export {};
