import Testing

// Placeholder until TextLayout has tests.
