// Placeholder until the module holds real code; the issue that builds ConstraintSolver removes this file.
