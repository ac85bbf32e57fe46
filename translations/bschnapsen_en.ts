<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CommandLine</name>
    <message numerus="yes">
        <source>smoke test: %n deals, Bummerl won by %1 (%2 gets %3), failures: %4, %5 s, players thought in their own process</source>
        <translation>
            <numerusform>smoke test: %n deal, Bummerl won by %1 (%2 gets %3), failures: %4, %5 s, players thought in their own process</numerusform>
            <numerusform>smoke test: %n deals, Bummerl won by %1 (%2 gets %3), failures: %4, %5 s, players thought in their own process</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>smoke test: %n deals, Bummerl won by %1 (%2 gets %3), failures: %4, %5 s, players thought in the window&apos;s process</source>
        <translation>
            <numerusform>smoke test: %n deal, Bummerl won by %1 (%2 gets %3), failures: %4, %5 s, players thought in the window&apos;s process</numerusform>
            <numerusform>smoke test: %n deals, Bummerl won by %1 (%2 gets %3), failures: %4, %5 s, players thought in the window&apos;s process</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>smoke test: %n deals, points A %1 : B %2, failures: %4, %5 s, players thought in their own process</source>
        <translation>
            <numerusform>smoke test: %n deal, points A %1 : B %2, failures: %4, %5 s, players thought in their own process</numerusform>
            <numerusform>smoke test: %n deals, points A %1 : B %2, failures: %4, %5 s, players thought in their own process</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>smoke test: %n deals, points A %1 : B %2, failures: %4, %5 s, players thought in the window&apos;s process</source>
        <translation>
            <numerusform>smoke test: %n deal, points A %1 : B %2, failures: %4, %5 s, players thought in the window&apos;s process</numerusform>
            <numerusform>smoke test: %n deals, points A %1 : B %2, failures: %4, %5 s, players thought in the window&apos;s process</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Event</name>
    <message numerus="yes">
        <source>You take the trick (%n card points).</source>
        <translation>
            <numerusform>You take the trick (%n card point).</numerusform>
            <numerusform>You take the trick (%n card points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes the trick (%n card points).</source>
        <translation>
            <numerusform>%1 takes the trick (%n card point).</numerusform>
            <numerusform>%1 takes the trick (%n card points).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Friends</name>
    <message numerus="yes">
        <source>The connection to the table was lost: trying again in %n s…</source>
        <translation>
            <numerusform>The connection to the table was lost: trying again in %n s…</numerusform>
            <numerusform>The connection to the table was lost: trying again in %n s…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong codes: try again in %n seconds.</source>
        <translation>
            <numerusform>Too many wrong codes: try again in %n second.</numerusform>
            <numerusform>Too many wrong codes: try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many tables were opened on this server just now: try again in %n seconds.</source>
        <translation>
            <numerusform>Too many tables were opened on this server just now: try again in %n second.</numerusform>
            <numerusform>Too many tables were opened on this server just now: try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n seat(s) free</source>
        <translation>
            <numerusform>%1 (%2): %n seat free</numerusform>
            <numerusform>%1 (%2): %n seats free</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s table (%2): %n seat(s) free</source>
        <translation>
            <numerusform>%1&apos;s table (%2): %n seat free</numerusform>
            <numerusform>%1&apos;s table (%2): %n seats free</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message numerus="yes">
        <source>Bummerl %1 won by us · %n Bummerl for them</source>
        <translation>
            <numerusform>Bummerl %1 won by us · %n Bummerl for them</numerusform>
            <numerusform>Bummerl %1 won by us · %n Bummerl for them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bummerl %1 won by them · %n Bummerl for us</source>
        <translation>
            <numerusform>Bummerl %1 won by them · %n Bummerl for us</numerusform>
            <numerusform>Bummerl %1 won by them · %n Bummerl for us</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s)</source>
        <translation>
            <numerusform>%1: %n trick</numerusform>
            <numerusform>%1: %n tricks</numerusform>
        </translation>
    </message>
</context>
</TS>
