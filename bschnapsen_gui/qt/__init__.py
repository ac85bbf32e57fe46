"""The Qt side: the window, the controller and its models, the table, panels, dialogs,
widgets and translations.  Everything here runs on the GUI thread unless it says otherwise;
the rules are asked of :mod:`bschnapsen_gui.engine`, never written again here."""

from .featurecheck import answer_in_advance

answer_in_advance()  # before the first of our Qt modules is imported (see featurecheck)
