"""The card table: a QGraphicsScene with the cards, the players' seats, the trick, the
piles, the boards (trump, contract, Punkte) and the phase panels, in a QGraphicsView
that scales with the window.  See :mod:`.scene`, :mod:`.cards`, :mod:`.animator`,
:mod:`.panels` and :mod:`.view`."""
