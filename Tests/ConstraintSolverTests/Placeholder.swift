import Testing

// Placeholder until ConstraintSolver has tests.
