"""Words: the label tables for the engine's enums, the deal in words, the rule texts, and
loading the Qt catalogues (``catalogues/*.qm``) and the help pages (``help/``)."""
