import Testing

// Placeholder until LayoutEngine has tests.
