// Placeholder: the TextLayout issue writes the metrics-pack command.
print("easytable-fontpack: not built yet")
