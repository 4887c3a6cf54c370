// Placeholder until the module holds real code; the issue that builds EasyTable removes this file.
