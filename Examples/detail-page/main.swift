// Placeholder: the TableModel issue writes the detail-page demo.
print("detail-page: not built yet")
