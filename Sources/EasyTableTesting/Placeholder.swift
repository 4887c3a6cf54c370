// Placeholder until the module holds real code; the issue that builds EasyTableTesting removes this file.
