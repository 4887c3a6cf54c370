// Placeholder until the module holds real code; the issue that builds TextLayout removes this file.
