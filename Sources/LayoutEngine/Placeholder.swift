// Placeholder until the module holds real code; the issue that builds LayoutEngine removes this file.
