<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_AT" sourcelanguage="en">
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
    <name>Around</name>
    <message>
        <source>&amp;Last trick	L</source>
        <extracomment>the longest a hint may think the last hint shown (tests, the status line)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal log	D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint	H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trick has been taken in this deal yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished">Schließen</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L or Esc close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal in words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D or Esc close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking about a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: do not say Genug yet; your team does not have 66.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint this time: the computer could not decide.</source>
        <translation type="unfinished"></translation>
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
    <name>Contract</name>
    <message>
        <source>Normal game</source>
        <translation>Normales Spiel</translation>
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
    <name>Hint</name>
    <message>
        <source>Play %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call %1 as trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn up your next card (aufschlagen).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demand a new deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say Weiter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce 40 in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce 20 in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say Genug!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <source>Your team has 66: say Genug and score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King and Ober together count 20, or 40 in trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After an announcement you lead a card of the pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading trump draws the opponents&apos; trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the highest card left in its suit and takes the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A low lead gives little away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It wins the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner takes this trick: give him Augen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It gives the fewest Augen away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trick is lost anyway: the cheapest card will do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay under: this trick is better left to others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the only card you may play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saying Genug now loses less than playing on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your strongest suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your first three cards makes a good trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three Unters make a poor hand: a new deal is better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With your cards this contract is worth the most on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With your cards a higher announcement would lose on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declarer will probably lose: doubling pays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubling would risk more than it is likely to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is worth the most on average.</source>
        <translation type="unfinished"></translation>
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
        <source>The settings could not be saved: %1</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The new rules apply from the next deal.</source>
        <translation>Die neuen Regeln gelten ab dem nächsten Spiel.</translation>
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
        <source>Your turn: double or not.</source>
        <translation>Du bist dran: verdoppeln oder nicht?</translation>
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
        <extracomment>the card&apos;s code (&quot;H10&quot;) True if the human may play it now why not (translated), or &quot;&quot;</extracomment>
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
        <extracomment>index into ``Match.records`` Punkte of each team in its Bummerl after this deal None: given up (a new Bummerl was started)</extracomment>
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
        <extracomment>&quot;next_deal&quot;, &quot;new_bummerl&quot;, &quot;scores&quot;, &quot;resume&quot;, &quot;fresh&quot;, &quot;close&quot; keys of the panels around the table (last trick, deal log, hint), set by the window overlay panels that Esc (or their Close button) closes, back to the summary if any the overlay&apos;s width in table units by kind (10.5 otherwise)</extracomment>
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
        <source>Value: 1–3</source>
        <translation>Wert: 1–3</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>Wert: %1</translation>
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
        <source>Enter next deal · S score sheet</source>
        <translation>Enter nächstes Spiel · S Punktezettel</translation>
    </message>
    <message>
        <source>Punkte in this Bummerl: %1 %2 : %3 %4 · Bummerl: %5 : %6</source>
        <translation>Punkte in diesem Bummerl: %1 %2 : %3 %4 · Bummerl: %5 : %6</translation>
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
        <source>The deal is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
    <message>
        <source>The Rufer must name a suit he holds among his first three cards.</source>
        <translation>Der Rufer muss eine Farbe rufen, die unter seinen ersten drei Karten ist.</translation>
    </message>
    <message>
        <source>Trump is the suit of the dealer&apos;s turned-up card; there is no trump call.</source>
        <translation>Trumpf ist die Farbe der aufgedeckten Karte des Gebers; es wird kein Trumpf gerufen.</translation>
    </message>
    <message>
        <source>Aufschlagen turns up the first of the two coming cards.</source>
        <translation>Beim Aufschlagen wird die erste der zwei nächsten Karten aufgedeckt.</translation>
    </message>
    <message>
        <source>These rules have no redeal for three Unters.</source>
        <translation>Nach diesen Regeln wird bei drei Untern nicht neu gegeben.</translation>
    </message>
    <message>
        <source>A redeal needs three Unters among the Rufer&apos;s first three cards.</source>
        <translation>Neu gegeben wird nur, wenn die ersten drei Karten des Rufers drei Unter sind.</translation>
    </message>
    <message>
        <source>A redeal can be demanded only as the Rufer&apos;s first action.</source>
        <translation>Neu geben lassen kann der Rufer nur als Allererstes.</translation>
    </message>
    <message>
        <source>The Rufer may not pass on his first turn: announce the normal game or higher.</source>
        <translation>Der Rufer darf beim ersten Mal nicht „weiter“ sagen: Sag das normale Spiel oder ein höheres an.</translation>
    </message>
    <message>
        <source>%1 is not played under these rules.</source>
        <translation>%1 wird nach diesen Regeln nicht gespielt.</translation>
    </message>
    <message>
        <source>That is not a contract.</source>
        <translation>Das ist kein Spiel.</translation>
    </message>
    <message>
        <source>You may not announce %1.</source>
        <translation>Du darfst %1 nicht ansagen.</translation>
    </message>
    <message>
        <source>You do not hold the cards that %1 needs.</source>
        <translation>Dir fehlen die Karten für %1.</translation>
    </message>
    <message>
        <source>You must announce higher than %1.</source>
        <translation>Du musst höher als %1 ansagen.</translation>
    </message>
    <message>
        <source>No 20 or 40 can be announced in this contract.</source>
        <translation>In diesem Spiel gibt es keinen Zwanziger und keinen Vierziger.</translation>
    </message>
    <message>
        <source>In a Schnapser only the declaring side may announce 20 or 40.</source>
        <translation>Im Schnapser darf nur die ansagende Seite einen Zwanziger oder Vierziger ansagen.</translation>
    </message>
    <message>
        <source>20 or 40 can be announced only by the player on lead, before he leads.</source>
        <translation>Einen Zwanziger oder Vierziger sagt nur an, wer ausspielt – vor dem Ausspielen.</translation>
    </message>
    <message>
        <source>Only one announcement per lead.</source>
        <translation>Nur eine Ansage pro Ausspiel.</translation>
    </message>
    <message>
        <source>An announcement needs King and Ober of one suit.</source>
        <translation>Für eine Ansage brauchst du König und Ober einer Farbe.</translation>
    </message>
    <message>
        <source>After the announcement you must lead one of: %1.</source>
        <translation>Nach der Ansage musst du eine dieser Karten ausspielen: %1.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Diese Karte hast du nicht.</translation>
    </message>
    <message>
        <source>The declarer&apos;s partner sits out this contract.</source>
        <translation>Der Partner des Ansagers setzt in diesem Spiel aus.</translation>
    </message>
    <message>
        <source>Farbzwang: you must follow suit. Allowed: %1.</source>
        <translation>Farbzwang: Du musst Farbe bedienen. Erlaubt: %1.</translation>
    </message>
    <message>
        <source>Stichzwang: you must beat the trick. Allowed: %1.</source>
        <translation>Stichzwang: Du musst den Stich überbieten. Erlaubt: %1.</translation>
    </message>
    <message>
        <source>Trumpfzwang: you cannot follow suit, so you must trump. Allowed: %1.</source>
        <translation>Trumpfzwang: Du kannst nicht bedienen, also musst du trumpfen. Erlaubt: %1.</translation>
    </message>
    <message>
        <source>You must over-trump. Allowed: %1.</source>
        <translation>Trumpfzwang: Du musst übertrumpfen. Erlaubt: %1.</translation>
    </message>
    <message>
        <source>Genug can be said only in the normal game.</source>
        <translation>„Genug“ gibt es nur im normalen Spiel.</translation>
    </message>
    <message>
        <source>Genug can be said only right after a trick your team took, or right after your own announcement.</source>
        <translation>„Genug“ kannst du nur gleich nach einem Stich deiner Partei sagen oder gleich nach deiner eigenen Ansage.</translation>
    </message>
    <message>
        <source>These rules have no redeal for three Jacks.</source>
        <translation>Nach diesen Regeln wird bei drei Buben nicht neu gegeben.</translation>
    </message>
    <message>
        <source>A redeal needs three Jacks among the Rufer&apos;s first three cards.</source>
        <translation>Neu gegeben wird nur, wenn die ersten drei Karten des Rufers drei Buben sind.</translation>
    </message>
    <message>
        <source>An announcement needs King and Queen of one suit.</source>
        <translation>Für eine Ansage brauchst du König und Dame einer Farbe.</translation>
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
    <name>ScoreSheet</name>
    <message>
        <source>Goal: %1</source>
        <extracomment>our team: the table&apos;s green the other team: the refusal red of the status line the score sheet&apos;s paper, as the panel&apos;s tables</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals in Bummerl %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punkte</source>
        <translation type="unfinished">Punkte</translation>
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
        <extracomment>the human chose a card (click, double-click, drop) the human clicked a card that may not be played</extracomment>
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
        <source>Punkte to %1</source>
        <translation>Punkte bis %1</translation>
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
        <source>%1 by %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Höchste Ansage</translation>
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
</TS>
