import Testing

// Placeholder until EasyTable has tests.
