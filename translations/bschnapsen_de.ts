<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_AT" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>About %1</source>
        <translation>Über %1</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>The Austrian card game for four: you and a computer partner against two computer opponents.</source>
        <translation>Das österreichische Kartenspiel zu viert: du und ein Computerpartner gegen zwei Computergegner.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Free software: you may use, share and change it under the GNU General Public License, version 3 or (at your option) any later version (%1). It comes with no warranty.</source>
        <translation>Freie Software: Du darfst sie nach der GNU General Public License, Version 3 oder (nach deiner Wahl) jeder späteren Version (%1), nutzen, weitergeben und verändern. Sie kommt ohne jede Gewährleistung.</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Mitwirkende</translation>
    </message>
    <message>
        <source>Card art and sounds: our own, drawn and made by the game&apos;s own generators, under the game&apos;s licence.</source>
        <translation>Kartenbilder und Klänge: unsere eigenen, gezeichnet und erzeugt von den Generatoren des Spiels, unter der Lizenz des Spiels.</translation>
    </message>
    <message>
        <source>Typeface: %1 (Bitstream Vera licence; the DejaVu changes are in the public domain), bundled with the Windows and macOS builds; the Debian package uses the system&apos;s copy.</source>
        <translation>Schrift: %1 (Bitstream-Vera-Lizenz; die DejaVu-Änderungen sind gemeinfrei), den Windows- und macOS-Paketen beigelegt; das Debian-Paket nutzt die Schrift des Systems.</translation>
    </message>
    <message>
        <source>Built with Qt for Python (PySide6 %1) and Qt %2, used under the GNU Lesser General Public License, version 3 (%3).</source>
        <translation>Erstellt mit Qt für Python (PySide6 %1) und Qt %2, genutzt unter der GNU Lesser General Public License, Version 3 (%3).</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Your hand: arrow keys choose a card, Enter plays it; T describes the table.</source>
        <translation>Deine Karten: Pfeiltasten wählen eine Karte, Eingabe spielt sie aus; T beschreibt den Tisch.</translation>
    </message>
    <message>
        <source>not your turn</source>
        <translation>du bist nicht am Zug</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>nicht spielbar</translation>
    </message>
    <message>
        <source>not playable: %1</source>
        <translation>nicht spielbar: %1</translation>
    </message>
    <message>
        <source>Dealer: %1. Caller: %2.</source>
        <translation>Geber: %1. Rufer: %2.</translation>
    </message>
    <message>
        <source>Contract: %1 by %2.</source>
        <translation>Spiel: %1 (%2).</translation>
    </message>
    <message>
        <source>Highest announcement so far: %1 by %2.</source>
        <translation>Bisher höchste Ansage: %1 (%2).</translation>
    </message>
    <message>
        <source>No contract yet.</source>
        <translation>Noch kein Spiel angesagt.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <comment>a part of the calls so far: its calls</comment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation>Trumpf: %1.</translation>
    </message>
    <message>
        <source>No trump.</source>
        <translation>Kein Trumpf.</translation>
    </message>
    <message>
        <source>Doubling: %1.</source>
        <translation>Verdoppelt: %1.</translation>
    </message>
    <message>
        <source>No Kontra.</source>
        <translation>Kein Kontra.</translation>
    </message>
    <message>
        <source>You announced 40 in %2.</source>
        <translation>Du hast 40 in %2 angesagt.</translation>
    </message>
    <message>
        <source>You announced 20 in %2.</source>
        <translation>Du hast 20 in %2 angesagt.</translation>
    </message>
    <message>
        <source>%1 announced 40 in %2.</source>
        <translation>%1 hat 40 in %2 angesagt.</translation>
    </message>
    <message>
        <source>%1 announced 20 in %2.</source>
        <translation>%1 hat 20 in %2 angesagt.</translation>
    </message>
    <message>
        <source>Card points: we %1, they %2.</source>
        <translation>Augen: wir %1, die Gegner %2.</translation>
    </message>
    <message>
        <source>Tricks: we %1, they %2.</source>
        <translation>Stiche: wir %1, die Gegner %2.</translation>
    </message>
    <message>
        <source>Points in this Bummerl: we %1, they %2.</source>
        <translation>Punkte in diesem Bummerl: wir %1, die Gegner %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>Im Stich: %1.</translation>
    </message>
    <message>
        <source>No card on the table.</source>
        <translation>Noch keine Karte im Stich.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Deine Karten: %1.</translation>
    </message>
    <message>
        <source>You may play: %1.</source>
        <translation>Spielbar: %1.</translation>
    </message>
    <message>
        <source>Last card.</source>
        <translation>Letzte Karte.</translation>
    </message>
    <message>
        <source>First card.</source>
        <translation>Erste Karte.</translation>
    </message>
    <message>
        <source>Last choice.</source>
        <translation>Letzte Möglichkeit.</translation>
    </message>
    <message>
        <source>First choice.</source>
        <translation>Erste Möglichkeit.</translation>
    </message>
</context>
<context>
    <name>Action</name>
    <message>
        <source>Redeal (three Unters)</source>
        <translation>Neu geben (drei Unter)</translation>
    </message>
    <message>
        <source>Redeal (three Jacks)</source>
        <translation>Neu geben (drei Buben)</translation>
    </message>
    <message>
        <source>Turn up</source>
        <translation>Aufschlagen</translation>
    </message>
    <message>
        <source>Turn up (second card)</source>
        <translation>Aufschlagen (zweite Karte)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Announce in %1</source>
        <translation>Ansagen in %1</translation>
    </message>
    <message>
        <source>Genug!</source>
        <translation>Genug!</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>nothing for either team</source>
        <translation>nichts für beide Parteien</translation>
    </message>
    <message>
        <source>Kontra: you doubled, but not doubling was worth %1 points more on average.</source>
        <translation>Kontra: Du hast verdoppelt, aber nicht zu verdoppeln hätte im Schnitt %1 Punkte mehr gebracht.</translation>
    </message>
    <message>
        <source>Kontra: you did not double, but doubling was worth %1 points more on average.</source>
        <translation>Kontra: Du hast nicht verdoppelt, aber Verdoppeln hätte im Schnitt %1 Punkte mehr gebracht.</translation>
    </message>
    <message>
        <source>Trump call: you chose %2, but %3 was worth %4 points more on average.</source>
        <translation>Trumpf rufen: Du hast %2 gewählt, aber %3 hätte im Schnitt %4 Punkte mehr gebracht.</translation>
    </message>
    <message>
        <source>Auction: you chose %2, but %3 was worth %4 points more on average.</source>
        <translation>Ansagen: Du hast %2 gewählt, aber %3 hätte im Schnitt %4 Punkte mehr gebracht.</translation>
    </message>
    <message>
        <source>Trick %1: you chose %2, but %3 was worth %4 points more on average.</source>
        <translation>Stich %1: Du hast %2 gewählt, aber %3 hätte im Schnitt %4 Punkte mehr gebracht.</translation>
    </message>
    <message>
        <source>Kontra: you chose %1</source>
        <translation>Kontra: Du hast %1 gewählt</translation>
    </message>
    <message>
        <source>Trump call: you chose %1</source>
        <translation>Trumpf rufen: Du hast %1 gewählt</translation>
    </message>
    <message>
        <source>Auction: you chose %1</source>
        <translation>Ansagen: Du hast %1 gewählt</translation>
    </message>
    <message>
        <source>Genug: you chose %1</source>
        <translation>Genug: Du hast %1 gewählt</translation>
    </message>
    <message>
        <source>Trick %1: you chose %2</source>
        <translation>Stich %1: Du hast %2 gewählt</translation>
    </message>
    <message>
        <source>There was no play to look at in this deal.</source>
        <translation>In diesem Spiel gab es kein Ausspielen zum Anschauen.</translation>
    </message>
    <message>
        <source>With open cards and the best play by all four, the deal was worth %1.</source>
        <translation>Mit offenen Karten und bestem Spiel aller vier hätte das Spiel gebracht: %1.</translation>
    </message>
    <message>
        <source>As played: %1.</source>
        <translation>Wie gespielt: %1.</translation>
    </message>
    <message>
        <source>Your own decisions lost nothing you could have known about.</source>
        <translation>Deine eigenen Entscheidungen haben nichts verschenkt, was du hättest wissen können.</translation>
    </message>
    <message>
        <source>The hands as dealt</source>
        <translation>Die Karten, wie sie gegeben wurden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a seat&apos;s hand as dealt</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (better: %2)</source>
        <translation>%1 (besser: %2)</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>The deal could not be reviewed this time.</source>
        <translation>Das Spiel konnte diesmal nicht ausgewertet werden.</translation>
    </message>
    <message>
        <source>The computer is looking at the deal with open cards…</source>
        <translation>Der Computer sieht sich das Spiel mit offenen Karten an …</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Bummerl %1 · deal %2 · %3 %4 : %5 %6</source>
        <translation>Bummerl %1 · Spiel %2 · %3 %4 : %5 %6</translation>
    </message>
    <message>
        <source>Continue the saved game?</source>
        <translation>Das gespeicherte Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Some settings had values the game cannot use; they are back at their defaults. The settings file was kept as %1.</source>
        <translation>Einige Einstellungen hatten Werte, die das Spiel nicht verwenden kann; sie stehen wieder auf ihren Vorgaben. Die Einstellungsdatei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The settings file could not be read.</source>
        <translation>Die Einstellungsdatei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The settings file could not be read; it was kept as %1.</source>
        <translation>Die Einstellungsdatei konnte nicht gelesen werden; sie wurde als %1 aufgehoben.</translation>
    </message>
    <message>
        <source>The saved game could not be read.</source>
        <translation>Das gespeicherte Spiel konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The saved game could not be read; it was kept as %1.</source>
        <translation>Das gespeicherte Spiel konnte nicht gelesen werden; es wurde als %1 aufgehoben.</translation>
    </message>
    <message>
        <source>The game starts fresh.</source>
        <translation>Das Spiel beginnt von vorn.</translation>
    </message>
    <message>
        <source>A file could not be read</source>
        <translation>Eine Datei konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation>Einen Tipp gibt es, wenn du dran bist.</translation>
    </message>
    <message>
        <source>The computer is thinking about a hint…</source>
        <translation>Der Computer überlegt einen Tipp …</translation>
    </message>
    <message>
        <source>Hint: do not say Genug yet; your team does not have 66.</source>
        <translation>Tipp: Sag noch nicht „Genug!“ – deine Partei hat noch keine 66.</translation>
    </message>
    <message>
        <source>Hint: %1 %2</source>
        <translation>Tipp: %1 %2</translation>
    </message>
    <message>
        <source>No hint this time: the computer could not decide.</source>
        <translation>Diesmal kein Tipp: Der Computer konnte sich nicht entscheiden.</translation>
    </message>
</context>
<context>
    <name>Bubble</name>
    <message>
        <source>Pass</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Genug!</source>
        <translation>Genug!</translation>
    </message>
    <message>
        <source>Three Unters!</source>
        <translation>Drei Unter!</translation>
    </message>
    <message>
        <source>Three Jacks!</source>
        <translation>Drei Buben!</translation>
    </message>
</context>
<context>
    <name>CardFrench</name>
    <message>
        <source>Ace of Hearts</source>
        <translation>Herz-Ass</translation>
    </message>
    <message>
        <source>Ten of Hearts</source>
        <translation>Herz-Zehner</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <translation>Herz-König</translation>
    </message>
    <message>
        <source>Queen of Hearts</source>
        <translation>Herz-Dame</translation>
    </message>
    <message>
        <source>Jack of Hearts</source>
        <translation>Herz-Bube</translation>
    </message>
    <message>
        <source>Ace of Diamonds</source>
        <translation>Karo-Ass</translation>
    </message>
    <message>
        <source>Ten of Diamonds</source>
        <translation>Karo-Zehner</translation>
    </message>
    <message>
        <source>King of Diamonds</source>
        <translation>Karo-König</translation>
    </message>
    <message>
        <source>Queen of Diamonds</source>
        <translation>Karo-Dame</translation>
    </message>
    <message>
        <source>Jack of Diamonds</source>
        <translation>Karo-Bube</translation>
    </message>
    <message>
        <source>Ace of Spades</source>
        <translation>Pik-Ass</translation>
    </message>
    <message>
        <source>Ten of Spades</source>
        <translation>Pik-Zehner</translation>
    </message>
    <message>
        <source>King of Spades</source>
        <translation>Pik-König</translation>
    </message>
    <message>
        <source>Queen of Spades</source>
        <translation>Pik-Dame</translation>
    </message>
    <message>
        <source>Jack of Spades</source>
        <translation>Pik-Bube</translation>
    </message>
    <message>
        <source>Ace of Clubs</source>
        <translation>Kreuz-Ass</translation>
    </message>
    <message>
        <source>Ten of Clubs</source>
        <translation>Kreuz-Zehner</translation>
    </message>
    <message>
        <source>King of Clubs</source>
        <translation>Kreuz-König</translation>
    </message>
    <message>
        <source>Queen of Clubs</source>
        <translation>Kreuz-Dame</translation>
    </message>
    <message>
        <source>Jack of Clubs</source>
        <translation>Kreuz-Bube</translation>
    </message>
</context>
<context>
    <name>CardTell</name>
    <message>
        <source>Daus of Hearts</source>
        <translation>Herz-Daus</translation>
    </message>
    <message>
        <source>Ten of Hearts</source>
        <translation>Herz-Zehner</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <translation>Herz-König</translation>
    </message>
    <message>
        <source>Ober of Hearts</source>
        <translation>Herz-Ober</translation>
    </message>
    <message>
        <source>Unter of Hearts</source>
        <translation>Herz-Unter</translation>
    </message>
    <message>
        <source>Daus of Bells</source>
        <translation>Schellen-Daus</translation>
    </message>
    <message>
        <source>Ten of Bells</source>
        <translation>Schellen-Zehner</translation>
    </message>
    <message>
        <source>King of Bells</source>
        <translation>Schellen-König</translation>
    </message>
    <message>
        <source>Ober of Bells</source>
        <translation>Schellen-Ober</translation>
    </message>
    <message>
        <source>Unter of Bells</source>
        <translation>Schellen-Unter</translation>
    </message>
    <message>
        <source>Daus of Leaves</source>
        <translation>Laub-Daus</translation>
    </message>
    <message>
        <source>Ten of Leaves</source>
        <translation>Laub-Zehner</translation>
    </message>
    <message>
        <source>King of Leaves</source>
        <translation>Laub-König</translation>
    </message>
    <message>
        <source>Ober of Leaves</source>
        <translation>Laub-Ober</translation>
    </message>
    <message>
        <source>Unter of Leaves</source>
        <translation>Laub-Unter</translation>
    </message>
    <message>
        <source>Daus of Acorns</source>
        <translation>Eichel-Daus</translation>
    </message>
    <message>
        <source>Ten of Acorns</source>
        <translation>Eichel-Zehner</translation>
    </message>
    <message>
        <source>King of Acorns</source>
        <translation>Eichel-König</translation>
    </message>
    <message>
        <source>Ober of Acorns</source>
        <translation>Eichel-Ober</translation>
    </message>
    <message>
        <source>Unter of Acorns</source>
        <translation>Eichel-Unter</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>die Versionsnummer zeigen und beenden</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: Fehler: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Wahl: %(value)r (möglich sind %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger Wert (%(type)s): %(value)r</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>braucht einen Wert</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s kann %(matches)s sein</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 is not a table&apos;s link (bauernschnapsen://…)</source>
        <translation>%1 ist kein Link zu einem Tisch (bauernschnapsen://…)</translation>
    </message>
    <message>
        <source>a table&apos;s link opens the window: it cannot be combined with --serve, --join, --smoke-test, --screenshot or --startup-time</source>
        <translation>ein Link zu einem Tisch öffnet das Fenster: er geht nicht zusammen mit --serve, --join, --smoke-test, --screenshot oder --startup-time</translation>
    </message>
    <message>
        <source>Bauernschnapsen, the Austrian four-player card game: you and a computer partner against two computer opponents.</source>
        <translation>Bauernschnapsen, das österreichische Kartenspiel zu viert: du und ein Computerpartner gegen zwei Computergegner.</translation>
    </message>
    <message>
        <source>a table&apos;s link (bauernschnapsen://…) a friend sent: the game opens with that table to join</source>
        <translation>ein Link zu einem Tisch (bauernschnapsen://…), den dir ein Freund geschickt hat: das Spiel öffnet sich mit diesem Tisch zum Hinsetzen</translation>
    </message>
    <message>
        <source>interface language (default: as last time, or the system&apos;s)</source>
        <translation>Sprache der Oberfläche (sonst wie zuletzt oder die des Systems)</translation>
    </message>
    <message>
        <source>card pack: William Tell, French, or French in four colours</source>
        <translation>Kartenblatt: doppeldeutsch (Tell), französisch oder französisch vierfärbig</translation>
    </message>
    <message>
        <source>developer switches</source>
        <translation>Schalter für Entwickler</translation>
    </message>
    <message>
        <source>computer players in all four seats play through the real window at full speed, print a one-line summary and exit</source>
        <translation>Computerspieler auf allen vier Plätzen spielen im echten Fenster mit voller Geschwindigkeit; eine Zeile Ergebnis ausgeben und beenden</translation>
    </message>
    <message>
        <source>with --smoke-test or --join: play N deals (default: a whole Bummerl)</source>
        <translation>mit --smoke-test oder --join: N Spiele spielen (sonst ein ganzes Bummerl)</translation>
    </message>
    <message>
        <source>first frame %1 s after the program&apos;s code began (this system does not say when the process started)</source>
        <translation>erstes Bild %1 s nach dem Beginn des Programmcodes (dieses System sagt nicht, wann der Prozess begann)</translation>
    </message>
    <message>
        <source>--deals needs --smoke-test or --join</source>
        <translation>--deals geht nur mit --smoke-test oder --join</translation>
    </message>
    <message>
        <source>render the window at a moment of a seeded game and exit</source>
        <translation>das Fenster in einem Moment eines Spiels mit festem Startwert als Bild speichern und beenden</translation>
    </message>
    <message>
        <source>start a new match whose deals follow seed N; with --serve, the new tables deal from seed N, for tests and benchmarks only (without it, a table deals from the system&apos;s secure random source and nobody can foresee its deals)</source>
        <translation>eine neue Partie beginnen, deren Spiele dem Startwert N folgen; mit --serve geben auch die neuen Tische nach dem Startwert N, nur für Tests und Messungen (ohne ihn gibt ein Tisch aus der sicheren Zufallsquelle des Systems, und niemand kann seine Spiele vorhersehen)</translation>
    </message>
    <message>
        <source>with --screenshot: which moment (default: play)</source>
        <translation>mit --screenshot: welcher Moment (sonst: play)</translation>
    </message>
    <message>
        <source>with --screenshot: window size</source>
        <translation>mit --screenshot: Fenstergröße</translation>
    </message>
    <message>
        <source>print the seconds from process start to the window&apos;s first painted frame and exit</source>
        <translation>die Sekunden vom Programmstart bis zum ersten gezeichneten Bild des Fensters ausgeben und beenden</translation>
    </message>
    <message>
        <source>first frame %1 s after process start</source>
        <translation>erstes Bild %1 s nach dem Start des Prozesses</translation>
    </message>
    <message>
        <source>--deals must be at least 1</source>
        <translation>--deals muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>--size must look like 1280x800 (at least 320x240)</source>
        <translation>--size muss wie 1280x800 aussehen (mindestens 320x240)</translation>
    </message>
    <message>
        <source>no display found (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it from a desktop session, or set QT_QPA_PLATFORM=offscreen for a headless run.</source>
        <translation>keine Anzeige gefunden (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt). Starte das Spiel in einer Desktop-Sitzung oder setze QT_QPA_PLATFORM=offscreen für einen Lauf ohne Bildschirm.</translation>
    </message>
    <message>
        <source>another Bauernschnapsen holds the lock of %1 but does not answer; close it, or end that process, and start again.</source>
        <translation>ein anderes Bauernschnapsen hält die Sperre von %1, antwortet aber nicht; schließen Sie es oder beenden Sie diesen Prozess und starten Sie neu.</translation>
    </message>
    <message numerus="yes">
        <source>smoke test: %n deals, Bummerl won by %1 (%2 gets %3), failures: %4, %5 s, players thought in their own process</source>
        <translation>
            <numerusform>Smoke-Test: %n Spiel, Bummerl gewonnen von %1 (%2 bekommt %3), Fehler: %4, %5 s, die Computer dachten in ihrem eigenen Prozess</numerusform>
            <numerusform>Smoke-Test: %n Spiele, Bummerl gewonnen von %1 (%2 bekommt %3), Fehler: %4, %5 s, die Computer dachten in ihrem eigenen Prozess</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>smoke test: %n deals, Bummerl won by %1 (%2 gets %3), failures: %4, %5 s, players thought in the window&apos;s process</source>
        <translation>
            <numerusform>Smoke-Test: %n Spiel, Bummerl gewonnen von %1 (%2 bekommt %3), Fehler: %4, %5 s, die Computer dachten im Prozess des Fensters</numerusform>
            <numerusform>Smoke-Test: %n Spiele, Bummerl gewonnen von %1 (%2 bekommt %3), Fehler: %4, %5 s, die Computer dachten im Prozess des Fensters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>smoke test: %n deals, points A %1 : B %2, failures: %4, %5 s, players thought in their own process</source>
        <translation>
            <numerusform>Smoke-Test: %n Spiel, Punkte A %1 : B %2, Fehler: %4, %5 s, die Computer dachten in ihrem eigenen Prozess</numerusform>
            <numerusform>Smoke-Test: %n Spiele, Punkte A %1 : B %2, Fehler: %4, %5 s, die Computer dachten in ihrem eigenen Prozess</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>smoke test: %n deals, points A %1 : B %2, failures: %4, %5 s, players thought in the window&apos;s process</source>
        <translation>
            <numerusform>Smoke-Test: %n Spiel, Punkte A %1 : B %2, Fehler: %4, %5 s, die Computer dachten im Prozess des Fensters</numerusform>
            <numerusform>Smoke-Test: %n Spiele, Punkte A %1 : B %2, Fehler: %4, %5 s, die Computer dachten im Prozess des Fensters</numerusform>
        </translation>
    </message>
    <message>
        <source>the moment %1 did not come up in this game</source>
        <translation>der Moment %1 kam in diesem Spiel nicht vor</translation>
    </message>
    <message>
        <source>could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>screenshot: %1 (%2)</source>
        <translation>Bildschirmfoto: %1 (%2)</translation>
    </message>
    <message>
        <source>table server (no window)</source>
        <translation>Tischserver (ohne Fenster)</translation>
    </message>
    <message>
        <source>run table servers for friends to join over the network; prints the address and each table&apos;s code as JSON</source>
        <translation>Tische für Freunde im Netzwerk bereitstellen; gibt die Adresse und den Code jedes Tisches als JSON aus</translation>
    </message>
    <message>
        <source>with --serve: where to listen (port 0: any free port)</source>
        <translation>mit --serve: wo gelauscht wird (Port 0: ein freier Port)</translation>
    </message>
    <message>
        <source>with --serve: the folder the tables are saved in</source>
        <translation>mit --serve: der Ordner, in dem die Tische gespeichert werden</translation>
    </message>
    <message>
        <source>with --serve: announce the tables on the local network</source>
        <translation>mit --serve: die Tische im lokalen Netzwerk bekannt machen</translation>
    </message>
    <message>
        <source>with --serve: TLS certificate (PEM): serve wss://</source>
        <translation>mit --serve: TLS-Zertifikat (PEM): über wss:// anbieten</translation>
    </message>
    <message>
        <source>with --serve: the certificate&apos;s private key (PEM)</source>
        <translation>mit --serve: der private Schlüssel des Zertifikats (PEM)</translation>
    </message>
    <message>
        <source>with --serve: a reverse proxy (address or network, repeatable or comma-separated) whose X-Forwarded-For header names the client; ignored from anyone else</source>
        <translation>mit --serve: ein Reverse-Proxy (Adresse oder Netz, mehrfach oder durch Kommas getrennt), dessen X-Forwarded-For-Kopfzeile den Client nennt; von allen anderen wird sie nicht beachtet</translation>
    </message>
    <message>
        <source>with --serve: what the server writes to standard error: debug, info (default: also every refused or limited connection), warning or error</source>
        <translation>mit --serve: was der Server auf die Standardfehlerausgabe schreibt: debug, info (Vorgabe: auch jede abgewiesene oder begrenzte Verbindung), warning oder error</translation>
    </message>
    <message>
        <source>headless client</source>
        <translation>Client ohne Fenster</translation>
    </message>
    <message>
        <source>play one seat of a table as a computer over the network</source>
        <translation>einen Platz an einem Tisch im Netzwerk als Computer spielen</translation>
    </message>
    <message>
        <source>with --join: the table&apos;s code</source>
        <translation>mit --join: der Code des Tisches</translation>
    </message>
    <message>
        <source>with --join: the computer&apos;s strength (random, heuristic, beginner, club, expert)</source>
        <translation>mit --join: die Spielstärke des Computers (random, heuristic, beginner, club, expert)</translation>
    </message>
    <message>
        <source>with --join: the seat to take (default: the first free)</source>
        <translation>mit --join: der Platz, der eingenommen wird (sonst der erste freie)</translation>
    </message>
    <message>
        <source>with --join: the name the others see</source>
        <translation>mit --join: der Name, den die anderen sehen</translation>
    </message>
    <message>
        <source>with --join: write every message received to FILE, one JSON a line</source>
        <translation>mit --join: jede empfangene Nachricht in FILE schreiben, ein JSON pro Zeile</translation>
    </message>
    <message>
        <source>--serve and --join cannot be combined</source>
        <translation>--serve und --join gehen nicht zusammen</translation>
    </message>
    <message>
        <source>--cert and --key go together</source>
        <translation>--cert und --key gehören zusammen</translation>
    </message>
    <message>
        <source>--listen must look like HOST:PORT, e.g. 127.0.0.1:0</source>
        <translation>--listen muss wie HOST:PORT aussehen, z. B. 127.0.0.1:0</translation>
    </message>
    <message>
        <source>--open-tables must be 0 to 1000</source>
        <translation>--open-tables muss 0 bis 1000 sein</translation>
    </message>
    <message>
        <source>--tables must be 1 to 1000</source>
        <translation>--tables muss zwischen 1 und 1000 liegen</translation>
    </message>
    <message>
        <source>--people must be seats 0-3, e.g. 0,2</source>
        <translation>--people müssen Plätze von 0 bis 3 sein, z. B. 0,2</translation>
    </message>
    <message>
        <source>with --serve: how many tables to open at the start (default 1, or 0 with --open-tables; saved tables reopen)</source>
        <translation>mit --serve: wie viele Tische beim Start geöffnet werden (Vorgabe 1, mit --open-tables 0; gespeicherte Tische werden wieder geöffnet)</translation>
    </message>
    <message>
        <source>with --serve: let players open tables from the game, at most N at once (default 200)</source>
        <translation>mit --serve: Spieler dürfen vom Spiel aus Tische öffnen, höchstens N zugleich (Vorgabe 200)</translation>
    </message>
    <message>
        <source>with --open-tables: close a table opened from the game when no player has been at it for this long (default 30)</source>
        <translation>mit --open-tables: einen vom Spiel aus geöffneten Tisch schließen, wenn so lange kein Spieler daran war (Vorgabe 30)</translation>
    </message>
    <message>
        <source>with --serve or --join --open: the computers&apos; strength at the tables</source>
        <translation>mit --serve oder --join --open: die Spielstärke der Computer an den Tischen</translation>
    </message>
    <message>
        <source>with --serve or --join --open: the seats of a new table that are for people, e.g. 0,2 (computers play the others)</source>
        <translation>mit --serve oder --join --open: die Plätze eines neuen Tisches für Menschen, z. B. 0,2 (die anderen spielen Computer)</translation>
    </message>
    <message>
        <source>with --serve or --join --open: the house rules of new tables: a preset (standard, traditional, all_contracts) or the deal log&apos;s rules object as JSON</source>
        <translation>mit --serve oder --join --open: die Hausregeln neuer Tische: eine Vorgabe (standard, traditional, all_contracts) oder das Regelobjekt des Spielprotokolls als JSON</translation>
    </message>
    <message>
        <source>with --join: open a new table on the server (one started with --open-tables) instead of a code; prints its code as a first line of JSON</source>
        <translation>mit --join: statt eines Codes einen neuen Tisch auf dem Server öffnen (einem mit --open-tables gestarteten); gibt seinen Code als erste Zeile JSON aus</translation>
    </message>
    <message>
        <source>--join needs --bot and either --code or --open</source>
        <translation>--join braucht --bot und entweder --code oder --open</translation>
    </message>
    <message>
        <source>--open goes with --join</source>
        <translation>--open geht nur mit --join</translation>
    </message>
    <message>
        <source>--rules: %1</source>
        <translation>--rules: %1</translation>
    </message>
    <message>
        <source>--close-idle must be more than 0 minutes</source>
        <translation>--close-idle muss mehr als 0 Minuten sein</translation>
    </message>
    <message>
        <source>--trusted-proxy: %1 is not an address or a network</source>
        <translation>--trusted-proxy: %1 ist keine Adresse und kein Netz</translation>
    </message>
    <message>
        <source>cannot use the certificate %1: %2</source>
        <translation>das Zertifikat %1 ist nicht verwendbar: %2</translation>
    </message>
    <message>
        <source>cannot use the folder %1: %2</source>
        <translation>der Ordner %1 ist nicht verwendbar: %2</translation>
    </message>
    <message>
        <source>another table server uses the folder %1</source>
        <translation>ein anderer Tischserver verwendet bereits den Ordner %1</translation>
    </message>
    <message>
        <source>cannot listen on %1: %2</source>
        <translation>auf %1 kann nicht gelauscht werden: %2</translation>
    </message>
    <message>
        <source>the server speaks protocol version %1, this client %2</source>
        <translation>der Server spricht Protokollversion %1, dieser Client %2</translation>
    </message>
    <message>
        <source>no table has this code</source>
        <translation>kein Tisch hat diesen Code</translation>
    </message>
    <message>
        <source>the table does not know this seat any more</source>
        <translation>der Tisch kennt diesen Platz nicht mehr</translation>
    </message>
    <message>
        <source>the table is full</source>
        <translation>der Tisch ist voll</translation>
    </message>
    <message>
        <source>that seat is taken</source>
        <translation>dieser Platz ist besetzt</translation>
    </message>
    <message>
        <source>that seat is played by a computer</source>
        <translation>diesen Platz spielt ein Computer</translation>
    </message>
    <message>
        <source>too many attempts: try again in %1 s</source>
        <translation>zu viele Versuche: in %1 s noch einmal versuchen</translation>
    </message>
    <message>
        <source>the server is full</source>
        <translation>der Server ist voll</translation>
    </message>
    <message>
        <source>this server does not open tables for players</source>
        <translation>dieser Server öffnet keine Tische für Spieler</translation>
    </message>
    <message>
        <source>you already hold %1 open tables on this server: close one first</source>
        <translation>du hast auf diesem Server schon %1 offene Tische: schließ zuerst einen</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the server refused: %1</source>
        <translation>der Server hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>cannot play at %1: %2</source>
        <translation>an %1 kann nicht gespielt werden: %2</translation>
    </message>
    <message>
        <source>the server at %1 sent a message that does not follow the protocol (%2)</source>
        <translation>der Server an %1 hat eine Nachricht geschickt, die nicht dem Protokoll folgt (%2)</translation>
    </message>
</context>
<context>
    <name>Contract</name>
    <message>
        <source>Normal game</source>
        <translation>Normalspiel</translation>
    </message>
    <message>
        <source>Bettler</source>
        <translation>Bettler</translation>
    </message>
    <message>
        <source>Ass-Bettler</source>
        <translation>Ass-Bettler</translation>
    </message>
    <message>
        <source>Assenbettler</source>
        <translation>Assenbettler</translation>
    </message>
    <message>
        <source>Schnapser mit Mann</source>
        <translation>Schnapser mit Mann</translation>
    </message>
    <message>
        <source>Schnapser</source>
        <translation>Schnapser</translation>
    </message>
    <message>
        <source>Plauderer</source>
        <translation>Plauderer</translation>
    </message>
    <message>
        <source>Gang</source>
        <translation>Gang</translation>
    </message>
    <message>
        <source>Zehnergang</source>
        <translation>Zehnergang</translation>
    </message>
    <message>
        <source>Bauernschnapser</source>
        <translation>Bauernschnapser</translation>
    </message>
    <message>
        <source>Bauernloch</source>
        <translation>Bauernloch</translation>
    </message>
    <message>
        <source>Kontraschnapser</source>
        <translation>Kontraschnapser</translation>
    </message>
    <message>
        <source>Farbengang</source>
        <translation>Farbengang</translation>
    </message>
    <message>
        <source>Kontrabauernschnapser</source>
        <translation>Kontrabauernschnapser</translation>
    </message>
    <message>
        <source>Herrenschnapser</source>
        <translation>Herrenschnapser</translation>
    </message>
</context>
<context>
    <name>ContractTip</name>
    <message>
        <source>Your team must be first to 66 card points, with the called suit as trump; you lead, as the caller.</source>
        <translation>Deine Partei muss als erste 66 Augen haben, die gerufene Farbe ist Trumpf; du spielst als Rufer aus.</translation>
    </message>
    <message>
        <source>You must take no trick at all, without trump; you lead.</source>
        <translation>Du darfst keinen einzigen Stich machen, ohne Trumpf; du spielst aus.</translation>
    </message>
    <message>
        <source>Only with an Ace in your hand: you must take no trick at all, without trump; you lead.</source>
        <translation>Nur mit einem Ass (Daus) in der Hand: Du darfst keinen einzigen Stich machen, ohne Trumpf; du spielst aus.</translation>
    </message>
    <message>
        <source>You must take no trick at all, without trump and in the ten-high order; you lead.</source>
        <translation>Du darfst keinen einzigen Stich machen, ohne Trumpf und in der Zehner-Reihenfolge; du spielst aus.</translation>
    </message>
    <message>
        <source>Your team together must take every trick until it has 66 card points, within the first three tricks, with the called trump; the caller leads.</source>
        <translation>Deine Partei muss gemeinsam jeden Stich machen, bis sie 66 Augen hat, in den ersten drei Stichen, mit dem gerufenen Trumpf; der Rufer spielt aus.</translation>
    </message>
    <message>
        <source>You alone must take every trick until you have 66 card points, within the first three tricks, with the called trump; the caller leads.</source>
        <translation>Du allein musst jeden Stich machen, bis du 66 Augen hast, in den ersten drei Stichen, mit dem gerufenen Trumpf; der Rufer spielt aus.</translation>
    </message>
    <message>
        <source>You must take all five tricks, without trump and in the ten-high order; you lead.</source>
        <translation>Du musst alle fünf Stiche machen, ohne Trumpf und in der Zehner-Reihenfolge; du spielst aus.</translation>
    </message>
    <message>
        <source>You alone must take all five tricks, with the called trump; the caller leads.</source>
        <translation>Du allein musst alle fünf Stiche machen, mit dem gerufenen Trumpf; der Rufer spielt aus.</translation>
    </message>
    <message>
        <source>You alone must take all five tricks, with the called trump and every suit in the ten-high order; you lead, as the caller.</source>
        <translation>Du allein musst alle fünf Stiche machen, mit dem gerufenen Trumpf und jeder Farbe in der Zehner-Reihenfolge; du spielst als Rufer aus.</translation>
    </message>
    <message>
        <source>Against the caller, you alone must take every trick until you have 66 card points, within the first three tricks, with his trump; the caller leads.</source>
        <translation>Gegen den Rufer musst du allein jeden Stich machen, bis du 66 Augen hast, in den ersten drei Stichen, mit seinem Trumpf; der Rufer spielt aus.</translation>
    </message>
    <message>
        <source>Against the caller, you alone must take all five tricks, with his trump; the caller leads.</source>
        <translation>Gegen den Rufer musst du allein alle fünf Stiche machen, mit seinem Trumpf; der Rufer spielt aus.</translation>
    </message>
    <message>
        <source>A Bettler with cards shown as the house rules say: you must take no trick at all, without trump; you lead.</source>
        <translation>Ein Bettler mit offenen Karten, wie es die Hausregeln sagen: Du darfst keinen einzigen Stich machen, ohne Trumpf; du spielst aus.</translation>
    </message>
    <message>
        <source>You must take all five tricks, without trump; you lead.</source>
        <translation>Du musst alle fünf Stiche machen, ohne Trumpf; du spielst aus.</translation>
    </message>
    <message>
        <source>You lay down all five cards of one suit and win at once; no card is played.</source>
        <translation>Du legst alle fünf Karten einer Farbe auf und gewinnst sofort; es wird keine Karte gespielt.</translation>
    </message>
    <message>
        <source>You lay down all five trumps and win at once; no card is played.</source>
        <translation>Du legst alle fünf Trümpfe auf und gewinnst sofort; es wird keine Karte gespielt.</translation>
    </message>
</context>
<context>
    <name>DealLog</name>
    <message>
        <source>You lead %1 from the announced pair.</source>
        <translation>Du spielst %1 aus dem angesagten Paar aus.</translation>
    </message>
    <message>
        <source>%2 leads %1 from the announced pair.</source>
        <translation>%2 spielt %1 aus dem angesagten Paar aus.</translation>
    </message>
    <message>
        <source>You deal; %1 is the caller.</source>
        <translation>Du gibst; %1 ist Rufer.</translation>
    </message>
    <message>
        <source>%1 deals; you are the caller.</source>
        <translation>%1 gibt; du bist Rufer.</translation>
    </message>
    <message>
        <source>%1 deals; %2 is the caller.</source>
        <translation>%1 gibt; %2 ist Rufer.</translation>
    </message>
    <message>
        <source>Everyone passed: you play the normal game.</source>
        <translation>Alle haben „weiter“ gesagt: Du spielst das normale Spiel.</translation>
    </message>
    <message>
        <source>Everyone passed: %1 plays the normal game.</source>
        <translation>Alle haben „weiter“ gesagt: %1 spielt das normale Spiel.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Du spielst %1.</translation>
    </message>
    <message>
        <source>You play %1 (Farbzwang and Stichzwang: you had to follow suit and beat the trick).</source>
        <translation>Du spielst %1 (Farb- und Stichzwang: Du musstest Farbe bedienen und den Stich überbieten).</translation>
    </message>
    <message>
        <source>%2 plays %1 (Farbzwang and Stichzwang: had to follow suit and beat the trick).</source>
        <translation>%2 spielt %1 (Farb- und Stichzwang: musste Farbe bedienen und den Stich überbieten).</translation>
    </message>
    <message>
        <source>You play %1 (Farbzwang: you had to follow suit).</source>
        <translation>Du spielst %1 (Farbzwang: Du musstest Farbe bedienen).</translation>
    </message>
    <message>
        <source>%2 plays %1 (Farbzwang: had to follow suit).</source>
        <translation>%2 spielt %1 (Farbzwang: musste Farbe bedienen).</translation>
    </message>
    <message>
        <source>You play %1 (Stichzwang: you had to beat the trick).</source>
        <translation>Du spielst %1 (Stichzwang: Du musstest den Stich überbieten).</translation>
    </message>
    <message>
        <source>%2 plays %1 (Stichzwang: had to beat the trick).</source>
        <translation>%2 spielt %1 (Stichzwang: musste den Stich überbieten).</translation>
    </message>
    <message>
        <source>You play %1 (Trumpfzwang: you had to over-trump).</source>
        <translation>Du spielst %1 (Trumpfzwang: Du musstest übertrumpfen).</translation>
    </message>
    <message>
        <source>%2 plays %1 (Trumpfzwang: had to over-trump).</source>
        <translation>%2 spielt %1 (Trumpfzwang: musste übertrumpfen).</translation>
    </message>
    <message>
        <source>You play %1 (Trumpfzwang: you could not follow suit and had to trump).</source>
        <translation>Du spielst %1 (Trumpfzwang: Du konntest nicht bedienen und musstest trumpfen).</translation>
    </message>
    <message>
        <source>%2 plays %1 (Trumpfzwang: could not follow suit and had to trump).</source>
        <translation>%2 spielt %1 (Trumpfzwang: konnte nicht bedienen und musste trumpfen).</translation>
    </message>
    <message>
        <source>%2 plays %1.</source>
        <translation>%2 spielt %1.</translation>
    </message>
    <message>
        <source>The deal in words</source>
        <translation>Das Spiel in Worten</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Dieses Spiel noch einmal spielen</translation>
    </message>
    <message>
        <source>D or Esc close</source>
        <translation>D oder Esc schließen</translation>
    </message>
</context>
<context>
    <name>Event</name>
    <message>
        <source>You call %1 as trump.</source>
        <translation>Du rufst %1 als Trumpf.</translation>
    </message>
    <message>
        <source>%1 calls %2 as trump.</source>
        <translation>%1 ruft %2 als Trumpf.</translation>
    </message>
    <message>
        <source>The dealer&apos;s card %1 is turned up: trump is %2.</source>
        <translation>Die Karte des Gebers wird aufgedeckt, %1: Trumpf ist %2.</translation>
    </message>
    <message>
        <source>You turn up %1: trump is %2.</source>
        <translation>Du schlägst auf, %1: Trumpf ist %2.</translation>
    </message>
    <message>
        <source>%1 turns up %2: trump is %3.</source>
        <translation>%1 schlägt auf, %2: Trumpf ist %3.</translation>
    </message>
    <message>
        <source>You demand a new deal (three Jacks).</source>
        <translation>Du lässt neu geben (drei Buben).</translation>
    </message>
    <message>
        <source>%1 demands a new deal (three Jacks).</source>
        <translation>%1 lässt neu geben (drei Buben).</translation>
    </message>
    <message>
        <source>You demand a new deal (three Unters).</source>
        <translation>Du lässt neu geben (drei Unter).</translation>
    </message>
    <message>
        <source>%1 demands a new deal (three Unters).</source>
        <translation>%1 lässt neu geben (drei Unter).</translation>
    </message>
    <message numerus="yes">
        <source>You take the trick (%n card points).</source>
        <translation>
            <numerusform>Du machst den Stich (%n Auge).</numerusform>
            <numerusform>Du machst den Stich (%n Augen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes the trick (%n card points).</source>
        <translation>
            <numerusform>%1 macht den Stich (%n Auge).</numerusform>
            <numerusform>%1 macht den Stich (%n Augen).</numerusform>
        </translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Du sagst „weiter“.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 sagt „weiter“.</translation>
    </message>
    <message>
        <source>You announce %1.</source>
        <translation>Du sagst %1 an.</translation>
    </message>
    <message>
        <source>%1 announces %2.</source>
        <translation>%1 sagt %2 an.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <comment>a contract</comment>
        <translation>Du spielst %1.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <comment>a contract</comment>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>You say %1</source>
        <translation>Du sagst %1</translation>
    </message>
    <message>
        <source>%1 says %2</source>
        <translation>%1 sagt %2</translation>
    </message>
    <message>
        <source>You do not say %1.</source>
        <translation>Du sagst kein %1.</translation>
    </message>
    <message>
        <source>%1 does not say %2.</source>
        <translation>%1 sagt kein %2.</translation>
    </message>
    <message>
        <source>You sit out this deal.</source>
        <translation>Du setzt in diesem Spiel aus.</translation>
    </message>
    <message>
        <source>%1 sits out this deal.</source>
        <translation>%1 setzt in diesem Spiel aus.</translation>
    </message>
    <message>
        <source>You announce %1 in %2.</source>
        <translation>Du sagst %1 in %2 an.</translation>
    </message>
    <message>
        <source>%3 announces %1 in %2.</source>
        <translation>%3 sagt %1 in %2 an.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <comment>a card</comment>
        <translation>Du spielst %1.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <comment>a card</comment>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>You say Genug!</source>
        <translation>Du sagst „Genug!“</translation>
    </message>
    <message>
        <source>%1 says Genug!</source>
        <translation>%1 sagt „Genug!“</translation>
    </message>
    <message>
        <source>No score: the cards are dealt again.</source>
        <translation>Keine Wertung: Es wird neu gegeben.</translation>
    </message>
    <message>
        <source>Points: we +%1 (%2)</source>
        <translation>Punkte: wir +%1 (%2)</translation>
    </message>
    <message>
        <source>Points: the opponents +%1 (%2)</source>
        <translation>Punkte: die Gegner +%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>permission denied</source>
        <translation>keine Berechtigung</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>die Datei oder der Ordner existiert nicht</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>das Speicherkontingent ist aufgebraucht</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>there is a folder in the file&apos;s place</source>
        <translation>an der Stelle der Datei steht ein Ordner</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>ein Teil des Pfades ist kein Ordner</translation>
    </message>
    <message>
        <source>too many symbolic links in the path</source>
        <translation>zu viele symbolische Verknüpfungen im Pfad</translation>
    </message>
    <message>
        <source>the file name is too long</source>
        <translation>der Dateiname ist zu lang</translation>
    </message>
    <message>
        <source>an input/output error of the disk</source>
        <translation>ein Ein-/Ausgabefehler des Datenträgers</translation>
    </message>
    <message>
        <source>the file is in use</source>
        <translation>die Datei wird gerade verwendet</translation>
    </message>
    <message>
        <source>the file already exists</source>
        <translation>die Datei existiert bereits</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>die Datei ist zu groß</translation>
    </message>
    <message>
        <source>too many open files</source>
        <translation>zu viele offene Dateien</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>nicht genug Arbeitsspeicher</translation>
    </message>
    <message>
        <source>the device is not available</source>
        <translation>das Gerät ist nicht verfügbar</translation>
    </message>
    <message>
        <source>the network file is no longer available</source>
        <translation>die Netzwerkdatei ist nicht mehr verfügbar</translation>
    </message>
    <message>
        <source>the file is busy; try again</source>
        <translation>die Datei ist gerade belegt; bitte noch einmal versuchen</translation>
    </message>
    <message>
        <source>The file was written by a newer version of the game (file version %1).</source>
        <translation>Die Datei wurde von einer neueren Version des Spiels geschrieben (Dateiversion %1).</translation>
    </message>
    <message>
        <source>The file was left as it is and will not be written over.</source>
        <translation>Die Datei wurde unverändert gelassen und wird nicht überschrieben.</translation>
    </message>
    <message>
        <source>%1 could not be read, so it is kept as it is and not written over.</source>
        <translation>%1 konnte nicht gelesen werden und wird daher unverändert aufgehoben, nicht überschrieben.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link to %2, which cannot be written (%3); the link is left as it is.</source>
        <translation>%1 ist eine symbolische Verknüpfung auf %2, das nicht geschrieben werden kann (%3); die Verknüpfung bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>the file could not be read</source>
        <translation>die Datei konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>there is no ordinary file in its place (a folder, pipe or device)</source>
        <translation>an ihrer Stelle ist keine gewöhnliche Datei (ein Ordner, eine Pipe oder ein Gerät)</translation>
    </message>
    <message>
        <source>the file is far larger than such a file can be</source>
        <translation>die Datei ist viel größer, als eine solche Datei sein kann</translation>
    </message>
    <message>
        <source>the file is not readable JSON text (or is nested too deeply)</source>
        <translation>die Datei ist kein lesbarer JSON-Text (oder zu tief verschachtelt)</translation>
    </message>
    <message>
        <source>the file is not in this game&apos;s format</source>
        <translation>die Datei ist nicht im Format dieses Spiels</translation>
    </message>
    <message>
        <source>the file was written by a newer version of the game</source>
        <translation>die Datei wurde von einer neueren Version des Spiels geschrieben</translation>
    </message>
    <message>
        <source>what the file says does not hold together</source>
        <translation>der Inhalt der Datei ist in sich nicht stimmig</translation>
    </message>
    <message>
        <source>some of its entries could not be read</source>
        <translation>einige ihrer Einträge konnten nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>Friends</name>
    <message>
        <source>The last table is still closing: try again in a moment.</source>
        <translation>Der letzte Tisch wird noch zugemacht: Versuch es gleich noch einmal.</translation>
    </message>
    <message>
        <source>Opening the table…</source>
        <translation>Der Tisch wird aufgemacht …</translation>
    </message>
    <message>
        <source>The table could not be opened: the table&apos;s server did not start on this computer.</source>
        <translation>Der Tisch konnte nicht aufgemacht werden: Der Server des Tisches ist auf diesem Computer nicht gestartet.</translation>
    </message>
    <message>
        <source>Type the address of the computer that opened the table, e.g. 192.168.1.5.</source>
        <translation>Tipp die Adresse des Computers ein, der den Tisch aufgemacht hat, z. B. 192.168.1.5.</translation>
    </message>
    <message>
        <source>A table&apos;s code never has these characters: %1. It has nine characters, each one of %2, e.g. 7CP YXK 4MA.</source>
        <translation>Diese Zeichen kommen in keinem Tischcode vor: %1. Ein Code hat neun Zeichen, jedes eines von %2, z. B. 7CP YXK 4MA.</translation>
    </message>
    <message>
        <source>A table&apos;s code has nine characters, each one of %1, e.g. 7CP YXK 4MA.</source>
        <translation>Ein Tischcode hat neun Zeichen, jedes eines von %1, z. B. 7CP YXK 4MA.</translation>
    </message>
    <message>
        <source>You are at a table already: leave it before you join the table of the link.</source>
        <translation>Du sitzt schon an einem Tisch: verlass ihn, bevor du dich an den Tisch des Links setzt.</translation>
    </message>
    <message>
        <source>Open a new table?</source>
        <translation>Einen neuen Tisch aufmachen?</translation>
    </message>
    <message>
        <source>Your table with the code %1 is kept with its score. A new table replaces it: its score is gone and its seats cannot be gone back to.</source>
        <translation>Dein Tisch mit dem Code %1 ist mit seinem Spielstand aufgehoben. Ein neuer Tisch ersetzt ihn: Sein Spielstand ist dann weg, und niemand kann an seine Plätze zurück.</translation>
    </message>
    <message>
        <source>Opening your table again…</source>
        <translation>Dein Tisch wird wieder aufgemacht …</translation>
    </message>
    <message>
        <source>Joining the table…</source>
        <translation>Du setzt dich an den Tisch …</translation>
    </message>
    <message>
        <source>The game at the table has begun.</source>
        <translation>Das Spiel am Tisch hat begonnen.</translation>
    </message>
    <message>
        <source>Cannot go back to %1&apos;s table just now: %2. Your seat stays yours: try again when the table is open.</source>
        <translation>Zurück an den Tisch von %1 geht es gerade nicht: %2. Dein Platz bleibt deiner: Versuch es wieder, wenn der Tisch offen ist.</translation>
    </message>
    <message>
        <source>Cannot go back to the table just now: %1. Your seat stays yours: try again when the table is open.</source>
        <translation>Zurück an den Tisch geht es gerade nicht: %1. Dein Platz bleibt deiner: Versuch es wieder, wenn der Tisch offen ist.</translation>
    </message>
    <message>
        <source>Close the game and the table?</source>
        <translation>Das Spiel und den Tisch schließen?</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Den Tisch zumachen?</translation>
    </message>
    <message>
        <source>Friends hold seats at your table. Keep the table with its score: you open it again under Game → Play with friends, and your friends come back to their seats. Or close it for good, for everyone.</source>
        <translation>An deinem Tisch haben Freunde Plätze. Heb den Tisch mit seinem Spielstand auf: Du machst ihn unter Spiel → Mit Freunden spielen wieder auf, und deine Freunde kommen an ihre Plätze zurück. Oder mach ihn für alle für immer zu.</translation>
    </message>
    <message>
        <source>&amp;Keep the table for later</source>
        <translation>&amp;Tisch für später aufheben</translation>
    </message>
    <message>
        <source>Close it for &amp;good</source>
        <translation>Für &amp;immer zumachen</translation>
    </message>
    <message>
        <source>Type the server&apos;s address, e.g. club.example.org or wss://club.example.org/t1/.</source>
        <translation>Gib die Adresse des Servers ein, z. B. club.example.org oder wss://club.example.org/t1/.</translation>
    </message>
    <message>
        <source>Opening the table on the server…</source>
        <translation>Der Tisch wird auf dem Server geöffnet…</translation>
    </message>
    <message>
        <source>Close the game and leave your table?</source>
        <translation>Das Spiel schließen und deinen Tisch verlassen?</translation>
    </message>
    <message>
        <source>Leave your table?</source>
        <translation>Deinen Tisch verlassen?</translation>
    </message>
    <message>
        <source>Friends hold seats at your table on the server. Leave it open: they play on, and you come back to your seat under Game → Play with friends (the server closes the table when no one has been at it for a while). Or close it for good, for everyone.</source>
        <translation>An deinem Tisch auf dem Server sitzen Freunde. Lass ihn offen: Sie spielen weiter, und du kommst unter Spiel → Mit Freunden spielen an deinen Platz zurück (der Server schließt den Tisch, wenn eine Weile niemand daran war). Oder schließ ihn endgültig, für alle.</translation>
    </message>
    <message>
        <source>&amp;Leave it open</source>
        <translation>Offen &amp;lassen</translation>
    </message>
    <message>
        <source>&amp;Stay at the table</source>
        <translation>Am Tisch &amp;bleiben</translation>
    </message>
    <message>
        <source>Close the game and leave %1&apos;s table?</source>
        <translation>Das Spiel schließen und den Tisch von %1 verlassen?</translation>
    </message>
    <message>
        <source>Leave %1&apos;s table?</source>
        <translation>Den Tisch von %1 verlassen?</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Den Tisch verlassen?</translation>
    </message>
    <message>
        <source>Your seat stays yours: a computer plays it until you come back under Game → Play with friends. Or give it up, and someone else may sit there.</source>
        <translation>Dein Platz bleibt deiner: Ein Computer spielt ihn, bis du unter Spiel → Mit Freunden spielen zurückkommst. Oder gib ihn auf, dann darf sich jemand anderer hinsetzen.</translation>
    </message>
    <message>
        <source>&amp;Leave and keep my seat</source>
        <translation>&amp;Gehen, Platz behalten</translation>
    </message>
    <message>
        <source>&amp;Give up my seat</source>
        <translation>Platz &amp;aufgeben</translation>
    </message>
    <message>
        <source>The table is kept for later</source>
        <translation>Der Tisch ist für später aufgehoben</translation>
    </message>
    <message>
        <source>The table is over</source>
        <translation>Der Tisch ist aus</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>You closed the table: back at your own game.</source>
        <translation>Du hast den Tisch zugemacht: zurück bei deinem eigenen Spiel.</translation>
    </message>
    <message>
        <source>You left your table on the server; it stays open for your friends, and Game → Play with friends takes you back. Back at your own game.</source>
        <translation>Du hast deinen Tisch auf dem Server verlassen; er bleibt für deine Freunde offen, und Spiel → Mit Freunden spielen bringt dich zurück. Zurück bei deinem eigenen Spiel.</translation>
    </message>
    <message>
        <source>Your table is kept with its score: Game → Play with friends opens it again. Back at your own game.</source>
        <translation>Dein Tisch ist mit seinem Spielstand aufgehoben: Spiel → Mit Freunden spielen macht ihn wieder auf. Zurück bei deinem eigenen Spiel.</translation>
    </message>
    <message>
        <source>You gave up your seat at the table: back at your own game.</source>
        <translation>Du hast deinen Platz am Tisch aufgegeben: zurück bei deinem eigenen Spiel.</translation>
    </message>
    <message>
        <source>You left the table; your seat stays yours: Game → Play with friends takes you back. Back at your own game.</source>
        <translation>Du hast den Tisch verlassen; dein Platz bleibt deiner: Spiel → Mit Freunden spielen bringt dich zurück. Zurück bei deinem eigenen Spiel.</translation>
    </message>
    <message>
        <source>Free %1&apos;s seat?</source>
        <translation>Den Platz von %1 freigeben?</translation>
    </message>
    <message>
        <source>%1 can no longer come back to this seat; anyone with the code may sit there. Until then a computer plays it.</source>
        <translation>%1 kann nicht mehr auf diesen Platz zurück; jeder mit dem Code darf sich hinsetzen. Bis dahin spielt ihn ein Computer.</translation>
    </message>
    <message>
        <source>Your seat could not be noted in the game&apos;s folder: after a restart the game will not find its way back to the table.</source>
        <translation>Dein Platz konnte im Ordner des Spiels nicht vermerkt werden: Nach einem Neustart findet das Spiel nicht an den Tisch zurück.</translation>
    </message>
    <message>
        <source>Going back to the table…</source>
        <translation>Zurück an den Tisch …</translation>
    </message>
    <message>
        <source>Play with friends</source>
        <translation>Mit Freunden spielen</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>as your friends know you</source>
        <translation>wie dich deine Freunde kennen</translation>
    </message>
    <message>
        <source>Open a table</source>
        <translation>Tisch aufmachen</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>Seats for friends</source>
        <translation>Plätze für Freunde</translation>
    </message>
    <message>
        <source>Your partner (North)</source>
        <translation>Dein Partner (Nord)</translation>
    </message>
    <message>
        <source>The opponents (West and East)</source>
        <translation>Die Gegner (West und Ost)</translation>
    </message>
    <message>
        <source>All three seats</source>
        <translation>Alle drei Plätze</translation>
    </message>
    <message>
        <source>Computers in the empty seats:</source>
        <translation>Computer auf den freien Plätzen:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>your house rules</source>
        <translation>deine Hausregeln</translation>
    </message>
    <message>
        <source>Your own (%1)</source>
        <translation>Deine eigenen (%1)</translation>
    </message>
    <message>
        <source>You sit at the bottom as always. The table is announced on this network; friends beyond it join with one of this computer&apos;s addresses. Every seat needs the table&apos;s code.</source>
        <translation>Du sitzt wie immer unten. Der Tisch wird in diesem Netz angekündigt; Freunde von außerhalb setzen sich mit einer der Adressen dieses Computers dazu. Jeder Platz braucht den Code des Tisches.</translation>
    </message>
    <message>
        <source>&amp;Open a table here</source>
        <translation>Tisch &amp;hier öffnen</translation>
    </message>
    <message>
        <source>Or on a se&amp;rver:</source>
        <translation>Oder auf einem Se&amp;rver:</translation>
    </message>
    <message>
        <source>e.g. club.example.org</source>
        <translation>z. B. club.example.org</translation>
    </message>
    <message>
        <source>Open on the ser&amp;ver</source>
        <translation>Auf dem Ser&amp;ver öffnen</translation>
    </message>
    <message>
        <source>A server that opens tables for players (a club&apos;s): friends anywhere join there with the code, and the table stays open while you are away.</source>
        <translation>Ein Server, der Tische für Spieler öffnet (der eines Vereins): Freunde von überall setzen sich dort mit dem Code dazu, und der Tisch bleibt offen, während du weg bist.</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tische in diesem Netz:</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Nochmals suchen</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Code:</translation>
    </message>
    <message>
        <source>the nine characters your friend shows</source>
        <translation>die neun Zeichen, die dein Freund zeigt</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Hinsetzen</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the code and the addresses</source>
        <translation>Den Code und die Adressen kopieren</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>Am Tisch:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Begin now: the empty seats play as computers until their friends come.</source>
        <translation>Jetzt beginnen: Die freien Plätze spielen als Computer, bis ihre Freunde kommen.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Your seats at tables</source>
        <translation>Deine Plätze an Tischen</translation>
    </message>
    <message>
        <source>Bauernschnapsen table: code %1</source>
        <translation>Bauernschnapsen-Tisch: Code %1</translation>
    </message>
    <message>
        <source>Link to your table at %1</source>
        <translation>Link zu deinem Tisch auf %1</translation>
    </message>
    <message>
        <source>Copy the link to your table at %1</source>
        <translation>Den Link zu deinem Tisch auf %1 kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.5:24240, or paste a table&apos;s link</source>
        <translation>z. B. 192.168.1.5:24240, oder füg den Link zu einem Tisch ein</translation>
    </message>
    <message>
        <source>From a link: the table with the code %1 at %2. Press Join to sit down.</source>
        <translation>Aus einem Link: der Tisch mit dem Code %1 bei %2. Drück „Hinsetzen“, um Platz zu nehmen.</translation>
    </message>
    <message>
        <source>Copy &amp;link</source>
        <translation>&amp;Link kopieren</translation>
    </message>
    <message>
        <source>%1 (%2): another version of the game</source>
        <translation>%1 (%2): eine andere Version des Spiels</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Tische in diesem Netz werden gesucht …</translation>
    </message>
    <message>
        <source>None found. Ask the friend who opened the table for an address.</source>
        <translation>Keiner gefunden. Frag den Freund, der den Tisch aufgemacht hat, nach einer Adresse.</translation>
    </message>
    <message>
        <source>Pick one, then type its code.</source>
        <translation>Wähl einen aus und tipp seinen Code ein.</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Forget this seat: this computer no longer holds its key</source>
        <translation>Diesen Platz vergessen: Dieser Computer hat seinen Schlüssel dann nicht mehr</translation>
    </message>
    <message>
        <source>Forget: %1</source>
        <translation>Vergessen: %1</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>Dein Tisch ist offen</translation>
    </message>
    <message>
        <source>Tell your friends the code. On this network they find the table under Game → Play with friends → Join a table; from elsewhere they type one of the addresses.</source>
        <translation>Sag deinen Freunden den Code. In diesem Netz finden sie den Tisch unter Spiel → Mit Freunden spielen → An einen Tisch setzen; von anderswo tippen sie eine der Adressen ein.</translation>
    </message>
    <message>
        <source>Tell your friends the code and the server&apos;s address: they join under Game → Play with friends → Join a table.</source>
        <translation>Sag deinen Freunden den Code und die Adresse des Servers: Sie setzen sich unter Spiel → Mit Freunden spielen → An einen Tisch setzen dazu.</translation>
    </message>
    <message>
        <source>The server: %1</source>
        <translation>Der Server: %1</translation>
    </message>
    <message>
        <source>This computer&apos;s addresses: %1</source>
        <translation>Die Adressen dieses Computers: %1</translation>
    </message>
    <message>
        <source>Or send your friends a link: it opens their game at this table.</source>
        <translation>Oder schick deinen Freunden einen Link: Er öffnet ihr Spiel an diesem Tisch.</translation>
    </message>
    <message>
        <source>Close the &amp;table</source>
        <translation>Den &amp;Tisch zumachen</translation>
    </message>
    <message>
        <source>The game is on. A friend who left comes back with Game → Play with friends; a seat you free may be taken by anyone with the code.</source>
        <translation>Das Spiel läuft. Wer gegangen ist, kommt mit Spiel → Mit Freunden spielen zurück; einen Platz, den du freigibst, darf jeder mit dem Code nehmen.</translation>
    </message>
    <message>
        <source>Start when you like: a seat whose friend has not come yet plays as a computer (%1) until the friend comes.</source>
        <translation>Beginn, wann du willst: Ein Platz, dessen Freund noch nicht da ist, spielt als Computer (%1), bis der Freund kommt.</translation>
    </message>
    <message>
        <source>At %1&apos;s table</source>
        <translation>Am Tisch von %1</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Verlassen</translation>
    </message>
    <message>
        <source>The game is on.</source>
        <translation>Das Spiel läuft.</translation>
    </message>
    <message>
        <source>The game begins when %1 starts it.</source>
        <translation>Das Spiel beginnt, wenn %1 es startet.</translation>
    </message>
    <message>
        <source>The game begins when the table&apos;s opener starts it.</source>
        <translation>Das Spiel beginnt, wenn der, der den Tisch aufgemacht hat, es startet.</translation>
    </message>
    <message>
        <source>Free %1&apos;s seat</source>
        <translation>Platz von %1 freigeben</translation>
    </message>
    <message>
        <source>Copy this link, to send it to your friends</source>
        <translation>Diesen Link kopieren, um ihn deinen Freunden zu schicken</translation>
    </message>
    <message>
        <source>Open your table again (code %1)</source>
        <translation>Deinen Tisch wieder aufmachen (Code %1)</translation>
    </message>
    <message>
        <source>Back to your table at %1 (code %2)</source>
        <translation>Zurück an deinen Tisch auf %1 (Code %2)</translation>
    </message>
    <message>
        <source>Back to %1&apos;s table (%2)</source>
        <translation>Zurück an den Tisch von %1 (%2)</translation>
    </message>
    <message>
        <source>Back to the table (%1)</source>
        <translation>Zurück an den Tisch (%1)</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>a computer</source>
        <translation>ein Computer</translation>
    </message>
    <message>
        <source>%1, connected</source>
        <translation>%1, verbunden</translation>
    </message>
    <message>
        <source>a friend, connected</source>
        <translation>ein Freund, verbunden</translation>
    </message>
    <message>
        <source>%1, not connected</source>
        <translation>%1, nicht verbunden</translation>
    </message>
    <message>
        <source>waiting for a friend…</source>
        <translation>wartet auf einen Freund …</translation>
    </message>
    <message>
        <source>Not connected to the table just now: wait until it is back.</source>
        <translation>Gerade keine Verbindung zum Tisch: Warte, bis sie wieder da ist.</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Wieder am Tisch.</translation>
    </message>
    <message>
        <source>The table sent something this game cannot read. You are back at your own game.</source>
        <translation>Der Tisch hat etwas geschickt, das dieses Spiel nicht lesen kann. Du bist wieder bei deinem eigenen Spiel.</translation>
    </message>
    <message>
        <source>The next deal waits for: %1</source>
        <translation>Das nächste Spiel wartet auf: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The table cannot be reached any more (%1). You are back at your own game.</source>
        <translation>Der Tisch ist nicht mehr erreichbar (%1). Du bist wieder bei deinem eigenen Spiel.</translation>
    </message>
    <message numerus="yes">
        <source>The connection to the table was lost: trying again in %n s…</source>
        <translation>
            <numerusform>Die Verbindung zum Tisch ist abgerissen: neuer Versuch in %n s …</numerusform>
            <numerusform>Die Verbindung zum Tisch ist abgerissen: neuer Versuch in %n s …</numerusform>
        </translation>
    </message>
    <message>
        <source>Connecting to the table again…</source>
        <translation>Neue Verbindung zum Tisch …</translation>
    </message>
    <message>
        <source>The table&apos;s Bauernschnapsen is %1, yours %2: update one of them.</source>
        <translation>Das Bauernschnapsen am Tisch ist %1, deines %2: Bring eines davon auf den neuesten Stand.</translation>
    </message>
    <message>
        <source>The table speaks version %1 of the table protocol, this game version %2: update one of them.</source>
        <translation>Der Tisch spricht Version %1 des Tischprotokolls, dieses Spiel Version %2: Bring eines davon auf den neuesten Stand.</translation>
    </message>
    <message>
        <source>The table&apos;s Bauernschnapsen is another version than yours: update one of them.</source>
        <translation>Das Bauernschnapsen am Tisch ist eine andere Version als deines: Bring eines davon auf den neuesten Stand.</translation>
    </message>
    <message>
        <source>No table has this code. Check the code with the friend who opened the table.</source>
        <translation>Kein Tisch hat diesen Code. Prüf den Code mit dem Freund, der den Tisch aufgemacht hat.</translation>
    </message>
    <message>
        <source>The table does not know your seat any more.</source>
        <translation>Der Tisch kennt deinen Platz nicht mehr.</translation>
    </message>
    <message>
        <source>The table is full: every seat for friends is taken.</source>
        <translation>Der Tisch ist voll: Alle Plätze für Freunde sind besetzt.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Dieser Platz ist besetzt.</translation>
    </message>
    <message>
        <source>That seat is played by a computer.</source>
        <translation>Diesen Platz spielt ein Computer.</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong codes: try again in %n seconds.</source>
        <translation>
            <numerusform>Zu viele falsche Codes: Versuch es in %n Sekunde wieder.</numerusform>
            <numerusform>Zu viele falsche Codes: Versuch es in %n Sekunden wieder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many tables were opened on this server just now: try again in %n seconds.</source>
        <translation>
            <numerusform>Auf diesem Server wurden gerade zu viele Tische geöffnet: Versuch es in %n Sekunde wieder.</numerusform>
            <numerusform>Auf diesem Server wurden gerade zu viele Tische geöffnet: Versuch es in %n Sekunden wieder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n seat(s) free</source>
        <translation>
            <numerusform>%1 (%2): %n Platz frei</numerusform>
            <numerusform>%1 (%2): %n Plätze frei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s table (%2): %n seat(s) free</source>
        <translation>
            <numerusform>Tisch von %1 (%2): %n Platz frei</numerusform>
            <numerusform>Tisch von %1 (%2): %n Plätze frei</numerusform>
        </translation>
    </message>
    <message>
        <source>The table&apos;s computer has no room just now: try again later.</source>
        <translation>Der Computer des Tisches hat gerade keinen Platz: Versuch es später wieder.</translation>
    </message>
    <message>
        <source>This server does not open tables for players. Ask the club for a table&apos;s code, or open the table here.</source>
        <translation>Dieser Server öffnet keine Tische für Spieler. Frag den Verein nach dem Code eines Tisches, oder öffne den Tisch hier.</translation>
    </message>
    <message>
        <source>Your network already holds as many open tables on this server as it may. Close one of them, or wait until one closes by itself when no one is at it.</source>
        <translation>Dein Netzwerk hat auf diesem Server schon so viele offene Tische, wie es darf. Schließ einen davon, oder warte, bis sich einer von selbst schließt, wenn niemand daran ist.</translation>
    </message>
    <message>
        <source>The table did not seat you.</source>
        <translation>Der Tisch hat dich nicht Platz nehmen lassen.</translation>
    </message>
    <message>
        <source>nothing answers there (no table open at that address)</source>
        <translation>dort antwortet nichts (unter dieser Adresse ist kein Tisch offen)</translation>
    </message>
    <message>
        <source>no computer of that name is found</source>
        <translation>kein Computer dieses Namens wurde gefunden</translation>
    </message>
    <message>
        <source>there was no answer in time</source>
        <translation>es kam keine Antwort rechtzeitig</translation>
    </message>
    <message>
        <source>the network is not there or went away</source>
        <translation>das Netz ist nicht da oder weg</translation>
    </message>
    <message>
        <source>the secure connection failed</source>
        <translation>die sichere Verbindung ist gescheitert</translation>
    </message>
    <message>
        <source>the table stopped answering</source>
        <translation>der Tisch antwortet nicht mehr</translation>
    </message>
    <message>
        <source>the table sent something this game cannot read</source>
        <translation>der Tisch hat etwas geschickt, das dieses Spiel nicht lesen kann</translation>
    </message>
    <message>
        <source>the connection failed</source>
        <translation>die Verbindung ist gescheitert</translation>
    </message>
    <message>
        <source>%1 closed the table. You are back at your own game.</source>
        <translation>%1 hat den Tisch zugemacht. Du bist wieder bei deinem eigenen Spiel.</translation>
    </message>
    <message>
        <source>The table was closed by its opener. You are back at your own game.</source>
        <translation>Der Tisch wurde zugemacht. Du bist wieder bei deinem eigenen Spiel.</translation>
    </message>
    <message>
        <source>%1&apos;s game was closed; the table is kept with its score. When %1 opens it again, Game → Play with friends takes you back to your seat. You are back at your own game.</source>
        <translation>Das Spiel von %1 wurde geschlossen; der Tisch ist mit seinem Spielstand aufgehoben. Wenn %1 ihn wieder aufmacht, bringt dich Spiel → Mit Freunden spielen an deinen Platz zurück. Du bist wieder bei deinem eigenen Spiel.</translation>
    </message>
    <message>
        <source>The opener&apos;s game was closed; the table is kept with its score. When it is open again, Game → Play with friends takes you back to your seat. You are back at your own game.</source>
        <translation>Das Spiel dessen, der den Tisch aufgemacht hat, wurde geschlossen; der Tisch ist mit seinem Spielstand aufgehoben. Wenn er wieder offen ist, bringt dich Spiel → Mit Freunden spielen an deinen Platz zurück. Du bist wieder bei deinem eigenen Spiel.</translation>
    </message>
    <message>
        <source>The table&apos;s opener freed your seat: someone else may take it. You are back at your own game.</source>
        <translation>Wer den Tisch aufgemacht hat, hat deinen Platz freigegeben: Jemand anderer darf ihn nehmen. Du bist wieder bei deinem eigenen Spiel.</translation>
    </message>
    <message>
        <source>Your seat was taken up by another window with your seat&apos;s key. You are back at your own game.</source>
        <translation>Dein Platz wurde von einem anderen Fenster mit dem Schlüssel deines Platzes übernommen. Du bist wieder bei deinem eigenen Spiel.</translation>
    </message>
    <message>
        <source>Cannot reach a table at %1: %2.</source>
        <translation>Unter %1 ist kein Tisch erreichbar: %2.</translation>
    </message>
    <message>
        <source>it is far too long</source>
        <translation>er ist viel zu lang</translation>
    </message>
    <message>
        <source>it does not begin with bauernschnapsen://</source>
        <translation>er beginnt nicht mit bauernschnapsen://</translation>
    </message>
    <message>
        <source>it has spaces or characters a link never has</source>
        <translation>er enthält Leerzeichen oder Zeichen, die ein Link nie hat</translation>
    </message>
    <message>
        <source>it has a user name before the address</source>
        <translation>er hat einen Benutzernamen vor der Adresse</translation>
    </message>
    <message>
        <source>its address is not a computer&apos;s name or address</source>
        <translation>seine Adresse ist weder der Name noch die Adresse eines Computers</translation>
    </message>
    <message>
        <source>its port is not a number from 1 to 65535</source>
        <translation>sein Port ist keine Zahl von 1 bis 65535</translation>
    </message>
    <message>
        <source>its path has parts a link never has</source>
        <translation>sein Pfad hat Teile, die ein Link nie hat</translation>
    </message>
    <message>
        <source>it does not end in a table&apos;s code</source>
        <translation>er endet nicht mit dem Code eines Tisches</translation>
    </message>
    <message>
        <source>it has more after the code than a table&apos;s link has</source>
        <translation>nach dem Code steht mehr, als ein Link zu einem Tisch hat</translation>
    </message>
    <message>
        <source>This is not a link to a table: %1. Ask your friend to copy the link again, or type the address and the code.</source>
        <translation>Das ist kein Link zu einem Tisch: %1. Bitte deinen Freund, den Link noch einmal zu kopieren, oder tipp die Adresse und den Code ein.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Bauernschnapsen: rules and help</source>
        <translation>Bauernschnapsen: Regeln und Hilfe</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Play %1.</source>
        <translation>Spiel %1.</translation>
    </message>
    <message>
        <source>Call %1 as trump.</source>
        <translation>Ruf %1 als Trumpf.</translation>
    </message>
    <message>
        <source>Demand a new deal.</source>
        <translation>Lass neu geben.</translation>
    </message>
    <message>
        <source>Turn up your next card.</source>
        <translation>Schlag auf: Deine nächste Karte bestimmt Trumpf.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Sag „weiter“.</translation>
    </message>
    <message>
        <source>Announce %1.</source>
        <translation>Sag %1 an.</translation>
    </message>
    <message>
        <source>Say %1</source>
        <translation>Sag %1</translation>
    </message>
    <message>
        <source>Do not double.</source>
        <translation>Nicht verdoppeln.</translation>
    </message>
    <message>
        <source>Announce 40 in %1.</source>
        <translation>Sag einen Vierziger in %1 an.</translation>
    </message>
    <message>
        <source>Announce 20 in %1.</source>
        <translation>Sag einen Zwanziger in %1 an.</translation>
    </message>
    <message>
        <source>Say Genug!</source>
        <translation>Sag „Genug!“</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <source>Your team has 66: say Genug and score.</source>
        <translation>Deine Partei hat 66: Sag „Genug!“ und schreib an.</translation>
    </message>
    <message>
        <source>King and Ober together count 20, or 40 in trump.</source>
        <translation>König und Ober zusammen zählen 20, in Trumpf 40.</translation>
    </message>
    <message>
        <source>After an announcement you lead a card of the pair.</source>
        <translation>Nach einer Ansage spielst du eine Karte des Paares aus.</translation>
    </message>
    <message>
        <source>Leading trump draws the opponents&apos; trumps.</source>
        <translation>Trumpf ausspielen zieht den Gegnern die Trümpfe.</translation>
    </message>
    <message>
        <source>It is the highest card left in its suit and takes the trick.</source>
        <translation>Sie ist die höchste Karte, die in ihrer Farbe noch im Spiel ist, und macht den Stich.</translation>
    </message>
    <message>
        <source>A low lead gives little away.</source>
        <translation>Eine niedrige Karte auszuspielen verschenkt wenig.</translation>
    </message>
    <message>
        <source>It wins the trick.</source>
        <translation>Damit machst du den Stich.</translation>
    </message>
    <message>
        <source>Your partner takes this trick: give him card points.</source>
        <translation>Dein Partner macht diesen Stich: Gib ihm Augen.</translation>
    </message>
    <message>
        <source>It gives the fewest card points away.</source>
        <translation>Damit verschenkst du die wenigsten Augen.</translation>
    </message>
    <message>
        <source>The trick is lost anyway: the cheapest card will do.</source>
        <translation>Der Stich ist sowieso verloren: Die billigste Karte reicht.</translation>
    </message>
    <message>
        <source>Stay under: this trick is better left to others.</source>
        <translation>Bleib drunter: Diesen Stich überlässt du besser den anderen.</translation>
    </message>
    <message>
        <source>It is the only card you may play.</source>
        <translation>Es ist die einzige Karte, die du spielen darfst.</translation>
    </message>
    <message>
        <source>Saying Genug now loses less than playing on.</source>
        <translation>Jetzt „Genug“ zu sagen kostet weniger als weiterzuspielen.</translation>
    </message>
    <message>
        <source>It is your strongest suit.</source>
        <translation>Das ist deine stärkste Farbe.</translation>
    </message>
    <message>
        <source>None of your first three cards makes a good trump.</source>
        <translation>Keine deiner ersten drei Karten gibt einen guten Trumpf.</translation>
    </message>
    <message>
        <source>Three Unters make a poor hand: a new deal is better.</source>
        <translation>Drei Unter sind ein schwaches Blatt: Neu geben ist besser.</translation>
    </message>
    <message>
        <source>With your cards this contract is worth the most on average.</source>
        <translation>Mit deinen Karten bringt dieses Spiel im Schnitt am meisten.</translation>
    </message>
    <message>
        <source>With your cards a higher announcement would lose on average.</source>
        <translation>Mit deinen Karten würde eine höhere Ansage im Schnitt verlieren.</translation>
    </message>
    <message>
        <source>The declarer will probably lose: doubling pays.</source>
        <translation>Der Ansager verliert wahrscheinlich: Kontra zahlt sich aus.</translation>
    </message>
    <message>
        <source>Doubling would risk more than it is likely to win.</source>
        <translation>Verdoppeln würde mehr riskieren, als es wahrscheinlich bringt.</translation>
    </message>
    <message>
        <source>It is worth the most on average.</source>
        <translation>Das bringt im Schnitt am meisten.</translation>
    </message>
    <message>
        <source>King and Queen together count 20, or 40 in trump.</source>
        <translation>König und Dame zusammen zählen 20, in Trumpf 40.</translation>
    </message>
    <message>
        <source>Three Jacks make a poor hand: a new deal is better.</source>
        <translation>Drei Buben sind ein schwaches Blatt: Neu geben ist besser.</translation>
    </message>
</context>
<context>
    <name>Kontra</name>
    <message>
        <source>no Kontra</source>
        <translation>kein Kontra</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Sub</source>
        <translation>Sub</translation>
    </message>
    <message>
        <source>Kontra!</source>
        <translation>Kontra!</translation>
    </message>
    <message>
        <source>Re!</source>
        <translation>Re!</translation>
    </message>
    <message>
        <source>Sub!</source>
        <translation>Sub!</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>No trick has been taken in this deal yet.</source>
        <translation>In diesem Spiel wurde noch kein Stich gemacht.</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Stich %1</translation>
    </message>
    <message>
        <source>L or Esc close</source>
        <translation>L oder Esc schließen</translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message>
        <source>← → choose · Enter confirm</source>
        <translation>← → wählen · Enter bestätigen</translation>
    </message>
    <message>
        <source>Well done</source>
        <translation>Gut gemacht</translation>
    </message>
    <message>
        <source>Not this time</source>
        <translation>Diesmal nicht</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Von vorn</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <source>Your decision %1 of %2</source>
        <translation>Deine Entscheidung %1 von %2</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>The lesson goes on where you left it.</source>
        <translation>Die Lektion geht dort weiter, wo du sie verlassen hast.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Los</translation>
    </message>
    <message>
        <source>Lesson finished</source>
        <translation>Lektion geschafft</translation>
    </message>
    <message>
        <source>More lessons</source>
        <translation>Weitere Lektionen</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Short prepared deals at the table: you make the decisions that matter and are told why. A lesson can be left at any time and resumed later.</source>
        <translation>Kurze vorbereitete Spiele am Tisch: Du triffst die Entscheidungen, auf die es ankommt, und erfährst, warum. Eine Lektion kannst du jederzeit verlassen und später fortsetzen.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Left unfinished: Resume goes on where you were.</source>
        <translation>Nicht fertig: „Fortsetzen“ macht dort weiter, wo du warst.</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>geschafft</translation>
    </message>
    <message>
        <source>Finished: %1 of %2</source>
        <translation>Geschafft: %1 von %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Start afresh</source>
        <translation>Neu beginnen</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehner</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>The cards and the trick</source>
        <translation>Die Karten und der Stich</translation>
    </message>
    <message>
        <source>Right: only this card beats the trick, so you must play it. West has no {suit:D} left, though: watch what he does.</source>
        <translation>Richtig: Nur diese Karte sticht, also musst du sie spielen. West hat aber keine Karte in {suit:D} mehr: Schau, was er macht.</translation>
    </message>
    <message>
        <source>Right: your trump is higher than East&apos;s, so it takes the trick.</source>
        <translation>Richtig: Dein Trumpf ist höher als der von Ost, also macht er den Stich.</translation>
    </message>
    <message>
        <source>Follow suit; beat the trick if you can; without the suit, trump; over a trump, trump higher. The highest trump takes the trick, else the highest card of the suit led, and its player leads next. A card you may not play is shown dimmed.</source>
        <translation>Farbe bedienen; überstechen, wenn du kannst; ohne die Farbe mit Trumpf stechen; über einem Trumpf höher trumpfen. Den Stich macht der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe, und wer ihn macht, spielt als Nächster aus. Eine Karte, die du nicht spielen darfst, ist abgedunkelt.</translation>
    </message>
    <message>
        <source>Three low cards of three suits: none of them makes a good trump suit. Would you rather let your next card decide?</source>
        <translation>Drei niedrige Karten in drei Farben: Keine davon gibt eine gute Trumpffarbe. Lässt du lieber deine nächste Karte entscheiden?</translation>
    </message>
    <message>
        <source>Right: with three weak cards the turned-up card is the better chance. And you keep it: here it is the {HA}, the highest trump.</source>
        <translation>Richtig: Mit drei schwachen Karten ist die aufgeschlagene Karte die bessere Chance. Und du behältst sie: Hier ist es {HA}, der höchste Trumpf.</translation>
    </message>
    <message>
        <source>A higher contract must be made alone and is lost with one wrong trick. With two trumps and three low cards, announce the normal game.</source>
        <translation>Ein höheres Spiel musst du allein machen, und ein einziger falscher Stich verliert es. Mit zwei Trümpfen und drei niedrigen Karten sag das normale Spiel an.</translation>
    </message>
    <message>
        <source>Right: the highest trump takes the trick for sure, and the others must follow with their trumps.</source>
        <translation>Richtig: Der höchste Trumpf macht den Stich sicher, und die anderen müssen mit ihren Trümpfen bedienen.</translation>
    </message>
    <message>
        <source>That card can be beaten. Lead the one no other card can beat: {HA}.</source>
        <translation>Diese Karte kann überstochen werden. Spiel die aus, die keine andere Karte sticht: {HA}.</translation>
    </message>
    <message>
        <source>Marriages and Genug</source>
        <translation>Zwanziger, Vierziger und Genug</translation>
    </message>
    <message>
        <source>Announcing 20 and 40, counting to 66 and saying Genug: the right one and the wrong one.</source>
        <translation>20 und 40 ansagen, bis 66 zählen und „Genug!“ sagen: das richtige und das falsche Genug.</translation>
    </message>
    <message>
        <source>Right: with {rank:K} and {rank:O} of the trump suit your marriage is worth 40.</source>
        <translation>Richtig: Mit {rank:K} und {rank:O} in Trumpf ist dein Paar ein Vierziger.</translation>
    </message>
    <message>
        <source>You hold three good cards of {suit:H}, {rank:K} and {rank:O} among them: name them trump, and the marriage counts 40.</source>
        <translation>Du hast drei gute Karten in {suit:H}, darunter {rank:K} und {rank:O}: Ruf diese Farbe als Trumpf, dann zählt das Paar 40.</translation>
    </message>
    <message>
        <source>Lead the {rank:K} or the {rank:O} of the marriage: either may be played.</source>
        <translation>Spiel {rank:K} oder {rank:O} des Paares aus: Beide sind erlaubt.</translation>
    </message>
    <message>
        <source>You took the trick; in it: your card, {HU}, {CA} and {DU}. With the 40, is it 66 yet? Count before you say Genug.</source>
        <translation>Du hast den Stich gemacht; darin: deine Karte, {HU}, {CA} und {DU}. Sind es mit den 40 schon 66? Zähl, bevor du „Genug!“ sagst.</translation>
    </message>
    <message>
        <source>You have more than 66: say Genug now, before the next card. Nobody says it for you, and playing on only risks the deal.</source>
        <translation>Du hast mehr als 66: Sag jetzt „Genug!“, vor der nächsten Karte. Niemand sagt es für dich, und weiterspielen bringt das Spiel nur in Gefahr.</translation>
    </message>
    <message>
        <source>You hold {SA}, {HA}, {DA}, {CA} and {S10}. In a Gang there is no trump and you must take every trick alone; your partner lays his cards aside.</source>
        <translation>Du hast {SA}, {HA}, {DA}, {CA} und {S10}. Im Gang gibt es keinen Trumpf, und du musst jeden Stich allein machen; dein Partner legt seine Karten weg.</translation>
    </message>
    <message>
        <source>Right: each of your cards is the highest of its suit or becomes it. The Gang is worth 9 points.</source>
        <translation>Richtig: Jede deiner Karten ist die höchste ihrer Farbe oder wird es. Der Gang zählt 9 Punkte.</translation>
    </message>
    <message>
        <source>By passing you are out of the auction. Your hand takes every trick: announce the Gang.</source>
        <translation>Mit „weiter“ bist du aus dem Ansagen draußen. Deine Karten machen jeden Stich: Sag den Gang an.</translation>
    </message>
    <message>
        <source>In a Zehnergang the {rank:10} is the highest card of each suit and the {rank:A} the lowest: your best cards would lose.</source>
        <translation>Im Zehnergang ist {rank:10} die höchste Karte jeder Farbe und {rank:A} die niedrigste: Deine besten Karten würden verlieren.</translation>
    </message>
    <message>
        <source>Four high trumps with {rank:K} and {rank:O} among them (40), and the {CU}. How far can you go?</source>
        <translation>Vier hohe Trümpfe, darunter {rank:K} und {rank:O} (40), und {CU}. Wie weit kannst du gehen?</translation>
    </message>
    <message>
        <source>The normal game scores 1 to 3 points. Your hand wins a Schnapser: 6 points.</source>
        <translation>Das normale Spiel zählt 1 bis 3 Punkte. Mit diesen Karten gewinnst du einen Schnapser: 6 Punkte.</translation>
    </message>
    <message>
        <source>After the marriage you must lead its {rank:K} or its {rank:O}.</source>
        <translation>Nach dem Paar musst du {rank:K} oder {rank:O} des Paares ausspielen.</translation>
    </message>
    <message>
        <source>Right: nobody can beat it. Once this trick is yours, it and the 40 make 66: the Schnapser is won at once.</source>
        <translation>Richtig: Niemand kann sie überstechen. Sobald dieser Stich dir gehört, machen er und die 40 zusammen 66: Der Schnapser ist sofort gewonnen.</translation>
    </message>
    <message>
        <source>You hold {H10}, {D10}, {C10}, {S10} and {HK}. In which order are your cards the highest?</source>
        <translation>Du hast {H10}, {D10}, {C10}, {S10} und {HK}. In welcher Reihenfolge sind deine Karten die höchsten?</translation>
    </message>
    <message>
        <source>In a Gang the {rank:A} is above the {rank:10}: every {rank:A} of the others would take a trick from you.</source>
        <translation>Im Gang steht {rank:A} über {rank:10}: Jede solche Karte der anderen würde dir einen Stich abnehmen.</translation>
    </message>
    <message>
        <source>Each card is worth card points: {rank:A} 11, {rank:10} 10, {rank:K} 4, {rank:O} 3, {rank:U} 2. You sit at the bottom; North, opposite you, is your partner. West is the caller and names {suit:H} trump. He leads the first trick; in each trick you play after East.</source>
        <translation>Jede Karte zählt Augen: {rank:A} 11, {rank:10} 10, {rank:K} 4, {rank:O} 3, {rank:U} 2. Du sitzt unten; Nord, dir gegenüber, ist dein Partner. West ist Rufer und ruft {suit:H} als Trumpf. Er spielt zum ersten Stich aus; in jedem Stich spielst du nach Ost.</translation>
    </message>
    <message>
        <source>Right: the trick goes to your partner, so you give him the card worth more. 4 card points for the {rank:K} instead of 2 for the {rank:U}.</source>
        <translation>Richtig: Der Stich geht an deinen Partner, also gibst du ihm die wertvollere Karte. 4 Augen für {rank:K} statt 2 für {rank:U}.</translation>
    </message>
    <message>
        <source>That card may be played, but it gives your partner only 2 card points. His trump wins the trick: give him the card worth more.</source>
        <translation>Diese Karte darfst du spielen, aber sie bringt deinem Partner nur 2 Augen. Sein Trumpf macht den Stich: Gib ihm die wertvollere Karte.</translation>
    </message>
    <message>
        <source>Naming trump, or turning up a card</source>
        <translation>Trumpf rufen oder aufschlagen</translation>
    </message>
    <message>
        <source>The caller names trump from his first three cards, or turns up his next card.</source>
        <translation>Der Rufer ruft Trumpf aus seinen ersten drei Karten, oder er schlägt seine nächste Karte auf.</translation>
    </message>
    <message>
        <source>You are the caller: you have your first three cards and must fix the trump suit. Name a suit you hold, or turn up a card: your next card is turned up, its suit is trump, and you keep it.</source>
        <translation>Du bist Rufer: Du hast deine ersten drei Karten und musst die Trumpffarbe bestimmen. Ruf eine Farbe, die du hast, oder schlag auf: Deine nächste Karte wird aufgedeckt, ihre Farbe ist Trumpf, und du behältst sie.</translation>
    </message>
    <message>
        <source>With one low card of that suit you would make a trump suit the others hold. When your three cards are weak, turn up your next card.</source>
        <translation>Mit einer einzigen niedrigen Karte dieser Farbe machst du eine Farbe zum Trumpf, die die anderen haben. Sind deine drei Karten schwach, schlag auf.</translation>
    </message>
    <message>
        <source>The auction begins with you. The caller may not pass at his first turn: he announces the normal game or a higher contract.</source>
        <translation>Das Ansagen beginnt bei dir. Der Rufer darf beim ersten Mal nicht „weiter“ sagen: Er sagt das normale Spiel oder ein höheres an.</translation>
    </message>
    <message>
        <source>Right: the normal game, you and North against West and East, first to 66 card points.</source>
        <translation>Richtig: das normale Spiel, du und Nord gegen West und Ost; wer zuerst 66 Augen hat, gewinnt.</translation>
    </message>
    <message>
        <source>In the normal game the caller leads the first trick. Which card cannot be beaten?</source>
        <translation>Im normalen Spiel spielt der Rufer zum ersten Stich aus. Welche Karte kann niemand überstechen?</translation>
    </message>
    <message>
        <source>Name trump from a suit of your first three cards when you hold good ones of it; with three weak cards, turn up your next card. Then the caller announces the normal game (or more) and leads.</source>
        <translation>Ruf eine Farbe deiner ersten drei Karten, wenn du gute Karten in ihr hast; mit drei schwachen Karten schlag auf. Dann sagt der Rufer das normale Spiel (oder mehr) an und spielt aus.</translation>
    </message>
    <message>
        <source>{rank:K} and {rank:O} of one suit are a marriage: announced, it counts 20, in trump 40. The team that first counts 66 card points says Genug and wins the deal.</source>
        <translation>{rank:K} und {rank:O} einer Farbe sind ein Paar: Angesagt zählt es 20, in Trumpf 40. Die Partei, die zuerst 66 Augen zählt, sagt „Genug!“ und gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>You are the caller and hold {HK} and {HO}, and the {HA} besides. Which suit is trump?</source>
        <translation>Du bist Rufer und hast {HK} und {HO}, dazu {HA}. Welche Farbe wird Trumpf?</translation>
    </message>
    <message>
        <source>You lead the first trick. A marriage is announced by the player on lead, before he plays: use the button on the table.</source>
        <translation>Du spielst zum ersten Stich aus. Ein Paar sagt an, wer am Ausspielen ist, bevor er ausspielt: mit der Schaltfläche auf dem Tisch.</translation>
    </message>
    <message>
        <source>40 announced. Now you must lead one of the two cards of the marriage.</source>
        <translation>40 angesagt. Jetzt musst du eine der beiden Karten des Paares ausspielen.</translation>
    </message>
    <message>
        <source>Announce the marriage first: it can only be announced by the player on lead, before his card.</source>
        <translation>Sag zuerst das Paar an: Das geht nur, wenn du am Ausspielen bist, vor deiner Karte.</translation>
    </message>
    <message>
        <source>Right. The 40 count as soon as your team takes a trick.</source>
        <translation>Richtig. Die 40 zählen, sobald deine Partei einen Stich macht.</translation>
    </message>
    <message>
        <source>After a marriage you must lead one of its two cards.</source>
        <translation>Nach einem Paar musst du eine seiner beiden Karten ausspielen.</translation>
    </message>
    <message>
        <source>Not yet: you have the 40 and no trick. A wrong Genug loses the deal: the opponents score instead.</source>
        <translation>Noch nicht: Du hast die 40 und keinen Stich. Ein falsches Genug verliert das Spiel: Dann schreiben die Gegner.</translation>
    </message>
    <message>
        <source>Right: not yet 66, so you play on, and the highest trump takes the next trick too.</source>
        <translation>Richtig: noch keine 66, also spielst du weiter, und der höchste Trumpf macht auch den nächsten Stich.</translation>
    </message>
    <message>
        <source>A wrong Genug: 40 and the card points of your one trick, fewer than 20, do not make 66. The opponents would score as if they had said it.</source>
        <translation>Ein falsches Genug: 40 und die Augen deines einen Stichs, weniger als 20, machen keine 66. Die Gegner würden schreiben, als hätten sie es gesagt.</translation>
    </message>
    <message>
        <source>You may play that card, but the {HA} takes the trick for sure: lead it.</source>
        <translation>Diese Karte darfst du spielen, aber {HA} macht den Stich sicher: Spiel diese Karte aus.</translation>
    </message>
    <message>
        <source>Another trick for you; in it: your {HA}, {SU}, {C10} and {DO}. Count again: 40 and the card points of your two tricks.</source>
        <translation>Wieder ein Stich für dich; darin: {HA}, {SU}, {C10} und {DO}. Zähl noch einmal: 40 und die Augen deiner zwei Stiche.</translation>
    </message>
    <message>
        <source>Right: more than 66, so Genug! The deal ends at once, and the opponents have no trick: your team scores 3 points.</source>
        <translation>Richtig: mehr als 66, also „Genug!“. Das Spiel endet sofort, und die Gegner haben keinen Stich: Deine Partei schreibt 3 Punkte.</translation>
    </message>
    <message>
        <source>Scoring: points, Schneider, the Bummerl</source>
        <translation>Schreiben: Punkte, Schneider, das Bummerl</translation>
    </message>
    <message>
        <source>A normal game scores 1, 2 or 3 points; Schneider; the Bummerl at 24.</source>
        <translation>Das normale Spiel zählt 1, 2 oder 3 Punkte; Schneider; das Bummerl bei 24.</translation>
    </message>
    <message>
        <source>West plays the normal game; you and North play against him. A won normal game scores 1 point, 2 if the other team has fewer than 33 card points (Schneider), 3 if it has no trick. Where only one card may be played, it is played for you.</source>
        <translation>West spielt das normale Spiel; du und Nord spielt gegen ihn. Ein gewonnenes normales Spiel zählt 1 Punkt, 2, wenn die andere Partei weniger als 33 Augen hat (Schneider), 3, wenn sie keinen Stich hat (schwarz). Wo nur eine Karte erlaubt ist, wird sie für dich gespielt.</translation>
    </message>
    <message>
        <source>West took the first trick with 20 card points. Now your partner North takes this one with his {rank:A}: you cannot beat it, and you must follow suit.</source>
        <translation>West hat den ersten Stich mit 20 Augen gemacht. Jetzt macht dein Partner Nord diesen Stich mit seinem {rank:A}: Du kannst nicht überstechen, und du musst Farbe bedienen.</translation>
    </message>
    <message>
        <source>Right: the trick is your partner&apos;s, so it gets your 10 card points, not 2.</source>
        <translation>Richtig: Der Stich gehört deinem Partner, also bekommt er deine 10 Augen, nicht 2 (schmieren).</translation>
    </message>
    <message>
        <source>That card may be played, but the trick is your partner&apos;s: give him the 10 card points, not 2.</source>
        <translation>Diese Karte darfst du spielen, aber der Stich gehört deinem Partner: Gib ihm die 10 Augen, nicht 2.</translation>
    </message>
    <message>
        <source>Count: your two tricks and North&apos;s 20 make at least 66. West and East have only their first trick, 20 card points: fewer than 33.</source>
        <translation>Zähl: Deine zwei Stiche und Nords 20 machen mindestens 66. West und Ost haben nur ihren ersten Stich, 20 Augen: weniger als 33.</translation>
    </message>
    <message>
        <source>Right: Genug with at least 66, and the opponents under 33 are Schneider: your team scores 2 points instead of 1.</source>
        <translation>Richtig: „Genug!“ mit mindestens 66, und die Gegner unter 33 sind Schneider: Deine Partei schreibt 2 Punkte statt 1.</translation>
    </message>
    <message>
        <source>You have at least 66 and they are under 33: say Genug now for 2 points. If they reach 33, it would be only 1.</source>
        <translation>Du hast mindestens 66, und sie sind unter 33: Sag jetzt „Genug!“ für 2 Punkte. Kommen sie auf 33, wäre es nur noch 1.</translation>
    </message>
    <message>
        <source>The points of each deal are written for the team that won it, and the first team to 24 wins the Bummerl. The other team gets a Bummerl, or two if it still has 0 points (Schneider).</source>
        <translation>Die Punkte jedes Spiels bekommt die Partei, die es gewonnen hat, und wer zuerst 24 hat, gewinnt das Bummerl. Die andere Partei bekommt ein Bummerl, oder zwei, wenn sie noch 0 Punkte hat (Schneider).</translation>
    </message>
    <message>
        <source>Announcing above the normal game, the ranking of the contracts, precedence and taking over.</source>
        <translation>Höher als das normale Spiel ansagen, die Rangfolge der Spiele, der Vorrang und das Übernehmen.</translation>
    </message>
    <message>
        <source>After the trump call each player in turn announces a higher contract or passes. East is the caller: he names trump and announces the normal game. Precedence, from first to last: the caller, you (on his left), West, North (the dealer).</source>
        <translation>Nach dem Trumpfrufen sagt jeder der Reihe nach ein höheres Spiel an oder sagt „weiter“. Ost ist Rufer: Er ruft Trumpf und sagt das normale Spiel an. Der Vorrang, vom ersten bis zum letzten: der Rufer, du (links von ihm), West, Nord (der Geber).</translation>
    </message>
    <message>
        <source>Your partner North has announced a Zehnergang, which ranks above the Gang. You have precedence over him, so you could take the Zehnergang over. Should you?</source>
        <translation>Dein Partner Nord hat einen Zehnergang angesagt, der über dem Gang steht. Du hast Vorrang vor ihm und könntest den Zehnergang übernehmen. Solltest du?</translation>
    </message>
    <message>
        <source>Taking it over means playing it yourself, and in ten-high order your best cards are the lowest. Let your partner play it.</source>
        <translation>Übernehmen heißt, ihn selbst zu spielen, und in der Zehnerordnung sind deine besten Karten die niedrigsten. Lass deinen Partner spielen.</translation>
    </message>
    <message>
        <source>A higher contract for your hand? No: your partner plays for your team; pass.</source>
        <translation>Ein höheres Spiel mit diesen Karten? Nein: Dein Partner spielt für eure Partei; sag „weiter“.</translation>
    </message>
    <message>
        <source>Each announcement must rank above the highest so far, except that a player with precedence may take over the same contract. Three pass and the fourth plays his contract. Contracts you may not announce are not offered.</source>
        <translation>Jede Ansage muss über der bisher höchsten stehen, außer dass ein Spieler mit Vorrang dasselbe Spiel übernehmen darf. Drei sagen „weiter“, und der Vierte spielt sein Spiel. Spiele, die du nicht ansagen darfst, werden dir nicht angeboten.</translation>
    </message>
    <message>
        <source>No {rank:A}, no {rank:10}: a hand that hardly takes a trick. East, the caller, has announced the normal game.</source>
        <translation>Kein {rank:A}, kein {rank:10}: Karten, die kaum einen Stich machen. Ost, der Rufer, hat das normale Spiel angesagt.</translation>
    </message>
    <message>
        <source>Right: the Bettler is worth 4 points, and your low cards keep you from taking a trick.</source>
        <translation>Richtig: Der Bettler zählt 4 Punkte, und mit deinen niedrigen Karten machst du keinen Stich.</translation>
    </message>
    <message>
        <source>A Schnapser is over as soon as the declarer has 66 with every trick so far his own, and lost when anyone else takes a trick. Only the caller&apos;s team may announce these two; the caller&apos;s opponents have the Kontraschnapser.</source>
        <translation>Ein Schnapser ist aus, sobald der Spieler 66 hat und jeder Stich bisher seiner war, und verloren, sobald ein anderer einen Stich macht. Nur die Partei des Rufers darf diese beiden ansagen; die Gegner des Rufers haben den Kontraschnapser.</translation>
    </message>
    <message>
        <source>Gang and Zehnergang: all five tricks without trump, in the Zehnergang in ten-high order.</source>
        <translation>Gang und Zehnergang: alle fünf Stiche ohne Trumpf, im Zehnergang in der Zehnerordnung.</translation>
    </message>
    <message>
        <source>In a Gang the declarer must take all five tricks, without trump, his partner sitting out (9 points). In a Zehnergang the order is {rank:10}, {rank:K}, {rank:O}, {rank:U}, {rank:A}: the {rank:A} is the lowest card (10 points).</source>
        <translation>Im Gang muss der Spieler alle fünf Stiche machen, ohne Trumpf, sein Partner setzt aus (9 Punkte). Im Zehnergang ist die Reihenfolge {rank:10}, {rank:K}, {rank:O}, {rank:U}, {rank:A}: {rank:A} ist die niedrigste Karte (10 Punkte).</translation>
    </message>
    <message>
        <source>Right: in ten-high order each of your cards is the highest of its suit or becomes it, so every trick is yours.</source>
        <translation>Richtig: In der Zehnerordnung ist jede deiner Karten die höchste ihrer Farbe oder wird es, also gehört dir jeder Stich.</translation>
    </message>
    <message>
        <source>Your hand takes every trick in ten-high order: announce the Zehnergang.</source>
        <translation>Deine Karten machen in der Zehnerordnung jeden Stich: Sag den Zehnergang an.</translation>
    </message>
    <message>
        <source>Right: your tricks are sure, so Re: the Zehnergang now counts four times, 40 points. Your cards are played for you.</source>
        <translation>Richtig: Deine Stiche sind sicher, also „Re“: Der Zehnergang zählt jetzt vierfach, 40 Punkte. Deine Karten werden für dich gespielt.</translation>
    </message>
    <message>
        <source>Doubling the declarer&apos;s game: Kontra, Re and Sub, 2, 4 and 8 times the points.</source>
        <translation>Das Spiel des Ansagers verdoppeln: Kontra, Re und Sub, 2-, 4- und 8-fache Punkte.</translation>
    </message>
    <message>
        <source>After the auction the declarer&apos;s opponents may say Kontra (twice the points), his team may answer Re (four times), and the opponents Sub (eight times). West names {suit:H} trump and announces a Schnapser.</source>
        <translation>Nach dem Ansagen dürfen die Gegner des Spielers „Kontra“ sagen (doppelte Punkte), seine Partei darf mit „Re“ antworten (vierfach) und die Gegner mit „Sub“ (achtfach). West ruft {suit:H} als Trumpf und sagt einen Schnapser an.</translation>
    </message>
    <message>
        <source>Right: with your trumps West cannot take every trick. Kontra: twice the points.</source>
        <translation>Richtig: Gegen deine Trümpfe kann West nicht jeden Stich machen. Kontra: doppelte Punkte.</translation>
    </message>
    <message>
        <source>West answers Re. Now you may say Sub: eight times the points.</source>
        <translation>West antwortet mit „Re“. Jetzt kannst du „Sub“ sagen: achtfache Punkte.</translation>
    </message>
    <message>
        <source>Right: your trump takes the trick and the Schnapser is lost: 6 points times 8 for your team.</source>
        <translation>Richtig: Dein Trumpf macht den Stich, und der Schnapser ist verloren: 6 Punkte mal 8 für deine Partei.</translation>
    </message>
    <message>
        <source>Kontra, Re and Sub double the points each time, for whichever team wins. Say it when you are sure: a wrong Kontra doubles what you lose.</source>
        <translation>Kontra, Re und Sub verdoppeln die Punkte jedes Mal, für die Partei, die gewinnt. Sag es, wenn du sicher bist: Ein falsches Kontra verdoppelt, was du verlierst.</translation>
    </message>
    <message>
        <source>A marriage is announced on lead, before the card; it counts once your team has a trick. Genug is said right after a trick your team took (or after your announcement); wrong, it gives the deal away.</source>
        <translation>Ein Paar wird am Ausspielen angesagt, vor der Karte; es zählt, sobald deine Partei einen Stich hat. „Genug!“ sagt man gleich nach einem Stich der eigenen Partei (oder nach der eigenen Ansage); falsch gesagt, verschenkt es das Spiel.</translation>
    </message>
    <message>
        <source>What each card is worth, and the three duties of a trick: Farbzwang, Stichzwang, Trumpfzwang.</source>
        <translation>Was jede Karte zählt, und die drei Pflichten im Stich: Farbzwang, Stichzwang, Trumpfzwang.</translation>
    </message>
    <message>
        <source>West led a card of {suit:S}; North has none and trumped. You hold two cards of {suit:S}, so you must follow suit (Farbzwang). The trick is your partner&apos;s: which card gives him more card points?</source>
        <translation>West hat {suit:S} ausgespielt; Nord hat keine Karte dieser Farbe und sticht mit Trumpf. Du hast zwei Karten in {suit:S}, also musst du Farbe bedienen (Farbzwang). Der Stich gehört deinem Partner: Welche Karte bringt ihm mehr Augen?</translation>
    </message>
    <message>
        <source>You hold cards of the suit led, so you must play one of them (Farbzwang).</source>
        <translation>Du hast Karten der ausgespielten Farbe, also musst du eine davon spielen (Farbzwang).</translation>
    </message>
    <message>
        <source>North leads a card of {suit:D}, East plays a higher one. You must follow suit, and you must beat the trick if you can (Stichzwang).</source>
        <translation>Nord spielt {suit:D} aus, Ost legt eine höhere Karte. Du musst Farbe bedienen, und du musst den Stich überstechen, wenn du kannst (Stichzwang).</translation>
    </message>
    <message>
        <source>Follow suit, and when you can beat the card that wins the trick, you must (Stichzwang): here only the {DA} does.</source>
        <translation>Bedien Farbe, und wenn du die Karte, die den Stich hält, überstechen kannst, musst du es tun (Stichzwang): Hier kann das nur {DA}.</translation>
    </message>
    <message>
        <source>West leads a card of {suit:C}; East has none and trumps. You have no {suit:C} either: you must trump (Trumpfzwang), and beat the trump already played if you can.</source>
        <translation>West spielt {suit:C} aus; Ost hat keine Karte dieser Farbe und sticht mit Trumpf. Du hast auch keine Karte in {suit:C}: Du musst Trumpf spielen (Trumpfzwang) und den Trumpf im Stich überstechen, wenn du kannst.</translation>
    </message>
    <message>
        <source>Without a card of the suit led you must play a trump (Trumpfzwang), and a higher one than the trump in the trick if you have it.</source>
        <translation>Ohne Karte der ausgespielten Farbe musst du Trumpf spielen (Trumpfzwang), und zwar einen höheren als den Trumpf im Stich, wenn du ihn hast.</translation>
    </message>
    <message>
        <source>North has announced 20 and led; East has trumped. You have no card of the suit led: trump, and higher than East.</source>
        <translation>Nord hat 20 angesagt und ausgespielt; Ost hat mit Trumpf gestochen. Du hast keine Karte der ausgespielten Farbe: Stich mit Trumpf, und höher als Ost.</translation>
    </message>
    <message>
        <source>Right: your trump takes the trick, and North&apos;s 20 count now that your team has tricks.</source>
        <translation>Richtig: Dein Trumpf macht den Stich, und Nords 20 zählen, da deine Partei jetzt Stiche hat.</translation>
    </message>
    <message>
        <source>The auction: who announces what</source>
        <translation>Das Ansagen: wer was ansagen darf</translation>
    </message>
    <message>
        <source>That contract does not suit your hand: it takes every trick, so announce the Gang.</source>
        <translation>Dieses Spiel passt nicht zu deinen Karten: Sie machen jeden Stich, also sag den Gang an.</translation>
    </message>
    <message>
        <source>Right: North plays his Zehnergang for your team, worth 10, and you sit out: your partner plays it alone.</source>
        <translation>Richtig: Nord spielt seinen Zehnergang für eure Partei, er zählt 10, und du setzt aus: Dein Partner spielt ihn allein.</translation>
    </message>
    <message>
        <source>Bettler</source>
        <translation>Bettler</translation>
    </message>
    <message>
        <source>The Bettler: no trump, the partner sits out, and the declarer must take no trick.</source>
        <translation>Der Bettler: kein Trumpf, der Partner setzt aus, und der Spieler darf keinen Stich machen.</translation>
    </message>
    <message>
        <source>A Bettler is won by taking no trick at all. There is no trump, you lead, and your partner lays his cards aside. The others must still follow suit and beat the trick if they can.</source>
        <translation>Einen Bettler gewinnt, wer gar keinen Stich macht. Es gibt keinen Trumpf, du spielst aus, und dein Partner legt seine Karten weg. Die anderen müssen trotzdem Farbe bedienen und überstechen, wenn sie können.</translation>
    </message>
    <message>
        <source>That is not the contract for this hand: it takes no trick, and that is what a Bettler needs.</source>
        <translation>Das ist nicht das Spiel für diese Karten: Sie machen keinen Stich, und genau das braucht ein Bettler.</translation>
    </message>
    <message>
        <source>Which card is the safest lead? North&apos;s cards are out of play; West and East must beat your card if they can.</source>
        <translation>Welche Karte spielst du am sichersten aus? Nords Karten sind aus dem Spiel; West und Ost müssen deine Karte überstechen, wenn sie können.</translation>
    </message>
    <message>
        <source>Right: it is the lowest card of its suit, so any card of {suit:S} the others play beats it (Stichzwang).</source>
        <translation>Richtig: Sie ist die niedrigste Karte ihrer Farbe, also ist jede Karte in {suit:S}, die die anderen spielen, höher (Stichzwang).</translation>
    </message>
    <message>
        <source>The higher cards of that suit may be in North&apos;s hand, out of play: then your card takes the trick. Lead your lowest card: {SU}.</source>
        <translation>Die höheren Karten dieser Farbe können in Nords Hand sein, aus dem Spiel: Dann macht deine Karte den Stich. Spiel deine niedrigste Karte aus: {SU}.</translation>
    </message>
    <message>
        <source>You never got the lead back, and your cards went under the others&apos; higher ones: no trick, the Bettler is won. Lead low, and beat a trick only when you must.</source>
        <translation>Du bist nie mehr ans Ausspielen gekommen, und deine Karten sind unter die höheren der anderen gegangen: kein Stich, der Bettler ist gewonnen. Spiel niedrig aus, und stich nur, wenn du musst.</translation>
    </message>
    <message>
        <source>Schnapser and Bauernschnapser</source>
        <translation>Schnapser und Bauernschnapser</translation>
    </message>
    <message>
        <source>The Schnapser: 66 alone within three tricks; the Bauernschnapser: all five tricks.</source>
        <translation>Der Schnapser: 66 allein in den ersten drei Stichen; der Bauernschnapser: alle fünf Stiche.</translation>
    </message>
    <message>
        <source>In a Schnapser the declarer plays with trump and must take every trick himself until he has 66, within the first three tricks (6 points). In a Bauernschnapser he must take all five tricks (12). You are the caller and name {suit:H} trump.</source>
        <translation>Im Schnapser spielt der Spieler mit Trumpf und muss jeden Stich selbst machen, bis er 66 hat, innerhalb der ersten drei Stiche (6 Punkte). Im Bauernschnapser muss er alle fünf Stiche machen (12). Du bist Rufer und rufst {suit:H} als Trumpf.</translation>
    </message>
    <message>
        <source>Right: your 40 and one or two tricks with your trumps make 66, and your trumps take the first tricks.</source>
        <translation>Richtig: Deine 40 und ein oder zwei Stiche mit deinen Trümpfen machen 66, und deine Trümpfe machen die ersten Stiche.</translation>
    </message>
    <message>
        <source>A Bauernschnapser needs all five tricks, and the {CU} would lose the last one. A Schnapser needs only three.</source>
        <translation>Ein Bauernschnapser braucht alle fünf Stiche, und {CU} würde den letzten verlieren. Ein Schnapser braucht nur drei.</translation>
    </message>
    <message>
        <source>That contract is played without trump or to take no trick: your trumps are wasted there.</source>
        <translation>Dieses Spiel hat keinen Trumpf, oder man darf darin keinen Stich machen: Deine Trümpfe wären dort verschenkt.</translation>
    </message>
    <message>
        <source>You lead the first trick. In a Schnapser the declarer may announce too.</source>
        <translation>Du spielst zum ersten Stich aus. Im Schnapser darf auch der Spieler ein Paar ansagen.</translation>
    </message>
    <message>
        <source>40. Now lead one of the marriage&apos;s two cards: it is a high trump as well.</source>
        <translation>40. Jetzt spiel eine der beiden Karten des Paares aus: Sie ist auch ein hoher Trumpf.</translation>
    </message>
    <message>
        <source>Announce the 40 first: before your card, while you are on lead.</source>
        <translation>Sag zuerst die 40 an: vor deiner Karte, solange du am Ausspielen bist.</translation>
    </message>
    <message>
        <source>Gang and Zehnergang</source>
        <translation>Gang und Zehnergang</translation>
    </message>
    <message>
        <source>West says Kontra: he doubles your game. You may answer Re and double it once more.</source>
        <translation>West sagt „Kontra“: Er verdoppelt dein Spiel. Du kannst mit „Re“ antworten und noch einmal verdoppeln.</translation>
    </message>
    <message>
        <source>Your game cannot be lost: answer the Kontra with Re.</source>
        <translation>Dein Spiel kann nicht verloren gehen: Antworte auf das Kontra mit „Re“.</translation>
    </message>
    <message>
        <source>Five tricks for you: the Zehnergang is won, 10 points times four. In a Gang or a Zehnergang one trick for anyone else and it is lost.</source>
        <translation>Fünf Stiche für dich: Der Zehnergang ist gewonnen, 10 Punkte mal vier. Im Gang und im Zehnergang ist das Spiel verloren, sobald ein anderer einen Stich macht.</translation>
    </message>
    <message>
        <source>Kontra, Re and Sub</source>
        <translation>Kontra, Re und Sub</translation>
    </message>
    <message>
        <source>West must take every trick alone until he has 66. You hold the three highest trumps. North did not say Kontra: will you?</source>
        <translation>West muss jeden Stich allein machen, bis er 66 hat. Du hast die drei höchsten Trümpfe. Nord hat nicht „Kontra“ gesagt: Sagst du es?</translation>
    </message>
    <message>
        <source>Your three top trumps will take a trick, and one is enough to beat him: say Kontra.</source>
        <translation>Deine drei höchsten Trümpfe machen einen Stich, und einer genügt, um ihn zu schlagen: Sag „Kontra“.</translation>
    </message>
    <message>
        <source>Right: Sub. Now the first trick you take ends his Schnapser.</source>
        <translation>Richtig: Sub. Jetzt beendet der erste Stich, den du machst, seinen Schnapser.</translation>
    </message>
    <message>
        <source>Your trick is sure, so the risk is his: say Sub.</source>
        <translation>Dein Stich ist sicher, also liegt das Risiko bei ihm: Sag „Sub“.</translation>
    </message>
    <message>
        <source>West leads a card of {suit:S}. You have none: you must trump.</source>
        <translation>West spielt {suit:S} aus. Du hast keine Karte dieser Farbe: Du musst mit Trumpf stechen.</translation>
    </message>
</context>
<context>
    <name>LessonsTell</name>
    <message>
        <source>Daus</source>
        <translation>Daus</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehner</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <source>Unter</source>
        <translation>Unter</translation>
    </message>
</context>
<context>
    <name>LogError</name>
    <message>
        <source>an action must be an object</source>
        <translation>eine Aktion muss ein Objekt sein</translation>
    </message>
    <message>
        <source>an action needs &quot;seat&quot;</source>
        <translation>eine Aktion braucht &quot;seat&quot;</translation>
    </message>
    <message>
        <source>&quot;seat&quot; must be an integer 0-3</source>
        <translation>&quot;seat&quot; muss eine ganze Zahl von 0 bis 3 sein</translation>
    </message>
    <message>
        <source>an action needs one verb</source>
        <translation>eine Aktion braucht ein Verb</translation>
    </message>
    <message>
        <source>an action has exactly one verb, not %1</source>
        <translation>eine Aktion hat genau ein Verb, nicht %1</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in an action</source>
        <translation>unbekannter Schlüssel &quot;%1&quot; in einer Aktion</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a suit letter H, D, S or C</source>
        <translation>&quot;%1&quot; muss ein Farbbuchstabe H, D, S oder C sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is not a suit (H, D, S or C)</source>
        <translation>&quot;%1&quot;: %2 ist keine Farbe (H, D, S oder C)</translation>
    </message>
    <message>
        <source>&quot;aufschlagen&quot; must be the integer 0 or 1</source>
        <translation>&quot;aufschlagen&quot; muss die ganze Zahl 0 oder 1 sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true</source>
        <translation>&quot;%1&quot; muss true sein</translation>
    </message>
    <message>
        <source>&quot;double&quot; must be true or false</source>
        <translation>&quot;double&quot; muss true oder false sein</translation>
    </message>
    <message>
        <source>&quot;bid&quot; must be &quot;pass&quot; or a contract id</source>
        <translation>&quot;bid&quot; muss &quot;pass&quot; oder die Kennung eines Spiels sein</translation>
    </message>
    <message>
        <source>&quot;bid&quot;: %1 is not a contract</source>
        <translation>&quot;bid&quot;: %1 ist kein Spiel</translation>
    </message>
    <message>
        <source>&quot;play&quot; must be a card such as &quot;H10&quot;</source>
        <translation>&quot;play&quot; muss eine Karte wie &quot;H10&quot; sein</translation>
    </message>
    <message>
        <source>&quot;play&quot;: %1 is not a card</source>
        <translation>&quot;play&quot;: %1 ist keine Karte</translation>
    </message>
    <message>
        <source>not valid JSON: %1 is not a number</source>
        <translation>kein gültiges JSON: %1 ist keine Zahl</translation>
    </message>
    <message>
        <source>not valid for a deal log: the key &quot;%1&quot; appears twice in one object</source>
        <translation>für ein Spielprotokoll ungültig: der Schlüssel &quot;%1&quot; kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>numbers must be integers without a fraction, not %1</source>
        <translation>Zahlen müssen ganze Zahlen ohne Nachkommastellen sein, nicht %1</translation>
    </message>
    <message>
        <source>the log starts with a byte-order mark; save it as UTF-8 without one</source>
        <translation>das Protokoll beginnt mit einer Byte-Reihenfolge-Markierung; speichern Sie es als UTF-8 ohne sie</translation>
    </message>
    <message>
        <source>the log is not valid UTF-8 (byte %1)</source>
        <translation>das Protokoll ist kein gültiges UTF-8 (Byte %1)</translation>
    </message>
    <message>
        <source>not valid for a deal log: nested too deeply</source>
        <translation>für ein Spielprotokoll ungültig: zu tief verschachtelt</translation>
    </message>
    <message>
        <source>%1: line %2 column %3 (char %4)</source>
        <translation>%1: Zeile %2, Spalte %3 (Zeichen %4)</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>Wert erwartet</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>Trennzeichen &apos;,&apos; erwartet</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>Trennzeichen &apos;:&apos; erwartet</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>Schlüssel in doppelten Anführungszeichen erwartet</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>nicht beendete Zeichenkette ab</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>ungültiges Steuerzeichen bei</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>ungültige \-Folge</translation>
    </message>
    <message>
        <source>Invalid \uXXXX escape</source>
        <translation>ungültige \uXXXX-Folge</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>überzählige Daten</translation>
    </message>
    <message>
        <source>%1: must be a list of %2 cards, not %3</source>
        <translation>%1: muss eine Liste von %2 Karten sein, nicht %3</translation>
    </message>
    <message>
        <source>%1: must hold %2 cards, not %3</source>
        <translation>%1: muss %2 Karten enthalten, nicht %3</translation>
    </message>
    <message>
        <source>%1[%2]: a card must be a string such as &quot;H10&quot;, not %3</source>
        <translation>%1[%2]: eine Karte muss eine Zeichenkette wie &quot;H10&quot; sein, nicht %3</translation>
    </message>
    <message>
        <source>%1[%2]: &quot;%3&quot; is not a card (suit H D S C, rank A 10 K O U)</source>
        <translation>%1[%2]: &quot;%3&quot; ist keine Karte (Farbe H D S C, Wert A 10 K O U)</translation>
    </message>
    <message>
        <source>a deal log must be a JSON object, not %1</source>
        <translation>ein Spielprotokoll muss ein JSON-Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in the deal log</source>
        <translation>unbekannter Schlüssel &quot;%1&quot; im Spielprotokoll</translation>
    </message>
    <message>
        <source>the deal log has no &quot;%1&quot;</source>
        <translation>dem Spielprotokoll fehlt &quot;%1&quot;</translation>
    </message>
    <message>
        <source>format: must be &quot;%1&quot;, not %2</source>
        <translation>format: muss &quot;%1&quot; sein, nicht %2</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>dealer: must be a seat 0-3, not %1</source>
        <translation>dealer: muss ein Platz von 0 bis 3 sein, nicht %1</translation>
    </message>
    <message>
        <source>the deal log needs exactly one of &quot;hands&quot; and &quot;deck&quot;</source>
        <translation>das Spielprotokoll braucht genau eines von &quot;hands&quot; und &quot;deck&quot;</translation>
    </message>
    <message>
        <source>hands: must be a list of four hands</source>
        <translation>hands: muss eine Liste von vier Blättern sein</translation>
    </message>
    <message>
        <source>cards: %1 is dealt twice</source>
        <translation>cards: %1 ist zweimal ausgeteilt</translation>
    </message>
    <message>
        <source>actions: must be a list, not %1</source>
        <translation>actions: muss eine Liste sein, nicht %1</translation>
    </message>
    <message>
        <source>actions: at most %1, not %2</source>
        <translation>actions: höchstens %1, nicht %2</translation>
    </message>
    <message>
        <source>action %1: %2</source>
        <translation>Aktion %1: %2</translation>
    </message>
    <message>
        <source>the log is larger than %1 bytes</source>
        <translation>das Protokoll ist größer als %1 Byte</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>the saved deal %1: not valid UTF-8 (byte %2)</source>
        <translation>das gespeicherte Spiel %1: kein gültiges UTF-8 (Byte %2)</translation>
    </message>
    <message>
        <source>not a saved deal</source>
        <translation>kein gespeichertes Spiel</translation>
    </message>
    <message>
        <source>its number or Bummerl is not the one read</source>
        <translation>seine Nummer oder sein Bummerl ist nicht die gelesene</translation>
    </message>
    <message>
        <source>the saved deal %1: %2</source>
        <translation>das gespeicherte Spiel %1: %2</translation>
    </message>
    <message>
        <source>the saved deal %1 does not replay to the result it records</source>
        <translation>das gespeicherte Spiel %1 ergibt beim Nachspielen nicht das Ergebnis, das es verzeichnet</translation>
    </message>
    <message>
        <source>rules: must be an object, not %1</source>
        <translation>rules: muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>rules: unknown option %1</source>
        <translation>rules: unbekannte Option %1</translation>
    </message>
    <message>
        <source>rules: not valid JSON (%1)</source>
        <translation>rules: kein gültiges JSON (%1)</translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation>eine Zahl mit Nachkommastellen</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>rules: option &quot;%1&quot; must be %2, not %3</source>
        <translation>rules: die Option &quot;%1&quot; muss %2 sein, nicht %3</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Bauernschnapsen</source>
        <translation>Bauernschnapsen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New Bummerl</source>
        <translation>&amp;Neues Bummerl</translation>
    </message>
    <message>
        <source>&amp;Score sheet	S</source>
        <translation>&amp;Punktezettel	S</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>Stat&amp;istik</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>Practice: this deal counts neither in the match nor in the statistics.</source>
        <translation>Übung: Dieses Spiel zählt weder im Bummerl noch in der Statistik.</translation>
    </message>
    <message>
        <source>Bauernschnapsen — Practice</source>
        <translation>Bauernschnapsen — Übung</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Moves cannot be taken back at a table with friends.</source>
        <translation>An einem Tisch mit Freunden kann kein Zug zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Taking moves back is turned off in the settings.</source>
        <translation>Das Zurücknehmen von Zügen ist in den Einstellungen ausgeschaltet.</translation>
    </message>
    <message>
        <source>The review&apos;s choice here: %1</source>
        <translation>Laut Auswertung besser: %1</translation>
    </message>
    <message>
        <source>Language: %1.</source>
        <translation>Sprache: %1.</translation>
    </message>
    <message>
        <source>Deals cannot be practised at a table with friends.</source>
        <translation>An einem Tisch mit Freunden kann kein Spiel geübt werden.</translation>
    </message>
    <message>
        <source>Deals cannot be practised during a lesson.</source>
        <translation>Während einer Lektion kann kein Spiel geübt werden.</translation>
    </message>
    <message>
        <source>This deal cannot be played on from here.</source>
        <translation>Dieses Spiel kann von hier aus nicht weitergespielt werden.</translation>
    </message>
    <message>
        <source>Your first three cards: %1.</source>
        <translation>Deine ersten drei Karten: %1.</translation>
    </message>
    <message>
        <source>Your two more cards: %1.</source>
        <translation>Deine zwei weiteren Karten: %1.</translation>
    </message>
    <message>
        <source>Your turn: announce a contract.</source>
        <translation>Du bist dran: Sag ein Spiel an.</translation>
    </message>
    <message>
        <source>Your turn: announce a contract or pass.</source>
        <translation>Du bist dran: Sag ein Spiel an oder sag „weiter“.</translation>
    </message>
    <message>
        <source>Your turn: say Kontra or not.</source>
        <translation>Du bist dran: Kontra sagen oder nicht?</translation>
    </message>
    <message>
        <source>Your turn: say Re or not.</source>
        <translation>Du bist dran: Re sagen oder nicht?</translation>
    </message>
    <message>
        <source>Your turn: say Sub or not.</source>
        <translation>Du bist dran: Sub sagen oder nicht?</translation>
    </message>
    <message>
        <source>Taken back. %1</source>
        <translation>Zurückgenommen. %1</translation>
    </message>
    <message>
        <source>Enter plays %1.</source>
        <translation>Enter spielt %1.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>&amp;Last trick	L</source>
        <translation>&amp;Letzter Stich	L</translation>
    </message>
    <message>
        <source>&amp;Deal log	D</source>
        <translation>Spiel&amp;verlauf	D</translation>
    </message>
    <message>
        <source>&amp;Hint	H</source>
        <translation>&amp;Tipp	H</translation>
    </message>
    <message>
        <source>Take &amp;back</source>
        <translation>&amp;Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Dieses Spiel n&amp;och einmal spielen</translation>
    </message>
    <message>
        <source>D&amp;escribe the table	T</source>
        <translation>Ti&amp;sch beschreiben	T</translation>
    </message>
    <message>
        <source>Lea&amp;rn to play…</source>
        <translation>Spielen le&amp;rnen …</translation>
    </message>
    <message>
        <source>Play with &amp;friends…</source>
        <translation>Mit &amp;Freunden spielen …</translation>
    </message>
    <message>
        <source>Lea&amp;ve the table</source>
        <translation>Den Tisch verl&amp;assen</translation>
    </message>
    <message>
        <source>Re&amp;play a deal…</source>
        <translation>&amp;Ein Spiel nachspielen …</translation>
    </message>
    <message>
        <source>&amp;House rules…</source>
        <translation>&amp;Hausregeln …</translation>
    </message>
    <message>
        <source>All &amp;settings…</source>
        <translation>Alle &amp;Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Card &amp;pack</source>
        <translation>&amp;Kartenblatt</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>&amp;Computer players</source>
        <translation>&amp;Computerspieler</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules and help</source>
        <translation>&amp;Regeln und Hilfe</translation>
    </message>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>New Bummerl</source>
        <translation>Neues Bummerl</translation>
    </message>
    <message>
        <source>A Bummerl is being played. Give it up and start a new one at 0 : 0?</source>
        <translation>Gerade läuft ein Bummerl. Aufgeben und ein neues bei 0 : 0 beginnen?</translation>
    </message>
    <message>
        <source>The new rules apply from the next deal.</source>
        <translation>Die neuen Regeln gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every Bummerl and deal counted so far? This cannot be undone.</source>
        <translation>Alle bisher gezählten Bummerl und Spiele vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>The file of house rules could not be read; it was kept as %1.</source>
        <translation>Die Datei mit den Hausregeln konnte nicht gelesen werden; sie wurde als %1 aufgehoben.</translation>
    </message>
    <message>
        <source>The file of house rules could not be read.</source>
        <translation>Die Datei mit den Hausregeln konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>New rules</source>
        <translation>Neue Regeln</translation>
    </message>
    <message>
        <source>A deal is being played. The new rules apply from the next deal; this one is played to the end under the old rules. Change the rules?</source>
        <translation>Gerade läuft ein Spiel. Die neuen Regeln gelten ab dem nächsten Spiel; dieses wird nach den alten Regeln zu Ende gespielt. Regeln ändern?</translation>
    </message>
    <message>
        <source>Lead the King or the Ober of %1.</source>
        <translation>Spiel den König oder den Ober in %1 aus.</translation>
    </message>
    <message>
        <source>Lead the King or the Queen of %1.</source>
        <translation>Spiel den König oder die Dame in %1 aus.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Du bist dran: Spiel eine Karte.</translation>
    </message>
    <message>
        <source>Your turn: name trump.</source>
        <translation>Du bist dran: Ruf Trumpf.</translation>
    </message>
    <message>
        <source>&amp;About Bauernschnapsen</source>
        <translation>&amp;Über Bauernschnapsen</translation>
    </message>
    <message>
        <source>Your team took the trick: you may say Genug now.</source>
        <translation>Deine Partei hat den Stich gemacht: Jetzt kannst du „Genug!“ sagen.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a score sheet cell for a screen reader: its column, its value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Ansager</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Bummerl %1 given up at %2 : %3</source>
        <translation>Bummerl %1 beim Stand %2 : %3 aufgegeben</translation>
    </message>
    <message>
        <source>+%1 for us</source>
        <translation>+%1 für uns</translation>
    </message>
    <message>
        <source>+%1 for them</source>
        <translation>+%1 für die Gegner</translation>
    </message>
    <message numerus="yes">
        <source>Bummerl %1 won by us · %n Bummerl for them</source>
        <translation>
            <numerusform>Bummerl %1 gewonnen · %n Bummerl für die Gegner</numerusform>
            <numerusform>Bummerl %1 gewonnen · %n Bummerl für die Gegner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bummerl %1 won by them · %n Bummerl for us</source>
        <translation>
            <numerusform>Bummerl %1 verloren · %n Bummerl für uns</numerusform>
            <numerusform>Bummerl %1 verloren · %n Bummerl für uns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pack</name>
    <message>
        <source>William Tell</source>
        <translation>Doppeldeutsch (Tell)</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>French, four colours</source>
        <translation>Französisch, vierfärbig</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>← → choose · Enter confirm · 1–9 direct</source>
        <translation>← → wählen · Enter bestätigen · 1–9 direkt</translation>
    </message>
    <message>
        <source>Name trump</source>
        <translation>Trumpf rufen</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>Wert: %1</translation>
    </message>
    <message>
        <source>Value: %1–%2</source>
        <translation>Wert: %1–%2</translation>
    </message>
    <message>
        <source>Highest so far: %1 by %2.</source>
        <translation>Bisher höchste Ansage: %1 (%2).</translation>
    </message>
    <message>
        <source>Choose trump from the suits of your first three cards, or turn up your next card.</source>
        <translation>Ruf eine Farbe deiner ersten drei Karten als Trumpf – oder schlag auf: Deine nächste Karte wird aufgedeckt und ihre Farbe ist Trumpf.</translation>
    </message>
    <message>
        <source>You are the caller: announce the normal game or a higher contract.</source>
        <translation>Du bist Rufer: Sag das normale Spiel oder ein höheres an.</translation>
    </message>
    <message>
        <source>Announce a contract or pass.</source>
        <translation>Sag ein Spiel an oder sag „weiter“.</translation>
    </message>
    <message>
        <source>Your announcement</source>
        <translation>Deine Ansage</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Du spielst %1.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Say Kontra?</source>
        <translation>Kontra sagen?</translation>
    </message>
    <message>
        <source>Say Re?</source>
        <translation>Re sagen?</translation>
    </message>
    <message>
        <source>Say Sub?</source>
        <translation>Sub sagen?</translation>
    </message>
    <message>
        <source>Announce %1 in %2</source>
        <translation>%1 in %2 ansagen</translation>
    </message>
    <message>
        <source>Genug!</source>
        <translation>Genug!</translation>
    </message>
    <message>
        <source>↑ ↓ hand or buttons · G Genug · Enter confirm</source>
        <translation>↑ ↓ Karten oder Knöpfe · G Genug · Enter bestätigen</translation>
    </message>
    <message>
        <source>G Genug</source>
        <translation>G Genug</translation>
    </message>
    <message>
        <source>Your team took the trick: say Genug if you have 66.</source>
        <translation>Deine Partei hat den Stich gemacht: Sag „Genug!“, wenn ihr 66 habt.</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>G Genug · Enter play on</source>
        <translation>G Genug · Enter weiterspielen</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tricks: %1 · card points: %2</source>
        <translation>Stiche: %1 · Augen: %2</translation>
    </message>
    <message>
        <source>Back to the match</source>
        <translation>Zurück zum Bummerl</translation>
    </message>
    <message>
        <source>Points in this Bummerl: %1 %2 : %3 %4 · Bummerl: we carry %5, they carry %6</source>
        <translation>Punkte in diesem Bummerl: %1 %2 : %3 %4 · Bummerl: wir haben %5, die Gegner %6</translation>
    </message>
    <message>
        <source>announced %1</source>
        <translation>angesagt: %1</translation>
    </message>
    <message>
        <source>← → choose · Enter confirm · S score sheet</source>
        <translation>← → wählen · Enter bestätigen · S Punktezettel</translation>
    </message>
    <message>
        <source>We win the Bummerl!</source>
        <translation>Wir gewinnen das Bummerl!</translation>
    </message>
    <message>
        <source>They get two Bummerl: they are Schneider.</source>
        <translation>Die Gegner bekommen zwei Bummerl: Sie sind Schneider.</translation>
    </message>
    <message>
        <source>They get a Bummerl.</source>
        <translation>Die Gegner bekommen ein Bummerl.</translation>
    </message>
    <message>
        <source>They win the Bummerl!</source>
        <translation>Die Gegner gewinnen das Bummerl!</translation>
    </message>
    <message>
        <source>We get two Bummerl: we are Schneider.</source>
        <translation>Wir bekommen zwei Bummerl: Wir sind Schneider.</translation>
    </message>
    <message>
        <source>We get a Bummerl.</source>
        <translation>Wir bekommen ein Bummerl.</translation>
    </message>
    <message>
        <source>Next Bummerl</source>
        <translation>Nächstes Bummerl</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punktezettel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Esc close</source>
        <translation>Esc schließen</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Trump call</source>
        <translation>Trumpf rufen</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Spiel vorbei</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>Genug said rightly</source>
        <translation>Genug zu Recht gesagt</translation>
    </message>
    <message>
        <source>Genug said wrongly</source>
        <translation>Genug zu Unrecht gesagt</translation>
    </message>
    <message>
        <source>last trick</source>
        <translation>letzter Stich</translation>
    </message>
    <message>
        <source>contract won</source>
        <translation>Spiel gewonnen</translation>
    </message>
    <message>
        <source>contract lost</source>
        <translation>Spiel verloren</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>hergezeigt</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>neu gegeben</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>the deal is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>trump is the suit of the dealer&apos;s turned-up card; there is no trump call</source>
        <translation>Trumpf ist die Farbe der aufgedeckten Karte des Gebers; es wird kein Trumpf gerufen</translation>
    </message>
    <message>
        <source>these rules have no redeal for three Unters</source>
        <translation>nach diesen Regeln wird bei drei Untern nicht neu gegeben</translation>
    </message>
    <message>
        <source>the caller must name a suit he holds among his first three cards</source>
        <translation>der Rufer muss eine Farbe rufen, die unter seinen ersten drei Karten ist</translation>
    </message>
    <message>
        <source>turning up takes the first of the two coming cards</source>
        <translation>beim Aufschlagen wird die erste der zwei nächsten Karten aufgedeckt</translation>
    </message>
    <message>
        <source>a redeal needs three Unters among the caller&apos;s first three cards</source>
        <translation>neu gegeben wird nur, wenn die ersten drei Karten des Rufers drei Unter sind</translation>
    </message>
    <message>
        <source>a redeal can be demanded only as the caller&apos;s first action</source>
        <translation>neu geben lassen kann der Rufer nur als Allererstes</translation>
    </message>
    <message>
        <source>the caller may not pass on his first turn: he announces the normal game or higher</source>
        <translation>der Rufer darf beim ersten Mal nicht „weiter“ sagen: Er sagt das Normalspiel oder ein höheres Spiel an</translation>
    </message>
    <message>
        <source>%1 is not played under these rules</source>
        <translation>%1 wird nach diesen Regeln nicht gespielt</translation>
    </message>
    <message>
        <source>must announce higher than %1</source>
        <translation>du musst höher als %1 ansagen</translation>
    </message>
    <message>
        <source>no 20 or 40 can be announced in this contract</source>
        <translation>in diesem Spiel gibt es keinen Zwanziger und keinen Vierziger</translation>
    </message>
    <message>
        <source>in a Schnapser only the declaring side may announce 20 or 40</source>
        <translation>im Schnapser darf nur die ansagende Seite einen Zwanziger oder Vierziger ansagen</translation>
    </message>
    <message>
        <source>20 or 40 can be announced only by the player on lead, before he leads</source>
        <translation>einen Zwanziger oder Vierziger sagt nur an, wer ausspielt – vor dem Ausspielen</translation>
    </message>
    <message>
        <source>only one announcement per lead</source>
        <translation>nur eine Ansage pro Ausspiel</translation>
    </message>
    <message>
        <source>an announcement needs King and Ober of %1</source>
        <translation>für eine Ansage brauchst du König und Ober in %1</translation>
    </message>
    <message>
        <source>must lead %1 after the announcement</source>
        <translation>nach der Ansage musst du %1 ausspielen</translation>
    </message>
    <message>
        <source>does not hold %1</source>
        <translation>du hast %1 nicht</translation>
    </message>
    <message>
        <source>the declarer&apos;s partner sits out this contract</source>
        <translation>der Partner des Ansagers setzt in diesem Spiel aus</translation>
    </message>
    <message>
        <source>only the caller may announce %1</source>
        <translation>nur der Rufer darf %1 ansagen</translation>
    </message>
    <message>
        <source>only the caller or his partner may announce %1</source>
        <translation>nur der Rufer oder sein Partner darf %1 ansagen</translation>
    </message>
    <message>
        <source>only the caller&apos;s opponents may announce %1</source>
        <translation>nur die Gegner des Rufers dürfen %1 ansagen</translation>
    </message>
    <message>
        <source>the caller may not announce %1</source>
        <translation>der Rufer darf %1 nicht ansagen</translation>
    </message>
    <message>
        <source>a redeal needs three Jacks among the caller&apos;s first three cards</source>
        <translation>neu gegeben wird nur, wenn die ersten drei Karten des Rufers drei Buben sind</translation>
    </message>
    <message>
        <source>must over-trump with %1</source>
        <translation>du musst übertrumpfen: %1</translation>
    </message>
    <message>
        <source>must follow suit with %1 (Farbzwang)</source>
        <translation>du musst Farbe bedienen: %1 (Farbzwang)</translation>
    </message>
    <message>
        <source>must beat the trick with %1 (Stichzwang)</source>
        <translation>du musst den Stich überbieten: %1 (Stichzwang)</translation>
    </message>
    <message>
        <source>must trump with %1 (Trumpfzwang)</source>
        <translation>du musst trumpfen: %1 (Trumpfzwang)</translation>
    </message>
    <message>
        <source>genug can be said only in the normal game</source>
        <translation>„Genug“ gibt es nur im Normalspiel</translation>
    </message>
    <message>
        <source>genug can be said only right after a trick your team took, or right after your own announcement</source>
        <translation>„Genug“ kannst du nur gleich nach einem Stich deiner Partei sagen oder gleich nach deiner eigenen Ansage</translation>
    </message>
    <message>
        <source>not possible during the trump call</source>
        <translation>das geht nicht, während Trumpf gerufen wird</translation>
    </message>
    <message>
        <source>not possible during the auction</source>
        <translation>das geht nicht, während angesagt wird</translation>
    </message>
    <message>
        <source>not possible during Kontra, Re or Sub</source>
        <translation>das geht nicht, während Kontra, Re oder Sub gesagt wird</translation>
    </message>
    <message>
        <source>not possible during the play</source>
        <translation>das geht nicht, während gespielt wird</translation>
    </message>
    <message>
        <source>not possible during the end of the deal</source>
        <translation>das geht nicht mehr, das Spiel ist aus</translation>
    </message>
    <message>
        <source>%1 needs at least one Ace</source>
        <translation>für %1 brauchst du mindestens ein Ass</translation>
    </message>
    <message>
        <source>%1 needs all five cards of one suit</source>
        <translation>für %1 brauchst du alle fünf Karten in einer Farbe</translation>
    </message>
    <message>
        <source>%1 needs all five trumps</source>
        <translation>für %1 brauchst du fünf Trümpfe</translation>
    </message>
    <message>
        <source>these rules have no redeal for three Jacks</source>
        <translation>nach diesen Regeln wird bei drei Buben nicht neu gegeben</translation>
    </message>
    <message>
        <source>an announcement needs King and Queen of %1</source>
        <translation>für eine Ansage brauchst du König und Dame in %1</translation>
    </message>
    <message>
        <source>Action %1 (%2: %3): %4</source>
        <translation>Aktion %1 (%2: %3): %4</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Open a deal log</source>
        <translation>Spielprotokoll öffnen</translation>
    </message>
    <message>
        <source>Deal logs (%1);;All files (*)</source>
        <translation>Spielprotokolle (%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the deal log</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen …</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern …</translation>
    </message>
    <message>
        <source>First (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>Back (←)</source>
        <translation>Zurück (←)</translation>
    </message>
    <message>
        <source>Forward (→)</source>
        <translation>Weiter (→)</translation>
    </message>
    <message>
        <source>Last (End)</source>
        <translation>Zum Schluss (Ende)</translation>
    </message>
    <message>
        <source>← → step · Home first · End last · Esc close</source>
        <translation>← → Schritt · Pos1 zum Anfang · Ende zum Schluss · Esc schließen</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Dieses Spiel noch einmal spielen</translation>
    </message>
    <message>
        <source>Play this deal from its start as practice: it counts neither in the match nor in the statistics.</source>
        <translation>Dieses Spiel von Anfang an als Übung spielen: Es zählt weder im Bummerl noch in der Statistik.</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>Play this deal on from the step shown as practice: it counts neither in the match nor in the statistics.</source>
        <translation>Dieses Spiel ab dem gezeigten Schritt als Übung weiterspielen: Es zählt weder im Bummerl noch in der Statistik.</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Deal %1: %2</source>
        <translation>Spiel %1: %2</translation>
    </message>
    <message>
        <source>From the file %1</source>
        <translation>Aus der Datei %1</translation>
    </message>
    <message>
        <source>No deal of this session is finished yet.</source>
        <translation>In dieser Sitzung ist noch kein Spiel fertig.</translation>
    </message>
    <message>
        <source>Deal %1 of the saved game cannot be replayed.</source>
        <translation>Spiel %1 der gespeicherten Partie lässt sich nicht nachspielen.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>The file %1 is not a deal log that can be replayed.</source>
        <translation>Die Datei %1 ist kein Spielprotokoll, das sich nachspielen lässt.</translation>
    </message>
    <message>
        <source>The deal log could not be saved.</source>
        <translation>Das Spielprotokoll konnte nicht gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>RuleGroup</name>
    <message>
        <source>Dealing and trump</source>
        <translation>Geben und Trumpf</translation>
    </message>
    <message>
        <source>Auction and doubling</source>
        <translation>Ansagen und Kontra</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Scoring and Bummerl</source>
        <translation>Wertung und Bummerl</translation>
    </message>
</context>
<context>
    <name>RuleOption</name>
    <message>
        <source>Redeal for three Unters</source>
        <translation>Neu geben bei drei Untern</translation>
    </message>
    <message>
        <source>Example: off, his fourth card is turned up; on, he may turn up his fifth card instead.</source>
        <translation>Beispiel: Aus – seine vierte Karte wird aufgedeckt; ein – er darf stattdessen seine fünfte aufdecken.</translation>
    </message>
    <message>
        <source>Trump from the dealer&apos;s card (Farbenschnapser)</source>
        <translation>Trumpf aus der Karte des Gebers (Farbenschnapser)</translation>
    </message>
    <message>
        <source>There is no trump call: the dealer&apos;s last card of the first round is turned up and its suit is trump.</source>
        <translation>Es wird kein Trumpf gerufen: Die letzte Karte des Gebers aus der ersten Runde wird aufgedeckt, ihre Farbe ist Trumpf.</translation>
    </message>
    <message>
        <source>Example: the dealer&apos;s third card is a King of Hearts, so Hearts are trump and the auction starts at once.</source>
        <translation>Beispiel: Die dritte Karte des Gebers ist der Herz-König, also ist Herz Trumpf, und das Ansagen beginnt sofort.</translation>
    </message>
    <message>
        <source>Auction after three cards</source>
        <translation>Ansagen nach drei Karten</translation>
    </message>
    <message>
        <source>The auction is held while everyone holds three cards; the last two are dealt after it.</source>
        <translation>Angesagt wird, solange jeder drei Karten hat; die letzten zwei werden danach gegeben.</translation>
    </message>
    <message>
        <source>Example: with three cards nobody can announce a Farbengang, which needs all five cards of a suit.</source>
        <translation>Beispiel: Mit drei Karten kann niemand einen Farbengang ansagen, denn dafür braucht man alle fünf Karten einer Farbe.</translation>
    </message>
    <message>
        <source>Who may announce a Schnapser</source>
        <translation>Wer einen Schnapser ansagen darf</translation>
    </message>
    <message>
        <source>Who may announce the Schnapser and the Bauernschnapser.</source>
        <translation>Wer den Schnapser und den Bauernschnapser ansagen darf.</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>How far the doubling may go: Kontra doubles the value, Re makes it four times, Sub eight times.</source>
        <translation>Wie weit verdoppelt werden darf: Kontra verdoppelt den Wert, Re vervierfacht, Sub verachtfacht ihn.</translation>
    </message>
    <message>
        <source>Kontra, Re and Sub</source>
        <translation>Kontra, Re und Sub</translation>
    </message>
    <message>
        <source>Kontra and Re</source>
        <translation>Kontra und Re</translation>
    </message>
    <message>
        <source>Kontra only</source>
        <translation>Nur Kontra</translation>
    </message>
    <message>
        <source>No doubling</source>
        <translation>Kein Kontra</translation>
    </message>
    <message>
        <source>Bettler</source>
        <translation>Bettler</translation>
    </message>
    <message>
        <source>A contract in which the declarer must take no trick; his partner lays his cards aside.</source>
        <translation>Ein Spiel, in dem der Ansager keinen Stich machen darf; sein Partner legt die Karten weg.</translation>
    </message>
    <message>
        <source>Example: a player with only low cards announces Bettler and scores if he takes no trick.</source>
        <translation>Beispiel: Wer nur niedrige Karten hat, sagt einen Bettler an und schreibt, wenn er keinen Stich macht.</translation>
    </message>
    <message>
        <source>Value of the Bettler</source>
        <translation>Wert des Bettlers</translation>
    </message>
    <message>
        <source>A caller whose first three cards are three Unters may demand a new deal by the same dealer.</source>
        <translation>Sind die ersten drei Karten des Rufers drei Unter (Buben), darf er verlangen, dass derselbe Geber neu gibt.</translation>
    </message>
    <message>
        <source>Example: the caller&apos;s first three cards are all Unters; he says so and the same dealer deals again.</source>
        <translation>Beispiel: Der Rufer hat als erste drei Karten lauter Unter; er sagt es, und derselbe Geber gibt neu.</translation>
    </message>
    <message>
        <source>Turning up: the caller picks the card</source>
        <translation>Aufschlagen mit Wahl</translation>
    </message>
    <message>
        <source>When the caller turns up a card for trump instead of calling one, he may choose which of his two coming cards is turned.</source>
        <translation>Schlägt der Rufer auf, statt Trumpf zu rufen, darf er wählen, welche seiner zwei nächsten Karten aufgedeckt wird.</translation>
    </message>
    <message>
        <source>The caller may pass</source>
        <translation>Der Rufer darf passen</translation>
    </message>
    <message>
        <source>The caller may pass on his first turn too; if all four pass, he plays the normal game.</source>
        <translation>Der Rufer darf auch beim ersten Mal „weiter“ sagen; sagen alle vier „weiter“, spielt er das normale Spiel.</translation>
    </message>
    <message>
        <source>Example: off, the caller must announce at least the normal game; on, he may pass and wait for a higher announcement.</source>
        <translation>Beispiel: Aus – der Rufer muss mindestens das normale Spiel ansagen; ein – er darf passen und auf eine höhere Ansage warten.</translation>
    </message>
    <message>
        <source>Example: with caller only, his partner may not announce a Schnapser even with five trumps.</source>
        <translation>Beispiel: Mit „nur der Rufer“ darf sein Partner keinen Schnapser ansagen, nicht einmal mit fünf Trümpfen.</translation>
    </message>
    <message>
        <source>The caller and his partner</source>
        <translation>Der Rufer und sein Partner</translation>
    </message>
    <message>
        <source>Only the caller</source>
        <translation>Nur der Rufer</translation>
    </message>
    <message>
        <source>Example: up to Re, a Gang with Kontra and Re is worth 36 points and nobody may say Sub.</source>
        <translation>Beispiel: Bis Re – ein Gang mit Kontra und Re ist 36 Punkte wert, und Sub darf niemand sagen.</translation>
    </message>
    <message>
        <source>How many points a Bettler is worth.</source>
        <translation>Wie viele Punkte ein Bettler wert ist.</translation>
    </message>
    <message>
        <source>Example: with 5, a Bettler lost under Kontra costs 10 points.</source>
        <translation>Beispiel: Mit 5 kostet ein verlorener Bettler mit Kontra 10 Punkte.</translation>
    </message>
    <message>
        <source>4 points</source>
        <translation>4 Punkte</translation>
    </message>
    <message>
        <source>5 points</source>
        <translation>5 Punkte</translation>
    </message>
    <message>
        <source>Card order in the Bettler</source>
        <translation>Reihenfolge im Bettler</translation>
    </message>
    <message>
        <source>The order of the ranks in the Bettler, the Ass-Bettler and the Plauderer.</source>
        <translation>Die Reihenfolge der Karten im Bettler, im Ass-Bettler und im Plauderer.</translation>
    </message>
    <message>
        <source>Example: with the Ace lowest, a single Ace can never take a trick in a Bettler.</source>
        <translation>Beispiel: Ist das Daus (Ass) die niedrigste Karte, kann ein blankes Daus im Bettler nie einen Stich machen.</translation>
    </message>
    <message>
        <source>A 10 K O U (normal)</source>
        <translation>A 10 K O U (normal)</translation>
    </message>
    <message>
        <source>10 K O U A (Ace lowest)</source>
        <translation>10 K O U A (Daus/Ass am niedrigsten)</translation>
    </message>
    <message>
        <source>A K O U 10 (Ten lowest)</source>
        <translation>A K O U 10 (Zehner am niedrigsten)</translation>
    </message>
    <message>
        <source>Partner sits out without trump</source>
        <translation>Partner setzt ohne Trumpf aus</translation>
    </message>
    <message>
        <source>In a contract without trump (Bettler, Gang) the declarer&apos;s partner lays his cards aside and tricks have three cards.</source>
        <translation>In einem Spiel ohne Trumpf (Bettler, Gang) legt der Partner des Ansagers die Karten weg, und ein Stich hat drei Karten.</translation>
    </message>
    <message>
        <source>Example: off, the partner plays along, and if he takes a trick in a Gang the Gang is lost.</source>
        <translation>Beispiel: Aus – der Partner spielt mit, und macht er im Gang einen Stich, ist der Gang verloren.</translation>
    </message>
    <message>
        <source>Zehnergang</source>
        <translation>Zehnergang</translation>
    </message>
    <message>
        <source>A Gang in the ten-high order (10 K O U A): its value and its rank against the Gang.</source>
        <translation>Ein Gang in der Zehner-Reihenfolge (10 K O U A): sein Wert und sein Rang gegenüber dem Gang.</translation>
    </message>
    <message>
        <source>10 points, above the Gang</source>
        <translation>10 Punkte, über dem Gang</translation>
    </message>
    <message>
        <source>9 points, below the Gang</source>
        <translation>9 Punkte, unter dem Gang</translation>
    </message>
    <message>
        <source>8 points, below the Gang</source>
        <translation>8 Punkte, unter dem Gang</translation>
    </message>
    <message>
        <source>Example: a player holding all five Hearts lays them down and scores a Farbengang worth 18 points.</source>
        <translation>Beispiel: Wer alle fünf Herz hat, legt sie auf und schreibt einen Farbengang mit 18 Punkten.</translation>
    </message>
    <message>
        <source>A Bettler worth 5 in the ten-high order, in which the Ace is the lowest card.</source>
        <translation>Ein Bettler mit 5 Punkten in der Zehner-Reihenfolge, in der das Daus (Ass) die niedrigste Karte ist.</translation>
    </message>
    <message>
        <source>A Schnapser for the caller&apos;s team together: both partners must take every trick until they have 66, within three tricks.</source>
        <translation>Ein Schnapser für die Partei des Rufers gemeinsam: Beide Partner zusammen müssen jeden Stich machen, bis sie 66 haben – innerhalb von drei Stichen.</translation>
    </message>
    <message>
        <source>Example: the caller announces Schnapser mit Mann and his partner&apos;s 20 counts towards the 66.</source>
        <translation>Beispiel: Der Rufer sagt einen Schnapser mit Mann an, und der Zwanziger seines Partners zählt zu den 66.</translation>
    </message>
    <message>
        <source>Example: the declarer scores 7 points if he takes no trick, although the opponents see each other&apos;s cards.</source>
        <translation>Beispiel: Der Ansager schreibt 7 Punkte, wenn er keinen Stich macht, obwohl die Gegner einander in die Karten schauen.</translation>
    </message>
    <message>
        <source>A contract of the caller worth 12: the called trump counts, every suit is in the ten-high order, and he must take all five tricks.</source>
        <translation>Ein Spiel des Rufers mit 12 Punkten: Der gerufene Trumpf gilt, jede Farbe steht in der Zehner-Reihenfolge, und er muss alle fünf Stiche machen.</translation>
    </message>
    <message>
        <source>Example: the caller holds the Tens of three suits and announces Bauernloch, which ranks just above the Bauernschnapser.</source>
        <translation>Beispiel: Der Rufer hat die Zehner dreier Farben und sagt ein Bauernloch an, das knapp über dem Bauernschnapser steht.</translation>
    </message>
    <message>
        <source>Example: a normal game won for 2 points in Hearts scores 4.</source>
        <translation>Beispiel: Ein normales Spiel, das in Herz 2 Punkte bringt, zählt 4.</translation>
    </message>
    <message>
        <source>Example: after a deal worth 2 points the column shows 22 instead of 2.</source>
        <translation>Beispiel: Nach einem Spiel mit 2 Punkten steht in der Spalte 22 statt 2.</translation>
    </message>
    <message>
        <source>Points for a Bummerl</source>
        <translation>Punkte für ein Bummerl</translation>
    </message>
    <message>
        <source>How many points a team needs to win a Bummerl.</source>
        <translation>Wie viele Punkte eine Partei braucht, um ein Bummerl zu gewinnen.</translation>
    </message>
    <message>
        <source>24 points</source>
        <translation>24 Punkte</translation>
    </message>
    <message>
        <source>12 points</source>
        <translation>12 Punkte</translation>
    </message>
    <message>
        <source>A team that was one point short of the target while the opponents had none, and then loses the Bummerl, gets four Bummerl instead of one.</source>
        <translation>Eine Partei, der ein Punkt zum Ziel fehlte, während die Gegner noch keinen hatten, und die dann das Bummerl verliert, bekommt vier Bummerl statt einem.</translation>
    </message>
    <message>
        <source>Example: you lead 23 : 0 (11 : 0 with 12 points), but the opponents win the Bummerl: your team gets four Bummerl.</source>
        <translation>Beispiel: Deine Partei führt 23 : 0 (11 : 0 bei 12 Punkten), aber die Gegner gewinnen das Bummerl: Deine Partei bekommt vier Bummerl.</translation>
    </message>
    <message>
        <source>Example: worth 9 and below the Gang, a Gang announced after a Zehnergang takes it over.</source>
        <translation>Beispiel: Mit 9 Punkten unter dem Gang überbietet ein Gang einen vorher angesagten Zehnergang.</translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Wird nicht gespielt</translation>
    </message>
    <message>
        <source>Shown contracts</source>
        <translation>Hergezeigte Spiele</translation>
    </message>
    <message>
        <source>The Farbengang and the Herrenschnapser, which are won by showing the cards instead of playing them.</source>
        <translation>Farbengang und Herrenschnapser, die man gewinnt, indem man die Karten herzeigt, statt sie zu spielen.</translation>
    </message>
    <message>
        <source>Ass-Bettler</source>
        <translation>Ass-Bettler</translation>
    </message>
    <message>
        <source>A Bettler worth 5 that only a player holding at least one Ace may announce.</source>
        <translation>Ein Bettler mit 5 Punkten, den nur ansagen darf, wer mindestens ein Daus (Ass) hat.</translation>
    </message>
    <message>
        <source>Example: holding one Ace, a player may announce Ass-Bettler, and he must still take no trick.</source>
        <translation>Beispiel: Wer ein Daus hat, darf einen Ass-Bettler ansagen – und darf trotzdem keinen Stich machen.</translation>
    </message>
    <message>
        <source>Assenbettler</source>
        <translation>Assenbettler</translation>
    </message>
    <message>
        <source>Example: a hand of Aces and Unters is a good Assenbettler, because Aces are the lowest cards.</source>
        <translation>Beispiel: Wer Daus und Unter hat, hat ein gutes Blatt für den Assenbettler, denn das Daus ist hier die niedrigste Karte.</translation>
    </message>
    <message>
        <source>Schnapser mit Mann</source>
        <translation>Schnapser mit Mann</translation>
    </message>
    <message>
        <source>Plauderer</source>
        <translation>Plauderer</translation>
    </message>
    <message>
        <source>A Bettler worth 7 in which some hands are seen, as the kind of Plauderer says.</source>
        <translation>Ein Bettler mit 7 Punkten, bei dem – je nach Art des Plauderers – manche Karten offen sind.</translation>
    </message>
    <message>
        <source>Kind of Plauderer</source>
        <translation>Art des Plauderers</translation>
    </message>
    <message>
        <source>Which cards are seen in a Plauderer; it is played and scored as a Bettler worth 7.</source>
        <translation>Welche Karten im Plauderer offen sind; gespielt und gewertet wird er wie ein Bettler mit 7 Punkten.</translation>
    </message>
    <message>
        <source>Example: with the second kind, the opponents lay their cards face up after the first trick.</source>
        <translation>Beispiel: Bei der zweiten Art legen die Gegner nach dem ersten Stich ihre Karten auf.</translation>
    </message>
    <message>
        <source>The opponents see each other&apos;s cards</source>
        <translation>Die Gegner schauen einander in die Karten</translation>
    </message>
    <message>
        <source>The opponents&apos; cards lie open after the first trick</source>
        <translation>Die Karten der Gegner liegen nach dem ersten Stich offen</translation>
    </message>
    <message>
        <source>The declarer&apos;s cards lie open after the first trick</source>
        <translation>Die Karten des Ansagers liegen nach dem ersten Stich offen</translation>
    </message>
    <message>
        <source>Bauernloch</source>
        <translation>Bauernloch</translation>
    </message>
    <message>
        <source>Stichzwang</source>
        <translation>Stichzwang</translation>
    </message>
    <message>
        <source>A player must beat the trick if he can, also his partner&apos;s card, and over-trump when he trumps.</source>
        <translation>Wer kann, muss den Stich überbieten, auch die Karte des Partners, und beim Trumpfen übertrumpfen.</translation>
    </message>
    <message>
        <source>Example: the King of Hearts is led and you hold the Ace and the Unter of Hearts: you must play the Ace.</source>
        <translation>Beispiel: Herz-König wird ausgespielt, und du hast Herz-Daus und Herz-Unter: Du musst das Daus spielen.</translation>
    </message>
    <message>
        <source>Herzrunde</source>
        <translation>Herzrunde</translation>
    </message>
    <message>
        <source>A contract played with Hearts as trump counts double, whichever team scores it.</source>
        <translation>Ein Spiel mit Herz als Trumpf zählt doppelt, egal welche Partei es schreibt.</translation>
    </message>
    <message>
        <source>Count down</source>
        <translation>Herunterzählen</translation>
    </message>
    <message>
        <source>The score sheet counts down from the target to 0 instead of up; only the display changes.</source>
        <translation>Der Punktezettel zählt vom Ziel auf 0 herunter statt hinauf; nur die Anzeige ändert sich.</translation>
    </message>
    <message>
        <source>Example: with 12 (the Vienna rule) a Bummerl lasts about half as long.</source>
        <translation>Beispiel: Mit 12 (Wiener Regel) dauert ein Bummerl etwa halb so lang.</translation>
    </message>
    <message>
        <source>Retourschneider</source>
        <translation>Retourschneider</translation>
    </message>
</context>
<context>
    <name>RulePreset</name>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>Traditionell</translation>
    </message>
    <message>
        <source>All contracts</source>
        <translation>Alle Spiele</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Save house rules</source>
        <translation>Hausregeln speichern</translation>
    </message>
    <message>
        <source>Name of this set of house rules:</source>
        <translation>Name dieser Hausregeln:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter …</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Start from a preset or one of your saved sets, then change single rules below. Save your changes under a name to keep them as house rules.</source>
        <translation>Wähl eine Vorgabe oder deine gespeicherten Hausregeln und ändere darunter einzelne Regeln. Speichere deine Änderungen unter einem Namen, um sie als Hausregeln zu behalten.</translation>
    </message>
    <message>
        <source>New rules apply from the next deal.</source>
        <translation>Neue Regeln gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <source>Own rules (not saved)</source>
        <translation>Eigene Regeln (nicht gespeichert)</translation>
    </message>
    <message>
        <source>A name needs 1 to 40 characters.</source>
        <translation>Ein Name braucht 1 bis 40 Zeichen.</translation>
    </message>
    <message>
        <source>The house rules could not be saved: %1</source>
        <translation>Die Hausregeln konnten nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Goal: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <source>Deals in Bummerl %1</source>
        <translation>Spiele im Bummerl %1</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The chart of Bummerl %1, the points after each deal: we %2; the opponents %3; the goal %4.</source>
        <translation>Die Kurve von Bummerl %1, die Punkte nach jedem Spiel: wir %2; die Gegner %3; das Ziel %4.</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Card pack:</source>
        <translation>Kartenblatt:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Spielstärke:</translation>
    </message>
    <message>
        <source>A strength for each seat</source>
        <translation>Für jeden Platz eine eigene Spielstärke</translation>
    </message>
    <message>
        <source>North (your partner):</source>
        <translation>Nord (dein Partner):</translation>
    </message>
    <message>
        <source>West:</source>
        <translation>West:</translation>
    </message>
    <message>
        <source>East:</source>
        <translation>Ost:</translation>
    </message>
    <message>
        <source>Help while playing</source>
        <translation>Hilfen beim Spielen</translation>
    </message>
    <message>
        <source>Counting aid</source>
        <translation>Zählhilfe</translation>
    </message>
    <message>
        <source>Shows each team&apos;s card points beside its tricks, so you need not count them yourself.</source>
        <translation>Zeigt die Augen jeder Partei neben ihren Stichen, damit du nicht selbst zählen musst.</translation>
    </message>
    <message>
        <source>Says Genug for your team as soon as it has 66 card points, so no win is missed.</source>
        <translation>Sagt für deine Partei „Genug!“, sobald sie 66 Augen hat, damit kein Sieg verloren geht.</translation>
    </message>
    <message>
        <source>Automatic Genug</source>
        <translation>Automatisch „Genug!“</translation>
    </message>
    <message>
        <source>Take back moves (Ctrl+Z)</source>
        <translation>Züge zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Ctrl+Z undoes your last decision and the computers&apos; answers to it. A deal with moves taken back is counted apart in the statistics.</source>
        <translation>Strg+Z nimmt deine letzte Entscheidung und die Antworten der Computer darauf zurück. Ein Spiel mit zurückgenommenen Zügen zählt in der Statistik gesondert.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Töne</translation>
    </message>
    <message>
        <source>Sounds on</source>
        <translation>Töne ein</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Changes apply at once and are kept for the next start.</source>
        <translation>Änderungen gelten sofort und bleiben für den nächsten Start erhalten.</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <source>No animation</source>
        <translation>Keine Animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>%1 / %2 (%3 %)</source>
        <translation>%1 / %2 (%3 %)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Counted since %1</source>
        <translation>Gezählt seit %1</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zurücksetzen …</translation>
    </message>
    <message>
        <source>Your own games</source>
        <translation>Deine eigenen Spiele</translation>
    </message>
    <message>
        <source>At tables with friends</source>
        <translation>An Tischen mit Freunden</translation>
    </message>
    <message>
        <source>Bummerl won: %1 · lost: %2 · %3 % won</source>
        <translation>Bummerl gewonnen: %1 · verloren: %2 · %3 % gewonnen</translation>
    </message>
    <message>
        <source>Won with Schneider: %1 · lost with Schneider: %2</source>
        <translation>Mit Schneider gewonnen: %1 · mit Schneider verloren: %2</translation>
    </message>
    <message>
        <source>Deals played: %1 · dealt again: %2</source>
        <translation>Gespielte Spiele: %1 · neu gegeben: %2</translation>
    </message>
    <message>
        <source>Deals with moves taken back (counted apart, not above or below): %1</source>
        <translation>Spiele mit zurückgenommenen Zügen (gesondert gezählt, nicht oben und nicht unten): %1</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Dein Partner</translation>
    </message>
    <message>
        <source>Our team</source>
        <translation>Unsere Partei</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>No deal has been counted yet.</source>
        <translation>Es wurde noch kein Spiel gezählt.</translation>
    </message>
    <message>
        <source>Contracts won, in percent of those played</source>
        <translation>Gewonnene Spiele, in Prozent der gespielten</translation>
    </message>
    <message>
        <source>The statistics file could not be read; it was kept as %1. The statistics start fresh.</source>
        <translation>Die Statistikdatei konnte nicht gelesen werden; sie wurde als %1 aufgehoben. Die Statistik beginnt von vorn.</translation>
    </message>
    <message>
        <source>The statistics file could not be read. The statistics start fresh.</source>
        <translation>Die Statistikdatei konnte nicht gelesen werden. Die Statistik beginnt von vorn.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Die Statistik konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>Strength</name>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Klubspieler</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
</context>
<context>
    <name>SuitFrench</name>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
</context>
<context>
    <name>SuitTell</name>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Laub</translation>
    </message>
    <message>
        <source>Acorns</source>
        <translation>Eichel</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Ansager</translation>
    </message>
    <message>
        <source>Caller</source>
        <translation>Rufer</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>%1 is thinking</source>
        <translation>%1 denkt nach</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>denkt nach</translation>
    </message>
    <message>
        <source>First to %1 points</source>
        <translation>Punkte bis %1</translation>
    </message>
    <message>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
    </message>
    <message>
        <source>Each team&apos;s points in this Bummerl; each dot (●) is a Bummerl the team has lost (a Schneider counts two).</source>
        <translation>Die Punkte jeder Partei in diesem Bummerl; jeder Kreis (●) ist ein Bummerl, das die Partei verloren hat (ein Schneider zählt zwei).</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Gerufen</translation>
    </message>
    <message>
        <source>Card points: %1 (+%2)</source>
        <translation>Augen: %1 (+%2)</translation>
    </message>
    <message>
        <source>Card points: %1</source>
        <translation>Augen: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a seat&apos;s call in the history of the auction</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (computer: %2 has left the table)</source>
        <translation>%1 (Computer: %2 hat den Tisch verlassen)</translation>
    </message>
    <message>
        <source>%1 (computer until %2 is back)</source>
        <translation>%1 (Computer, bis %2 zurück ist)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (Computer)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Bisher</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s)</source>
        <translation>
            <numerusform>%1: %n Stich</numerusform>
            <numerusform>%1: %n Stiche</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <source>We</source>
        <translation>Wir</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Ihr</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>The rules most clubs play, with every usual contract.</source>
        <translation>Die Regeln, wie die meisten Runden spielen, mit allen üblichen Spielen.</translation>
    </message>
    <message>
        <source>The old way: no Bettler, no Zehnergang, no contracts laid down.</source>
        <translation>Wie früher: kein Bettler, kein Zehnergang, keine aufgelegten Spiele.</translation>
    </message>
    <message>
        <source>The Standard rules and every optional contract besides.</source>
        <translation>Die Standardregeln und dazu jedes zusätzliche Spiel.</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>Welcome to Bauernschnapsen</source>
        <translation>Willkommen beim Bauernschnapsen</translation>
    </message>
    <message>
        <source>You sit at the bottom; North, opposite you, is your partner against West and East.</source>
        <translation>Du sitzt unten; Nord, dir gegenüber, ist dein Partner gegen West und Ost.</translation>
    </message>
    <message>
        <source>Click a card to play it, double-click it, or drag it to the middle of the table.</source>
        <translation>Zum Spielen eine Karte anklicken, doppelklicken oder in die Tischmitte ziehen.</translation>
    </message>
    <message>
        <source>Or with the keys: ← → choose a card, Enter plays it, 1–5 play a card at once; in a panel of buttons, ← → and Enter choose, or its number.</source>
        <translation>Oder mit den Tasten: ← → wählen eine Karte, Enter spielt sie, 1–5 spielen eine Karte sofort; bei Schaltflächen wählen ← → und Enter oder ihre Nummer.</translation>
    </message>
    <message>
        <source>F1 opens the rules and the help at any time.</source>
        <translation>F1 öffnet jederzeit die Regeln und die Hilfe.</translation>
    </message>
    <message>
        <source>To play with friends, on this network or beyond it: Game → Play with friends… opens a table for them or joins theirs.</source>
        <translation>Mit Freunden spielen, in diesem Netz oder darüber hinaus: Spiel → Mit Freunden spielen … macht einen Tisch für sie auf oder setzt dich an ihren.</translation>
    </message>
    <message>
        <source>Which rules?</source>
        <translation>Welche Regeln?</translation>
    </message>
    <message>
        <source>You can change the rules at any time under Settings → Rules.</source>
        <translation>Die Regeln kannst du jederzeit unter Einstellungen → Regeln ändern.</translation>
    </message>
    <message>
        <source>Learn to play first</source>
        <translation>Zuerst spielen lernen</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Losspielen</translation>
    </message>
</context>
</TS>
