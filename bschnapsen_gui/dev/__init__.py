"""Developer tools the frozen game need not carry: the UI benchmark, the sound generator,
the card contact sheet."""
