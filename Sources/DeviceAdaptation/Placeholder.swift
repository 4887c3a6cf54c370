// Placeholder until the module holds real code; the issue that builds DeviceAdaptation removes this file.
