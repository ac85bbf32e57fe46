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
        <source>Typeface: %1, bundled with the ready-made builds (Bitstream Vera licence; the DejaVu changes are in the public domain).</source>
        <translation>Schrift: %1, den fertigen Programmpaketen beigelegt (Bitstream-Vera-Lizenz; die DejaVu-Änderungen sind gemeinfrei).</translation>
    </message>
    <message>
        <source>Built with Qt for Python (PySide6 %1) and Qt %2, used under the GNU Lesser General Public License, version 3 (%3).</source>
        <translation>Erstellt mit Qt für Python (PySide6 %1) und Qt %2, genutzt unter der GNU Lesser General Public License, Version 3 (%3).</translation>
    </message>
</context>
<context>
    <name>Action</name>
    <message>
        <source>Aufschlagen</source>
        <translation>Aufschlagen</translation>
    </message>
    <message>
        <source>Aufschlagen (second card)</source>
        <translation>Aufschlagen (zweite Karte)</translation>
    </message>
    <message>
        <source>Redeal (three Unters)</source>
        <translation>Neu geben (drei Unter)</translation>
    </message>
    <message>
        <source>Redeal (three Jacks)</source>
        <translation>Neu geben (drei Buben)</translation>
    </message>
    <message>
        <source>Weiter</source>
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
        <source>Kontra: you doubled, but not doubling was worth %1 Punkte more on average.</source>
        <translation>Kontra: Du hast verdoppelt, aber nicht zu verdoppeln hätte im Schnitt %1 Punkte mehr gebracht.</translation>
    </message>
    <message>
        <source>Kontra: you did not double, but doubling was worth %1 Punkte more on average.</source>
        <translation>Kontra: Du hast nicht verdoppelt, aber Verdoppeln hätte im Schnitt %1 Punkte mehr gebracht.</translation>
    </message>
    <message>
        <source>Trump call: you chose %2, but %3 was worth %4 Punkte more on average.</source>
        <translation>Trumpf rufen: Du hast %2 gewählt, aber %3 hätte im Schnitt %4 Punkte mehr gebracht.</translation>
    </message>
    <message>
        <source>Auction: you chose %2, but %3 was worth %4 Punkte more on average.</source>
        <translation>Ansagen: Du hast %2 gewählt, aber %3 hätte im Schnitt %4 Punkte mehr gebracht.</translation>
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
        <source>Trick %1: you chose %2, but %3 was worth %4 Punkte more on average.</source>
        <translation>Stich %1: Du hast %2 gewählt, aber %3 hätte im Schnitt %4 Punkte mehr gebracht.</translation>
    </message>
    <message>
        <source>The hands as dealt</source>
        <translation>Die Karten, wie sie gegeben wurden</translation>
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
        <source>Weiter</source>
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
        <source>Bauernschnapsen, the Austrian four-player card game: you and a computer partner against two computer opponents.</source>
        <translation>Bauernschnapsen, das österreichische Kartenspiel zu viert: du und ein Computerpartner gegen zwei Computergegner.</translation>
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
        <source>start a new match whose deals follow seed N</source>
        <translation>eine neue Partie beginnen, deren Spiele dem Startwert N folgen</translation>
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
        <source>with --smoke-test: play N deals (default: a whole Bummerl)</source>
        <translation>mit --smoke-test: N Spiele spielen (sonst ein ganzes Bummerl)</translation>
    </message>
    <message>
        <source>render the window at a moment of a seeded game and exit</source>
        <translation>das Fenster in einem Moment eines Spiels mit festem Startwert als Bild speichern und beenden</translation>
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
        <source>--deals needs --smoke-test</source>
        <translation>--deals geht nur mit --smoke-test</translation>
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
        <source>smoke test: %n deals, Punkte A %1 : B %2, failures: %4, %5 s, players thought in their own process</source>
        <translation>
            <numerusform>Smoke-Test: %n Spiel, Punkte A %1 : B %2, Fehler: %4, %5 s, die Computer dachten in ihrem eigenen Prozess</numerusform>
            <numerusform>Smoke-Test: %n Spiele, Punkte A %1 : B %2, Fehler: %4, %5 s, die Computer dachten in ihrem eigenen Prozess</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>smoke test: %n deals, Punkte A %1 : B %2, failures: %4, %5 s, players thought in the window&apos;s process</source>
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
        <source>Your team must be first to 66 Augen, with the called suit as trump; you lead, as the Rufer.</source>
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
        <source>You must take no trick at all, without trump and in the Zehner order; you lead.</source>
        <translation>Du darfst keinen einzigen Stich machen, ohne Trumpf und in der Zehner-Reihenfolge; du spielst aus.</translation>
    </message>
    <message>
        <source>Your team together must take every trick until it has 66 Augen, within the first three tricks, with the called trump; the Rufer leads.</source>
        <translation>Deine Partei muss gemeinsam jeden Stich machen, bis sie 66 Augen hat, in den ersten drei Stichen, mit dem gerufenen Trumpf; der Rufer spielt aus.</translation>
    </message>
    <message>
        <source>You alone must take every trick until you have 66 Augen, within the first three tricks, with the called trump; the Rufer leads.</source>
        <translation>Du allein musst jeden Stich machen, bis du 66 Augen hast, in den ersten drei Stichen, mit dem gerufenen Trumpf; der Rufer spielt aus.</translation>
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
        <source>You must take all five tricks, without trump and in the Zehner order; you lead.</source>
        <translation>Du musst alle fünf Stiche machen, ohne Trumpf und in der Zehner-Reihenfolge; du spielst aus.</translation>
    </message>
    <message>
        <source>You alone must take all five tricks, with the called trump; the Rufer leads.</source>
        <translation>Du allein musst alle fünf Stiche machen, mit dem gerufenen Trumpf; der Rufer spielt aus.</translation>
    </message>
    <message>
        <source>You alone must take all five tricks, with the called trump and every suit in the Zehner order; you lead, as the Rufer.</source>
        <translation>Du allein musst alle fünf Stiche machen, mit dem gerufenen Trumpf und jeder Farbe in der Zehner-Reihenfolge; du spielst als Rufer aus.</translation>
    </message>
    <message>
        <source>Against the Rufer, you alone must take every trick until you have 66 Augen, within the first three tricks, with his trump; the Rufer leads.</source>
        <translation>Gegen den Rufer musst du allein jeden Stich machen, bis du 66 Augen hast, in den ersten drei Stichen, mit seinem Trumpf; der Rufer spielt aus.</translation>
    </message>
    <message>
        <source>You lay down all five cards of one suit and win at once; no card is played.</source>
        <translation>Du legst alle fünf Karten einer Farbe auf und gewinnst sofort; es wird keine Karte gespielt.</translation>
    </message>
    <message>
        <source>Against the Rufer, you alone must take all five tricks, with his trump; the Rufer leads.</source>
        <translation>Gegen den Rufer musst du allein alle fünf Stiche machen, mit seinem Trumpf; der Rufer spielt aus.</translation>
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
        <source>You play %1.</source>
        <translation>Du spielst %1.</translation>
    </message>
    <message>
        <source>%2 plays %1.</source>
        <translation>%2 spielt %1.</translation>
    </message>
    <message>
        <source>You deal; %1 is the Rufer.</source>
        <translation>Du gibst; %1 ist Rufer.</translation>
    </message>
    <message>
        <source>%1 deals; you are the Rufer.</source>
        <translation>%1 gibt; du bist Rufer.</translation>
    </message>
    <message>
        <source>%1 deals; %2 is the Rufer.</source>
        <translation>%1 gibt; %2 ist Rufer.</translation>
    </message>
    <message>
        <source>Everyone said Weiter: you play the normal game.</source>
        <translation>Alle haben „weiter“ gesagt: Du spielst das normale Spiel.</translation>
    </message>
    <message>
        <source>Everyone said Weiter: %1 plays the normal game.</source>
        <translation>Alle haben „weiter“ gesagt: %1 spielt das normale Spiel.</translation>
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
        <source>The deal in words</source>
        <translation>Das Spiel in Worten</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>D or Esc close</source>
        <translation>D oder Esc schließen</translation>
    </message>
</context>
<context>
    <name>Event</name>
    <message numerus="yes">
        <source>You take the trick (%n Augen).</source>
        <translation>
            <numerusform>Du machst den Stich (%n Auge).</numerusform>
            <numerusform>Du machst den Stich (%n Augen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes the trick (%n Augen).</source>
        <translation>
            <numerusform>%1 macht den Stich (%n Auge).</numerusform>
            <numerusform>%1 macht den Stich (%n Augen).</numerusform>
        </translation>
    </message>
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
    <message>
        <source>You say Weiter.</source>
        <translation>Du sagst „weiter“.</translation>
    </message>
    <message>
        <source>%1 says Weiter.</source>
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
        <source>Punkte: %1 +%2 (%3)</source>
        <translation>Punkte: %1 +%2 (%3)</translation>
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
        <source>Turn up your next card (aufschlagen).</source>
        <translation>Schlag auf: Deine nächste Karte bestimmt Trumpf.</translation>
    </message>
    <message>
        <source>Demand a new deal.</source>
        <translation>Lass neu geben.</translation>
    </message>
    <message>
        <source>Say Weiter.</source>
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
        <source>Your partner takes this trick: give him Augen.</source>
        <translation>Dein Partner macht diesen Stich: Gib ihm Augen.</translation>
    </message>
    <message>
        <source>It gives the fewest Augen away.</source>
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
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
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
        <source>Re&amp;play a deal…</source>
        <translation>&amp;Ein Spiel nachspielen …</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik …</translation>
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
        <source>&amp;About Bauernschnapsen…</source>
        <translation>&amp;Über Bauernschnapsen…</translation>
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
        <source>Your turn: announce a contract or say Weiter.</source>
        <translation>Du bist dran: Sag ein Spiel an oder sag „weiter“.</translation>
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
        <source>Augen</source>
        <translation>Augen</translation>
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
        <source>Punkte</source>
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
        <source>Choose trump from the suits of your first three cards, or turn up your next card (aufschlagen).</source>
        <translation>Ruf eine Farbe deiner ersten drei Karten als Trumpf – oder schlag auf: Deine nächste Karte wird aufgedeckt und ihre Farbe ist Trumpf.</translation>
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
        <source>You are the Rufer: announce the normal game or a higher contract.</source>
        <translation>Du bist Rufer: Sag das normale Spiel oder ein höheres an.</translation>
    </message>
    <message>
        <source>Announce a contract or say Weiter.</source>
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
        <source>Tricks: %1 · Augen: %2</source>
        <translation>Stiche: %1 · Augen: %2</translation>
    </message>
    <message>
        <source>announced %1</source>
        <translation>angesagt: %1</translation>
    </message>
    <message>
        <source>Enter next Bummerl · S score sheet</source>
        <translation>Enter nächstes Bummerl · S Punktezettel</translation>
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
        <source>Punkte in this Bummerl: %1 %2 : %3 %4 · Bummerl: we carry %5, they carry %6</source>
        <translation>Punkte in diesem Bummerl: %1 %2 : %3 %4 · Bummerl: wir haben %5, die Gegner %6</translation>
    </message>
    <message>
        <source>Enter next deal · S score sheet</source>
        <translation>Enter nächstes Spiel · S Punktezettel</translation>
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
        <source>the Rufer must name a suit he holds among his first three cards</source>
        <translation>der Rufer muss eine Farbe rufen, die unter seinen ersten drei Karten ist</translation>
    </message>
    <message>
        <source>trump is the suit of the dealer&apos;s turned-up card; there is no trump call</source>
        <translation>Trumpf ist die Farbe der aufgedeckten Karte des Gebers; es wird kein Trumpf gerufen</translation>
    </message>
    <message>
        <source>aufschlagen turns up the first of the two coming cards</source>
        <translation>beim Aufschlagen wird die erste der zwei nächsten Karten aufgedeckt</translation>
    </message>
    <message>
        <source>these rules have no redeal for three Unters</source>
        <translation>nach diesen Regeln wird bei drei Untern nicht neu gegeben</translation>
    </message>
    <message>
        <source>a redeal needs three Unters among the Rufer&apos;s first three cards</source>
        <translation>neu gegeben wird nur, wenn die ersten drei Karten des Rufers drei Unter sind</translation>
    </message>
    <message>
        <source>a redeal can be demanded only as the Rufer&apos;s first action</source>
        <translation>neu geben lassen kann der Rufer nur als Allererstes</translation>
    </message>
    <message>
        <source>the Rufer may not pass on his first turn: he announces the normal game or higher</source>
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
        <source>must over-trump with %1</source>
        <translation>du musst übertrumpfen: %1</translation>
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
        <source>only the Rufer may announce %1</source>
        <translation>nur der Rufer darf %1 ansagen</translation>
    </message>
    <message>
        <source>only the Rufer or his partner may announce %1</source>
        <translation>nur der Rufer oder sein Partner darf %1 ansagen</translation>
    </message>
    <message>
        <source>only the Rufer&apos;s opponents may announce %1</source>
        <translation>nur die Gegner des Rufers dürfen %1 ansagen</translation>
    </message>
    <message>
        <source>the Rufer may not announce %1</source>
        <translation>der Rufer darf %1 nicht ansagen</translation>
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
        <source>a redeal needs three Jacks among the Rufer&apos;s first three cards</source>
        <translation>neu gegeben wird nur, wenn die ersten drei Karten des Rufers drei Buben sind</translation>
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
        <source>A Rufer whose first three cards are three Unters may demand a new deal by the same dealer.</source>
        <translation>Sind die ersten drei Karten des Rufers drei Unter (Buben), darf er verlangen, dass derselbe Geber neu gibt.</translation>
    </message>
    <message>
        <source>Example: the Rufer&apos;s first three cards are all Unters; he says so and the same dealer deals again.</source>
        <translation>Beispiel: Der Rufer hat als erste drei Karten lauter Unter; er sagt es, und derselbe Geber gibt neu.</translation>
    </message>
    <message>
        <source>Aufschlagen: the Rufer picks the card</source>
        <translation>Aufschlagen mit Wahl</translation>
    </message>
    <message>
        <source>When the Rufer turns up a card for trump instead of calling one, he may choose which of his two coming cards is turned.</source>
        <translation>Schlägt der Rufer auf, statt Trumpf zu rufen, darf er wählen, welche seiner zwei nächsten Karten aufgedeckt wird.</translation>
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
        <source>The Rufer may pass</source>
        <translation>Der Rufer darf passen</translation>
    </message>
    <message>
        <source>The Rufer may say Weiter on his first turn too; if all four pass, he plays the normal game.</source>
        <translation>Der Rufer darf auch beim ersten Mal „weiter“ sagen; sagen alle vier „weiter“, spielt er das normale Spiel.</translation>
    </message>
    <message>
        <source>Example: off, the Rufer must announce at least the normal game; on, he may pass and wait for a higher announcement.</source>
        <translation>Beispiel: Aus – der Rufer muss mindestens das normale Spiel ansagen; ein – er darf passen und auf eine höhere Ansage warten.</translation>
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
        <source>Example: with Rufer only, his partner may not announce a Schnapser even with five trumps.</source>
        <translation>Beispiel: Mit „nur der Rufer“ darf sein Partner keinen Schnapser ansagen, nicht einmal mit fünf Trümpfen.</translation>
    </message>
    <message>
        <source>The Rufer and his partner</source>
        <translation>Der Rufer und sein Partner</translation>
    </message>
    <message>
        <source>Only the Rufer</source>
        <translation>Nur der Rufer</translation>
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
        <source>Example: up to Re, a Gang with Kontra and Re is worth 36 Punkte and nobody may say Sub.</source>
        <translation>Beispiel: Bis Re – ein Gang mit Kontra und Re ist 36 Punkte wert, und Sub darf niemand sagen.</translation>
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
        <source>How many Punkte a Bettler is worth.</source>
        <translation>Wie viele Punkte ein Bettler wert ist.</translation>
    </message>
    <message>
        <source>Example: with 5, a Bettler lost under Kontra costs 10 Punkte.</source>
        <translation>Beispiel: Mit 5 kostet ein verlorener Bettler mit Kontra 10 Punkte.</translation>
    </message>
    <message>
        <source>4 Punkte</source>
        <translation>4 Punkte</translation>
    </message>
    <message>
        <source>5 Punkte</source>
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
        <source>A Gang in the Zehner order (10 K O U A): its value and its rank against the Gang.</source>
        <translation>Ein Gang in der Zehner-Reihenfolge (10 K O U A): sein Wert und sein Rang gegenüber dem Gang.</translation>
    </message>
    <message>
        <source>Example: worth 9 and below the Gang, a Gang announced after a Zehnergang takes it over.</source>
        <translation>Beispiel: Mit 9 Punkten unter dem Gang überbietet ein Gang einen vorher angesagten Zehnergang.</translation>
    </message>
    <message>
        <source>10 Punkte, above the Gang</source>
        <translation>10 Punkte, über dem Gang</translation>
    </message>
    <message>
        <source>9 Punkte, below the Gang</source>
        <translation>9 Punkte, unter dem Gang</translation>
    </message>
    <message>
        <source>8 Punkte, below the Gang</source>
        <translation>8 Punkte, unter dem Gang</translation>
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
        <source>Example: a player holding all five Hearts lays them down and scores a Farbengang worth 18 Punkte.</source>
        <translation>Beispiel: Wer alle fünf Herz hat, legt sie auf und schreibt einen Farbengang mit 18 Punkten.</translation>
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
        <source>A Bettler worth 5 in the Zehner order, in which the Ace is the lowest card.</source>
        <translation>Ein Bettler mit 5 Punkten in der Zehner-Reihenfolge, in der das Daus (Ass) die niedrigste Karte ist.</translation>
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
        <source>A Schnapser for the Rufer&apos;s team together: both partners must take every trick until they have 66, within three tricks.</source>
        <translation>Ein Schnapser für die Partei des Rufers gemeinsam: Beide Partner zusammen müssen jeden Stich machen, bis sie 66 haben – innerhalb von drei Stichen.</translation>
    </message>
    <message>
        <source>Example: the Rufer announces Schnapser mit Mann and his partner&apos;s 20 counts towards the 66.</source>
        <translation>Beispiel: Der Rufer sagt einen Schnapser mit Mann an, und der Zwanziger seines Partners zählt zu den 66.</translation>
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
        <source>Example: the declarer scores 7 Punkte if he takes no trick, although the opponents see each other&apos;s cards.</source>
        <translation>Beispiel: Der Ansager schreibt 7 Punkte, wenn er keinen Stich macht, obwohl die Gegner einander in die Karten schauen.</translation>
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
        <source>A contract of the Rufer worth 12: the called trump counts, every suit is in the Zehner order, and he must take all five tricks.</source>
        <translation>Ein Spiel des Rufers mit 12 Punkten: Der gerufene Trumpf gilt, jede Farbe steht in der Zehner-Reihenfolge, und er muss alle fünf Stiche machen.</translation>
    </message>
    <message>
        <source>Example: the Rufer holds the Tens of three suits and announces Bauernloch, which ranks just above the Bauernschnapser.</source>
        <translation>Beispiel: Der Rufer hat die Zehner dreier Farben und sagt ein Bauernloch an, das knapp über dem Bauernschnapser steht.</translation>
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
        <source>Example: a normal game won for 2 Punkte in Hearts scores 4.</source>
        <translation>Beispiel: Ein normales Spiel, das in Herz 2 Punkte bringt, zählt 4.</translation>
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
        <source>Example: after a deal worth 2 Punkte the column shows 22 instead of 2.</source>
        <translation>Beispiel: Nach einem Spiel mit 2 Punkten steht in der Spalte 22 statt 2.</translation>
    </message>
    <message>
        <source>Punkte for a Bummerl</source>
        <translation>Punkte für ein Bummerl</translation>
    </message>
    <message>
        <source>How many Punkte a team needs to win a Bummerl.</source>
        <translation>Wie viele Punkte eine Partei braucht, um ein Bummerl zu gewinnen.</translation>
    </message>
    <message>
        <source>Example: with 12 (the Vienna rule) a Bummerl lasts about half as long.</source>
        <translation>Beispiel: Mit 12 (Wiener Regel) dauert ein Bummerl etwa halb so lang.</translation>
    </message>
    <message>
        <source>24 Punkte</source>
        <translation>24 Punkte</translation>
    </message>
    <message>
        <source>12 Punkte</source>
        <translation>12 Punkte</translation>
    </message>
    <message>
        <source>Retourschneider</source>
        <translation>Retourschneider</translation>
    </message>
    <message>
        <source>A team that was one Punkt short of the target while the opponents had none, and then loses the Bummerl, gets four Bummerl instead of one.</source>
        <translation>Eine Partei, der ein Punkt zum Ziel fehlte, während die Gegner noch keinen hatten, und die dann das Bummerl verliert, bekommt vier Bummerl statt einem.</translation>
    </message>
    <message>
        <source>Example: you lead 23 : 0 (11 : 0 with 12 Punkte), but the opponents win the Bummerl: your team gets four Bummerl.</source>
        <translation>Beispiel: Deine Partei führt 23 : 0 (11 : 0 bei 12 Punkten), aber die Gegner gewinnen das Bummerl: Deine Partei bekommt vier Bummerl.</translation>
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
        <source>Punkte</source>
        <translation>Punkte</translation>
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
        <source>Shows each team&apos;s Augen beside its tricks, so you need not count them yourself.</source>
        <translation>Zeigt die Augen jeder Partei neben ihren Stichen, damit du nicht selbst zählen musst.</translation>
    </message>
    <message>
        <source>Automatic Genug</source>
        <translation>Automatisch „Genug!“</translation>
    </message>
    <message>
        <source>Says Genug for your team as soon as it has 66 Augen, so no win is missed.</source>
        <translation>Sagt für deine Partei „Genug!“, sobald sie 66 Augen hat, damit kein Sieg verloren geht.</translation>
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
        <source>Rufer</source>
        <translation>Rufer</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Ansager</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>denkt nach</translation>
    </message>
    <message>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
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
        <source>First to %1 Punkte</source>
        <translation>Punkte bis %1</translation>
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
    <message>
        <source>Augen: %1 (+%2)</source>
        <translation>Augen: %1 (+%2)</translation>
    </message>
    <message>
        <source>Augen: %1</source>
        <translation>Augen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
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
        <source>Which rules?</source>
        <translation>Welche Regeln?</translation>
    </message>
    <message>
        <source>You can change the rules at any time under Settings → Rules.</source>
        <translation>Die Regeln kannst du jederzeit unter Einstellungen → Regeln ändern.</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Losspielen</translation>
    </message>
</context>
</TS>
