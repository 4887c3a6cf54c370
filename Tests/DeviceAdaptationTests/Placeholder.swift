import Testing

// Placeholder until DeviceAdaptation has tests.
