import Testing

// Placeholder until EasyTableTesting has tests.
