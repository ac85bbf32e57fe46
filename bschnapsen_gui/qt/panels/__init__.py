"""Bodies of the panels laid over the table: the summary's extra parts, the score sheet."""
