"""The dialogs: rules and house rules, settings, statistics, replay viewer, help."""
