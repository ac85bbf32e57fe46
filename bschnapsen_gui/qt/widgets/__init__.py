"""Small widgets in the table's look, shared by panels and dialogs."""
