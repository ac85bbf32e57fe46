<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>About %1</source>
        <translation>О программе «%1»</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Версия %1</translation>
    </message>
    <message>
        <source>The Austrian card game for four: you and a computer partner against two computer opponents.</source>
        <translation>Австрийская карточная игра вчетвером: вы и компьютерный партнёр против двух компьютерных соперников.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Лицензия</translation>
    </message>
    <message>
        <source>Free software: you may use, share and change it under the GNU General Public License, version 3 or (at your option) any later version (%1). It comes with no warranty.</source>
        <translation>Свободная программа: её можно использовать, распространять и изменять на условиях Стандартной общественной лицензии GNU версии 3 или (по вашему выбору) любой более поздней версии (%1). Она предоставляется без каких-либо гарантий.</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Авторы и источники</translation>
    </message>
    <message>
        <source>Card art and sounds: our own, drawn and made by the game&apos;s own generators, under the game&apos;s licence.</source>
        <translation>Рисунки карт и звуки — наши собственные: их нарисовали и создали генераторы самой игры; они распространяются на условиях лицензии игры.</translation>
    </message>
    <message>
        <source>Typeface: %1 (Bitstream Vera licence; the DejaVu changes are in the public domain), bundled with the Windows and macOS builds; the Debian package uses the system&apos;s copy.</source>
        <translation>Шрифт: %1 (лицензия Bitstream Vera; изменения DejaVu — общественное достояние): входит в сборки для Windows и macOS, а пакет Debian использует системный шрифт.</translation>
    </message>
    <message>
        <source>Built with Qt for Python (PySide6 %1) and Qt %2, used under the GNU Lesser General Public License, version 3 (%3).</source>
        <translation>Создано с помощью Qt для Python (PySide6 %1) и Qt %2, которые используются на условиях Меньшей стандартной общественной лицензии GNU версии 3 (%3).</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Card table</source>
        <translation>Карточный стол</translation>
    </message>
    <message>
        <source>Your hand: arrow keys choose a card, Enter plays it; T describes the table.</source>
        <translation>Ваши карты: стрелки выбирают карту, Enter её разыгрывает; T описывает стол.</translation>
    </message>
    <message>
        <source>not your turn</source>
        <translation>сейчас не ваш ход</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>можно сыграть</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>нельзя сыграть</translation>
    </message>
    <message>
        <source>not playable: %1</source>
        <translation>нельзя сыграть: %1</translation>
    </message>
    <message>
        <source>Dealer: %1. Caller: %2.</source>
        <translation>Сдающий: %1. Руфер: %2.</translation>
    </message>
    <message>
        <source>Contract: %1 by %2.</source>
        <translation>Игра: %1 (%2).</translation>
    </message>
    <message>
        <source>Highest announcement so far: %1 by %2.</source>
        <translation>Пока высшая заявка: %1 (%2).</translation>
    </message>
    <message>
        <source>No contract yet.</source>
        <translation>Игра ещё не заявлена.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <comment>a part of the calls so far: its calls</comment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation>Козырь: %1.</translation>
    </message>
    <message>
        <source>No trump.</source>
        <translation>Козыря нет.</translation>
    </message>
    <message>
        <source>Doubling: %1.</source>
        <translation>Удвоение: %1.</translation>
    </message>
    <message>
        <source>No Kontra.</source>
        <translation>Контры нет.</translation>
    </message>
    <message>
        <source>You announced 40 in %2.</source>
        <translation>Вы объявили 40: %2.</translation>
    </message>
    <message>
        <source>You announced 20 in %2.</source>
        <translation>Вы объявили 20: %2.</translation>
    </message>
    <message>
        <source>%1 announced 40 in %2.</source>
        <translation>%1 объявил 40: %2.</translation>
    </message>
    <message>
        <source>%1 announced 20 in %2.</source>
        <translation>%1 объявил 20: %2.</translation>
    </message>
    <message>
        <source>Card points: we %1, they %2.</source>
        <translation>Очки в картах: у нас %1, у соперников %2.</translation>
    </message>
    <message>
        <source>Tricks: we %1, they %2.</source>
        <translation>Взятки: у нас %1, у соперников %2.</translation>
    </message>
    <message>
        <source>Points in this Bummerl: we %1, they %2.</source>
        <translation>Баллы в этом бумерле: у нас %1, у соперников %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>На столе: %1.</translation>
    </message>
    <message>
        <source>No card on the table.</source>
        <translation>На столе нет карт.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Сдача окончена.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>Ходит %1.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Ваши карты: %1.</translation>
    </message>
    <message>
        <source>You may play: %1.</source>
        <translation>Можно сыграть: %1.</translation>
    </message>
    <message>
        <source>Last card.</source>
        <translation>Последняя карта.</translation>
    </message>
    <message>
        <source>First card.</source>
        <translation>Первая карта.</translation>
    </message>
    <message>
        <source>Last choice.</source>
        <translation>Последний вариант.</translation>
    </message>
    <message>
        <source>First choice.</source>
        <translation>Первый вариант.</translation>
    </message>
</context>
<context>
    <name>Action</name>
    <message>
        <source>Redeal (three Unters)</source>
        <translation>Пересдача (три Унтера)</translation>
    </message>
    <message>
        <source>Redeal (three Jacks)</source>
        <translation>Пересдача (три валета)</translation>
    </message>
    <message>
        <source>Turn up</source>
        <translation>Открыть карту</translation>
    </message>
    <message>
        <source>Turn up (second card)</source>
        <translation>Открыть вторую карту</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Announce in %1</source>
        <translation>Объявить: %1</translation>
    </message>
    <message>
        <source>Genug!</source>
        <translation>Хватит!</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>nothing for either team</source>
        <translation>ничего ни одной команде</translation>
    </message>
    <message>
        <source>Kontra: you doubled, but not doubling was worth %1 points more on average.</source>
        <translation>Контра: вы удвоили, а без удвоения в среднем вышло бы на %1 балла больше.</translation>
    </message>
    <message>
        <source>Kontra: you did not double, but doubling was worth %1 points more on average.</source>
        <translation>Контра: вы не удвоили, а удвоение в среднем принесло бы на %1 балла больше.</translation>
    </message>
    <message>
        <source>Trump call: you chose %2, but %3 was worth %4 points more on average.</source>
        <translation>Козырь: ваш выбор — «%2», а выбор «%3» в среднем дал бы на %4 балла больше.</translation>
    </message>
    <message>
        <source>Auction: you chose %2, but %3 was worth %4 points more on average.</source>
        <translation>Торговля: ваш выбор — «%2», а выбор «%3» в среднем дал бы на %4 балла больше.</translation>
    </message>
    <message>
        <source>Trick %1: you chose %2, but %3 was worth %4 points more on average.</source>
        <translation>Взятка %1: ваш выбор — «%2», а выбор «%3» в среднем дал бы на %4 балла больше.</translation>
    </message>
    <message>
        <source>Kontra: you chose %1</source>
        <translation>Контра: ваш выбор — «%1»</translation>
    </message>
    <message>
        <source>Trump call: you chose %1</source>
        <translation>Козырь: ваш выбор — «%1»</translation>
    </message>
    <message>
        <source>Auction: you chose %1</source>
        <translation>Торговля: ваш выбор — «%1»</translation>
    </message>
    <message>
        <source>Genug: you chose %1</source>
        <translation>«Хватит!»: ваш выбор — «%1»</translation>
    </message>
    <message>
        <source>Trick %1: you chose %2</source>
        <translation>Взятка %1: ваш выбор — «%2»</translation>
    </message>
    <message>
        <source>There was no play to look at in this deal.</source>
        <translation>В этой сдаче не было розыгрыша, который можно разобрать.</translation>
    </message>
    <message>
        <source>With open cards and the best play by all four, the deal was worth %1.</source>
        <translation>С открытыми картами и при лучшей игре всех четверых сдача дала бы: %1.</translation>
    </message>
    <message>
        <source>As played: %1.</source>
        <translation>Как сыграно: %1.</translation>
    </message>
    <message>
        <source>Your own decisions lost nothing you could have known about.</source>
        <translation>Ваши собственные решения ничего не упустили из того, что можно было знать.</translation>
    </message>
    <message>
        <source>The hands as dealt</source>
        <translation>Карты после сдачи</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a seat&apos;s hand as dealt</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (better: %2)</source>
        <translation>%1 (лучше: «%2»)</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>The deal could not be reviewed this time.</source>
        <translation>На этот раз разобрать сдачу не удалось.</translation>
    </message>
    <message>
        <source>The computer is looking at the deal with open cards…</source>
        <translation>Компьютер разбирает сдачу с открытыми картами…</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Bummerl %1 · deal %2 · %3 %4 : %5 %6</source>
        <translation>Бумерль %1 · сдача %2 · %3 %4 : %5 %6</translation>
    </message>
    <message>
        <source>Continue the saved game?</source>
        <translation>Продолжить сохранённую игру?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Some settings had values the game cannot use; they are back at their defaults. The settings file was kept as %1.</source>
        <translation>Некоторые настройки имели значения, которые игра не может использовать; им возвращены значения по умолчанию. Файл настроек сохранён как %1.</translation>
    </message>
    <message>
        <source>The settings file could not be read.</source>
        <translation>Не удалось прочитать файл настроек.</translation>
    </message>
    <message>
        <source>The settings file could not be read; it was kept as %1.</source>
        <translation>Не удалось прочитать файл настроек; он сохранён как %1.</translation>
    </message>
    <message>
        <source>The saved game could not be read.</source>
        <translation>Не удалось прочитать сохранённую игру.</translation>
    </message>
    <message>
        <source>The saved game could not be read; it was kept as %1.</source>
        <translation>Не удалось прочитать сохранённую игру; файл сохранён как %1.</translation>
    </message>
    <message>
        <source>The game starts fresh.</source>
        <translation>Игра начинается заново.</translation>
    </message>
    <message>
        <source>A file could not be read</source>
        <translation>Не удалось прочитать файл</translation>
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
        <translation>Подсказка доступна, когда ваш ход.</translation>
    </message>
    <message>
        <source>The computer is thinking about a hint…</source>
        <translation>Компьютер обдумывает подсказку…</translation>
    </message>
    <message>
        <source>Hint: do not say Genug yet; your team does not have 66.</source>
        <translation>Подсказка: пока не говорите «Хватит!» — у вашей команды ещё нет 66.</translation>
    </message>
    <message>
        <source>Hint: %1 %2</source>
        <translation>Подсказка: %1 %2</translation>
    </message>
    <message>
        <source>No hint this time: the computer could not decide.</source>
        <translation>На этот раз без подсказки: компьютер не смог решить.</translation>
    </message>
</context>
<context>
    <name>Bubble</name>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Genug!</source>
        <translation>Хватит!</translation>
    </message>
    <message>
        <source>Three Unters!</source>
        <translation>Три Унтера!</translation>
    </message>
    <message>
        <source>Three Jacks!</source>
        <translation>Три валета!</translation>
    </message>
</context>
<context>
    <name>CardFrench</name>
    <message>
        <source>Ace of Hearts</source>
        <translation>туз червей</translation>
    </message>
    <message>
        <source>Ten of Hearts</source>
        <translation>десятка червей</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <translation>король червей</translation>
    </message>
    <message>
        <source>Queen of Hearts</source>
        <translation>дама червей</translation>
    </message>
    <message>
        <source>Jack of Hearts</source>
        <translation>валет червей</translation>
    </message>
    <message>
        <source>Ace of Diamonds</source>
        <translation>туз бубен</translation>
    </message>
    <message>
        <source>Ten of Diamonds</source>
        <translation>десятка бубен</translation>
    </message>
    <message>
        <source>King of Diamonds</source>
        <translation>король бубен</translation>
    </message>
    <message>
        <source>Queen of Diamonds</source>
        <translation>дама бубен</translation>
    </message>
    <message>
        <source>Jack of Diamonds</source>
        <translation>валет бубен</translation>
    </message>
    <message>
        <source>Ace of Spades</source>
        <translation>туз пик</translation>
    </message>
    <message>
        <source>Ten of Spades</source>
        <translation>десятка пик</translation>
    </message>
    <message>
        <source>King of Spades</source>
        <translation>король пик</translation>
    </message>
    <message>
        <source>Queen of Spades</source>
        <translation>дама пик</translation>
    </message>
    <message>
        <source>Jack of Spades</source>
        <translation>валет пик</translation>
    </message>
    <message>
        <source>Ace of Clubs</source>
        <translation>туз треф</translation>
    </message>
    <message>
        <source>Ten of Clubs</source>
        <translation>десятка треф</translation>
    </message>
    <message>
        <source>King of Clubs</source>
        <translation>король треф</translation>
    </message>
    <message>
        <source>Queen of Clubs</source>
        <translation>дама треф</translation>
    </message>
    <message>
        <source>Jack of Clubs</source>
        <translation>валет треф</translation>
    </message>
</context>
<context>
    <name>CardTell</name>
    <message>
        <source>Daus of Hearts</source>
        <translation>Херц-Даус</translation>
    </message>
    <message>
        <source>Ten of Hearts</source>
        <translation>Херц-Ценер</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <translation>Херц-Кёниг</translation>
    </message>
    <message>
        <source>Ober of Hearts</source>
        <translation>Херц-Обер</translation>
    </message>
    <message>
        <source>Unter of Hearts</source>
        <translation>Херц-Унтер</translation>
    </message>
    <message>
        <source>Daus of Bells</source>
        <translation>Шеллен-Даус</translation>
    </message>
    <message>
        <source>Ten of Bells</source>
        <translation>Шеллен-Ценер</translation>
    </message>
    <message>
        <source>King of Bells</source>
        <translation>Шеллен-Кёниг</translation>
    </message>
    <message>
        <source>Ober of Bells</source>
        <translation>Шеллен-Обер</translation>
    </message>
    <message>
        <source>Unter of Bells</source>
        <translation>Шеллен-Унтер</translation>
    </message>
    <message>
        <source>Daus of Leaves</source>
        <translation>Лауб-Даус</translation>
    </message>
    <message>
        <source>Ten of Leaves</source>
        <translation>Лауб-Ценер</translation>
    </message>
    <message>
        <source>King of Leaves</source>
        <translation>Лауб-Кёниг</translation>
    </message>
    <message>
        <source>Ober of Leaves</source>
        <translation>Лауб-Обер</translation>
    </message>
    <message>
        <source>Unter of Leaves</source>
        <translation>Лауб-Унтер</translation>
    </message>
    <message>
        <source>Daus of Acorns</source>
        <translation>Айхель-Даус</translation>
    </message>
    <message>
        <source>Ten of Acorns</source>
        <translation>Айхель-Ценер</translation>
    </message>
    <message>
        <source>King of Acorns</source>
        <translation>Айхель-Кёниг</translation>
    </message>
    <message>
        <source>Ober of Acorns</source>
        <translation>Айхель-Обер</translation>
    </message>
    <message>
        <source>Unter of Acorns</source>
        <translation>Айхель-Унтер</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>usage: </source>
        <translation>использование: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>параметры</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>позиционные аргументы</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>показать эту справку и выйти</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>показать номер версии и выйти</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: ошибка: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>аргумент %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>недопустимое значение: %(value)r (возможны %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>недопустимое значение (%(type)s): %(value)r</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>нужно одно значение</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>неизвестные аргументы: %s</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>неоднозначный параметр: %(option)s может означать %(matches)s</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 — не целое число</translation>
    </message>
    <message>
        <source>%1 is not a table&apos;s link (bauernschnapsen://…)</source>
        <translation>%1 — не ссылка на стол (bauernschnapsen://…)</translation>
    </message>
    <message>
        <source>a table&apos;s link opens the window: it cannot be combined with --serve, --join, --smoke-test, --screenshot or --startup-time</source>
        <translation>ссылка на стол открывает окно игры: её нельзя сочетать с --serve, --join, --smoke-test, --screenshot или --startup-time</translation>
    </message>
    <message>
        <source>Bauernschnapsen, the Austrian four-player card game: you and a computer partner against two computer opponents.</source>
        <translation>Бауэрншнапсен — австрийская карточная игра вчетвером: вы и компьютерный партнёр против двух компьютерных соперников.</translation>
    </message>
    <message>
        <source>a table&apos;s link (bauernschnapsen://…) a friend sent: the game opens with that table to join</source>
        <translation>ссылка на стол (bauernschnapsen://…), которую прислал друг: игра откроется с этим столом, чтобы за него сесть</translation>
    </message>
    <message>
        <source>interface language (default: as last time, or the system&apos;s)</source>
        <translation>язык интерфейса (по умолчанию — как в прошлый раз или язык системы)</translation>
    </message>
    <message>
        <source>card pack: William Tell, French, or French in four colours</source>
        <translation>колода: «Вильгельм Телль», французская или французская четырёхцветная</translation>
    </message>
    <message>
        <source>developer switches</source>
        <translation>параметры для разработчиков</translation>
    </message>
    <message>
        <source>computer players in all four seats play through the real window at full speed, print a one-line summary and exit</source>
        <translation>компьютерные игроки на всех четырёх местах играют в настоящем окне на полной скорости; вывести итог одной строкой и выйти</translation>
    </message>
    <message>
        <source>with --smoke-test or --join: play N deals (default: a whole Bummerl)</source>
        <translation>с --smoke-test или --join: сыграть N сдач (по умолчанию — целый бумерль)</translation>
    </message>
    <message>
        <source>first frame %1 s after the program&apos;s code began (this system does not say when the process started)</source>
        <translation>первый кадр через %1 с после начала кода программы (эта система не сообщает, когда запущен процесс)</translation>
    </message>
    <message>
        <source>--deals needs --smoke-test or --join</source>
        <translation>--deals работает только вместе с --smoke-test или --join</translation>
    </message>
    <message>
        <source>render the window at a moment of a seeded game and exit</source>
        <translation>сохранить снимок окна в заданный момент игры с начальным числом и выйти</translation>
    </message>
    <message>
        <source>start a new match whose deals follow seed N; with --serve, the new tables deal from seed N, for tests and benchmarks only (without it, a table deals from the system&apos;s secure random source and nobody can foresee its deals)</source>
        <translation>начать новую партию, сдачи которой определяются начальным числом N; с --serve новые столы тоже сдают по начальному числу N, только для тестов и замеров (без него стол сдаёт из надёжного источника случайности системы, и никто не может предвидеть его сдачи)</translation>
    </message>
    <message>
        <source>with --screenshot: which moment (default: play)</source>
        <translation>с --screenshot: какой момент (по умолчанию play)</translation>
    </message>
    <message>
        <source>with --screenshot: window size</source>
        <translation>с --screenshot: размер окна</translation>
    </message>
    <message>
        <source>print the seconds from process start to the window&apos;s first painted frame and exit</source>
        <translation>вывести число секунд от запуска до первого отрисованного кадра окна и выйти</translation>
    </message>
    <message>
        <source>first frame %1 s after process start</source>
        <translation>первый кадр через %1 с после запуска процесса</translation>
    </message>
    <message>
        <source>--deals must be at least 1</source>
        <translation>--deals должно быть не меньше 1</translation>
    </message>
    <message>
        <source>--size must look like 1280x800 (at least 320x240)</source>
        <translation>--size задаётся как 1280x800 (не меньше 320x240)</translation>
    </message>
    <message>
        <source>no display found (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it from a desktop session, or set QT_QPA_PLATFORM=offscreen for a headless run.</source>
        <translation>не найден дисплей (не заданы ни DISPLAY, ни WAYLAND_DISPLAY). Запустите игру в графическом сеансе или задайте QT_QPA_PLATFORM=offscreen для запуска без экрана.</translation>
    </message>
    <message>
        <source>another Bauernschnapsen holds the lock of %1 but does not answer; close it, or end that process, and start again.</source>
        <translation>другой экземпляр Bauernschnapsen держит блокировку %1, но не отвечает; закройте его или завершите этот процесс и запустите игру снова.</translation>
    </message>
    <message numerus="yes">
        <source>smoke test: %n deals, Bummerl won by %1 (%2 gets %3), failures: %4, %5 s, players thought in their own process</source>
        <translation>
            <numerusform>проверка: %n сдача, бумерль выиграла команда %1 (команде %2 — %3), ошибок: %4, %5 с, компьютерные игроки думали в своём процессе</numerusform>
            <numerusform>проверка: %n сдачи, бумерль выиграла команда %1 (команде %2 — %3), ошибок: %4, %5 с, компьютерные игроки думали в своём процессе</numerusform>
            <numerusform>проверка: %n сдач, бумерль выиграла команда %1 (команде %2 — %3), ошибок: %4, %5 с, компьютерные игроки думали в своём процессе</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>smoke test: %n deals, Bummerl won by %1 (%2 gets %3), failures: %4, %5 s, players thought in the window&apos;s process</source>
        <translation>
            <numerusform>проверка: %n сдача, бумерль выиграла команда %1 (команде %2 — %3), ошибок: %4, %5 с, компьютерные игроки думали в процессе окна</numerusform>
            <numerusform>проверка: %n сдачи, бумерль выиграла команда %1 (команде %2 — %3), ошибок: %4, %5 с, компьютерные игроки думали в процессе окна</numerusform>
            <numerusform>проверка: %n сдач, бумерль выиграла команда %1 (команде %2 — %3), ошибок: %4, %5 с, компьютерные игроки думали в процессе окна</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>smoke test: %n deals, points A %1 : B %2, failures: %4, %5 s, players thought in their own process</source>
        <translation>
            <numerusform>проверка: %n сдача, баллы: A %1 : B %2, ошибок: %4, %5 с, компьютерные игроки думали в своём процессе</numerusform>
            <numerusform>проверка: %n сдачи, баллы: A %1 : B %2, ошибок: %4, %5 с, компьютерные игроки думали в своём процессе</numerusform>
            <numerusform>проверка: %n сдач, баллы: A %1 : B %2, ошибок: %4, %5 с, компьютерные игроки думали в своём процессе</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>smoke test: %n deals, points A %1 : B %2, failures: %4, %5 s, players thought in the window&apos;s process</source>
        <translation>
            <numerusform>проверка: %n сдача, баллы: A %1 : B %2, ошибок: %4, %5 с, компьютерные игроки думали в процессе окна</numerusform>
            <numerusform>проверка: %n сдачи, баллы: A %1 : B %2, ошибок: %4, %5 с, компьютерные игроки думали в процессе окна</numerusform>
            <numerusform>проверка: %n сдач, баллы: A %1 : B %2, ошибок: %4, %5 с, компьютерные игроки думали в процессе окна</numerusform>
        </translation>
    </message>
    <message>
        <source>the moment %1 did not come up in this game</source>
        <translation>момент %1 в этой игре не наступил</translation>
    </message>
    <message>
        <source>could not write %1</source>
        <translation>не удалось записать %1</translation>
    </message>
    <message>
        <source>screenshot: %1 (%2)</source>
        <translation>снимок экрана: %1 (%2)</translation>
    </message>
    <message>
        <source>table server (no window)</source>
        <translation>сервер столов (без окна)</translation>
    </message>
    <message>
        <source>run table servers for friends to join over the network; prints the address and each table&apos;s code as JSON</source>
        <translation>открыть столы, за которые друзья садятся по сети; выводит адрес и код каждого стола в JSON</translation>
    </message>
    <message>
        <source>with --serve: where to listen (port 0: any free port)</source>
        <translation>с --serve: где принимать соединения (порт 0 — любой свободный)</translation>
    </message>
    <message>
        <source>with --serve: the folder the tables are saved in</source>
        <translation>с --serve: папка, в которой сохраняются столы</translation>
    </message>
    <message>
        <source>with --serve: announce the tables on the local network</source>
        <translation>с --serve: объявить столы в локальной сети</translation>
    </message>
    <message>
        <source>with --serve: TLS certificate (PEM): serve wss://</source>
        <translation>с --serve: сертификат TLS (PEM): работать по wss://</translation>
    </message>
    <message>
        <source>with --serve: the certificate&apos;s private key (PEM)</source>
        <translation>с --serve: закрытый ключ сертификата (PEM)</translation>
    </message>
    <message>
        <source>with --serve: a reverse proxy (address or network, repeatable or comma-separated) whose X-Forwarded-For header names the client; ignored from anyone else</source>
        <translation>с --serve: обратный прокси (адрес или сеть, можно повторять или перечислять через запятую), чей заголовок X-Forwarded-For называет клиента; от всех остальных он не учитывается</translation>
    </message>
    <message>
        <source>with --serve: what the server writes to standard error: debug, info (default: also every refused or limited connection), warning or error</source>
        <translation>с --serve: что сервер пишет в стандартный поток ошибок: debug, info (по умолчанию: также каждое отклонённое или ограниченное соединение), warning или error</translation>
    </message>
    <message>
        <source>headless client</source>
        <translation>клиент без окна</translation>
    </message>
    <message>
        <source>play one seat of a table as a computer over the network</source>
        <translation>играть за одно место стола по сети как компьютер</translation>
    </message>
    <message>
        <source>with --join: the table&apos;s code</source>
        <translation>с --join: код стола</translation>
    </message>
    <message>
        <source>with --join: the computer&apos;s strength (random, heuristic, beginner, club, expert)</source>
        <translation>с --join: сила компьютера (random, heuristic, beginner, club, expert)</translation>
    </message>
    <message>
        <source>with --join: the seat to take (default: the first free)</source>
        <translation>с --join: какое место занять (по умолчанию — первое свободное)</translation>
    </message>
    <message>
        <source>with --join: the name the others see</source>
        <translation>с --join: имя, которое видят остальные</translation>
    </message>
    <message>
        <source>with --join: write every message received to FILE, one JSON a line</source>
        <translation>с --join: записывать каждое полученное сообщение в FILE, по одному JSON в строке</translation>
    </message>
    <message>
        <source>--serve and --join cannot be combined</source>
        <translation>--serve и --join нельзя указывать вместе</translation>
    </message>
    <message>
        <source>--cert and --key go together</source>
        <translation>--cert и --key указываются только вместе</translation>
    </message>
    <message>
        <source>--listen must look like HOST:PORT, e.g. 127.0.0.1:0</source>
        <translation>--listen должен иметь вид HOST:PORT, например 127.0.0.1:0</translation>
    </message>
    <message>
        <source>--open-tables must be 0 to 1000</source>
        <translation>--open-tables должно быть от 0 до 1000</translation>
    </message>
    <message>
        <source>--tables must be 1 to 1000</source>
        <translation>--tables должно быть от 1 до 1000</translation>
    </message>
    <message>
        <source>--people must be seats 0-3, e.g. 0,2</source>
        <translation>--people — это места от 0 до 3, например 0,2</translation>
    </message>
    <message>
        <source>with --serve: how many tables to open at the start (default 1, or 0 with --open-tables; saved tables reopen)</source>
        <translation>с --serve: сколько столов открыть при запуске (по умолчанию 1, с --open-tables 0; сохранённые столы открываются снова)</translation>
    </message>
    <message>
        <source>with --serve: let players open tables from the game, at most N at once (default 200)</source>
        <translation>с --serve: игроки могут открывать столы из игры, не более N одновременно (по умолчанию 200)</translation>
    </message>
    <message>
        <source>with --open-tables: close a table opened from the game when no player has been at it for this long (default 30)</source>
        <translation>с --open-tables: закрыть стол, открытый из игры, если за ним столько минут не было ни одного игрока (по умолчанию 30)</translation>
    </message>
    <message>
        <source>with --serve or --join --open: the computers&apos; strength at the tables</source>
        <translation>с --serve или --join --open: сила компьютерных игроков за столами</translation>
    </message>
    <message>
        <source>with --serve or --join --open: the seats of a new table that are for people, e.g. 0,2 (computers play the others)</source>
        <translation>с --serve или --join --open: места нового стола для людей, например 0,2 (за остальных играет компьютер)</translation>
    </message>
    <message>
        <source>with --serve or --join --open: the house rules of new tables: a preset (standard, traditional, all_contracts) or the deal log&apos;s rules object as JSON</source>
        <translation>с --serve или --join --open: домашние правила новых столов: набор правил (standard, traditional, all_contracts) или объект правил из записи сдачи в виде JSON</translation>
    </message>
    <message>
        <source>with --join: open a new table on the server (one started with --open-tables) instead of a code; prints its code as a first line of JSON</source>
        <translation>с --join: вместо кода открыть новый стол на сервере (запущенном с --open-tables); выводит его код первой строкой JSON</translation>
    </message>
    <message>
        <source>--join needs --bot and either --code or --open</source>
        <translation>--join требует --bot и либо --code, либо --open</translation>
    </message>
    <message>
        <source>--open goes with --join</source>
        <translation>--open используется только с --join</translation>
    </message>
    <message>
        <source>--rules: %1</source>
        <translation>--rules: %1</translation>
    </message>
    <message>
        <source>--close-idle must be more than 0 minutes</source>
        <translation>--close-idle должно быть больше 0 минут</translation>
    </message>
    <message>
        <source>--trusted-proxy: %1 is not an address or a network</source>
        <translation>--trusted-proxy: %1 — не адрес и не сеть</translation>
    </message>
    <message>
        <source>cannot use the certificate %1: %2</source>
        <translation>не удаётся использовать сертификат %1: %2</translation>
    </message>
    <message>
        <source>cannot use the folder %1: %2</source>
        <translation>не удаётся использовать папку %1: %2</translation>
    </message>
    <message>
        <source>another table server uses the folder %1</source>
        <translation>папку %1 уже использует другой сервер столов</translation>
    </message>
    <message>
        <source>cannot listen on %1: %2</source>
        <translation>не удаётся принимать соединения на %1: %2</translation>
    </message>
    <message>
        <source>the server speaks protocol version %1, this client %2</source>
        <translation>сервер использует протокол версии %1, этот клиент — версии %2</translation>
    </message>
    <message>
        <source>no table has this code</source>
        <translation>стола с таким кодом нет</translation>
    </message>
    <message>
        <source>the table does not know this seat any more</source>
        <translation>стол больше не знает этого места</translation>
    </message>
    <message>
        <source>the table is full</source>
        <translation>стол заполнен</translation>
    </message>
    <message>
        <source>that seat is taken</source>
        <translation>это место занято</translation>
    </message>
    <message>
        <source>that seat is played by a computer</source>
        <translation>за это место играет компьютер</translation>
    </message>
    <message>
        <source>too many attempts: try again in %1 s</source>
        <translation>слишком много попыток: попробуйте снова через %1 с</translation>
    </message>
    <message>
        <source>the server is full</source>
        <translation>сервер заполнен</translation>
    </message>
    <message>
        <source>this server does not open tables for players</source>
        <translation>этот сервер не открывает столы для игроков</translation>
    </message>
    <message>
        <source>you already hold %1 open tables on this server: close one first</source>
        <translation>у вас уже %1 открытых столов на этом сервере: сначала закройте один</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>the server refused: %1</source>
        <translation>сервер отказал: %1</translation>
    </message>
    <message>
        <source>cannot play at %1: %2</source>
        <translation>не удаётся играть на %1: %2</translation>
    </message>
    <message>
        <source>the server at %1 sent a message that does not follow the protocol (%2)</source>
        <translation>сервер %1 прислал сообщение, не соответствующее протоколу (%2)</translation>
    </message>
</context>
<context>
    <name>Contract</name>
    <message>
        <source>Normal game</source>
        <translation>Обычная игра</translation>
    </message>
    <message>
        <source>Bettler</source>
        <translation>Беттлер</translation>
    </message>
    <message>
        <source>Ass-Bettler</source>
        <translation>Асс-беттлер</translation>
    </message>
    <message>
        <source>Assenbettler</source>
        <translation>Ассенбеттлер</translation>
    </message>
    <message>
        <source>Schnapser mit Mann</source>
        <translation>Шнапсер с партнёром</translation>
    </message>
    <message>
        <source>Schnapser</source>
        <translation>Шнапсер</translation>
    </message>
    <message>
        <source>Plauderer</source>
        <translation>Плаудерер</translation>
    </message>
    <message>
        <source>Gang</source>
        <translation>Ганг</translation>
    </message>
    <message>
        <source>Zehnergang</source>
        <translation>Ценерганг</translation>
    </message>
    <message>
        <source>Bauernschnapser</source>
        <translation>Бауэрншнапсер</translation>
    </message>
    <message>
        <source>Bauernloch</source>
        <translation>Бауэрнлох</translation>
    </message>
    <message>
        <source>Kontraschnapser</source>
        <translation>Контрашнапсер</translation>
    </message>
    <message>
        <source>Farbengang</source>
        <translation>Фарбенганг</translation>
    </message>
    <message>
        <source>Kontrabauernschnapser</source>
        <translation>Контрабауэрншнапсер</translation>
    </message>
    <message>
        <source>Herrenschnapser</source>
        <translation>Херреншнапсер</translation>
    </message>
</context>
<context>
    <name>ContractTip</name>
    <message>
        <source>Your team must be first to 66 card points, with the called suit as trump; you lead, as the caller.</source>
        <translation>Ваша команда должна первой набрать 66 очков, козырь — названная масть; вы, как руфер, ходите первым.</translation>
    </message>
    <message>
        <source>You must take no trick at all, without trump; you lead.</source>
        <translation>Вы не должны взять ни одной взятки, игра без козыря; вы ходите первым.</translation>
    </message>
    <message>
        <source>Only with an Ace in your hand: you must take no trick at all, without trump; you lead.</source>
        <translation>Только если у вас на руке есть туз: вы не должны взять ни одной взятки, игра без козыря; вы ходите первым.</translation>
    </message>
    <message>
        <source>You must take no trick at all, without trump and in the ten-high order; you lead.</source>
        <translation>Вы не должны взять ни одной взятки, игра без козыря и со старшинством ценерганга; вы ходите первым.</translation>
    </message>
    <message>
        <source>Your team together must take every trick until it has 66 card points, within the first three tricks, with the called trump; the caller leads.</source>
        <translation>Ваша команда вместе должна брать каждую взятку, пока не наберёт 66 очков, — в первых трёх взятках, с названным козырем; первым ходит руфер.</translation>
    </message>
    <message>
        <source>You alone must take every trick until you have 66 card points, within the first three tricks, with the called trump; the caller leads.</source>
        <translation>Вы один должны брать каждую взятку, пока не наберёте 66 очков, — в первых трёх взятках, с названным козырем; первым ходит руфер.</translation>
    </message>
    <message>
        <source>You must take all five tricks, without trump and in the ten-high order; you lead.</source>
        <translation>Вы должны взять все пять взяток, игра без козыря и со старшинством ценерганга; вы ходите первым.</translation>
    </message>
    <message>
        <source>You alone must take all five tricks, with the called trump; the caller leads.</source>
        <translation>Вы один должны взять все пять взяток, с названным козырем; первым ходит руфер.</translation>
    </message>
    <message>
        <source>You alone must take all five tricks, with the called trump and every suit in the ten-high order; you lead, as the caller.</source>
        <translation>Вы один должны взять все пять взяток, с названным козырем и старшинством ценерганга во всех мастях; вы, как руфер, ходите первым.</translation>
    </message>
    <message>
        <source>Against the caller, you alone must take every trick until you have 66 card points, within the first three tricks, with his trump; the caller leads.</source>
        <translation>Против руфера вы один должны брать каждую взятку, пока не наберёте 66 очков, — в первых трёх взятках, с его козырем; первым ходит руфер.</translation>
    </message>
    <message>
        <source>Against the caller, you alone must take all five tricks, with his trump; the caller leads.</source>
        <translation>Против руфера вы один должны взять все пять взяток, с его козырем; первым ходит руфер.</translation>
    </message>
    <message>
        <source>A Bettler with cards shown as the house rules say: you must take no trick at all, without trump; you lead.</source>
        <translation>Беттлер с открытыми картами, как велят домашние правила: вы не должны взять ни одной взятки, игра без козыря; вы ходите первым.</translation>
    </message>
    <message>
        <source>You must take all five tricks, without trump; you lead.</source>
        <translation>Вы должны взять все пять взяток, игра без козыря; вы ходите первым.</translation>
    </message>
    <message>
        <source>You lay down all five cards of one suit and win at once; no card is played.</source>
        <translation>Вы выкладываете все пять карт одной масти и сразу выигрываете; карты не разыгрываются.</translation>
    </message>
    <message>
        <source>You lay down all five trumps and win at once; no card is played.</source>
        <translation>Вы выкладываете все пять козырей и сразу выигрываете; карты не разыгрываются.</translation>
    </message>
</context>
<context>
    <name>DealLog</name>
    <message>
        <source>You lead %1 from the announced pair.</source>
        <translation>Вы ходите с объявленной пары: %1.</translation>
    </message>
    <message>
        <source>%2 leads %1 from the announced pair.</source>
        <translation>%2 ходит с объявленной пары: %1.</translation>
    </message>
    <message>
        <source>You deal; %1 is the caller.</source>
        <translation>Вы сдаёте; руфер — %1.</translation>
    </message>
    <message>
        <source>%1 deals; you are the caller.</source>
        <translation>%1 сдаёт; вы — руфер.</translation>
    </message>
    <message>
        <source>%1 deals; %2 is the caller.</source>
        <translation>%1 сдаёт; руфер — %2.</translation>
    </message>
    <message>
        <source>Everyone passed: you play the normal game.</source>
        <translation>Все сказали «пас»: вы играете обычную игру.</translation>
    </message>
    <message>
        <source>Everyone passed: %1 plays the normal game.</source>
        <translation>Все сказали «пас»: %1 играет обычную игру.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Вы ходите: %1.</translation>
    </message>
    <message>
        <source>You play %1 (Farbzwang and Stichzwang: you had to follow suit and beat the trick).</source>
        <translation>Вы ходите: %1 (обязанность масти и обязанность перебить: нужно было ходить в масть и перебить взятку).</translation>
    </message>
    <message>
        <source>%2 plays %1 (Farbzwang and Stichzwang: had to follow suit and beat the trick).</source>
        <translation>%2 ходит: %1 (обязанность масти и обязанность перебить: нужно было ходить в масть и перебить взятку).</translation>
    </message>
    <message>
        <source>You play %1 (Farbzwang: you had to follow suit).</source>
        <translation>Вы ходите: %1 (обязанность масти: нужно было ходить в масть).</translation>
    </message>
    <message>
        <source>%2 plays %1 (Farbzwang: had to follow suit).</source>
        <translation>%2 ходит: %1 (обязанность масти: нужно было ходить в масть).</translation>
    </message>
    <message>
        <source>You play %1 (Stichzwang: you had to beat the trick).</source>
        <translation>Вы ходите: %1 (обязанность перебить: нужно было перебить взятку).</translation>
    </message>
    <message>
        <source>%2 plays %1 (Stichzwang: had to beat the trick).</source>
        <translation>%2 ходит: %1 (обязанность перебить: нужно было перебить взятку).</translation>
    </message>
    <message>
        <source>You play %1 (Trumpfzwang: you had to over-trump).</source>
        <translation>Вы ходите: %1 (обязанность козырять: нужно было перебить козырь).</translation>
    </message>
    <message>
        <source>%2 plays %1 (Trumpfzwang: had to over-trump).</source>
        <translation>%2 ходит: %1 (обязанность козырять: нужно было перебить козырь).</translation>
    </message>
    <message>
        <source>You play %1 (Trumpfzwang: you could not follow suit and had to trump).</source>
        <translation>Вы ходите: %1 (обязанность козырять: масти не было, нужно было козырять).</translation>
    </message>
    <message>
        <source>%2 plays %1 (Trumpfzwang: could not follow suit and had to trump).</source>
        <translation>%2 ходит: %1 (обязанность козырять: масти не было, нужно было козырять).</translation>
    </message>
    <message>
        <source>%2 plays %1.</source>
        <translation>%2 ходит: %1.</translation>
    </message>
    <message>
        <source>The deal in words</source>
        <translation>Ход сдачи словами</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Сыграть эту сдачу заново</translation>
    </message>
    <message>
        <source>D or Esc close</source>
        <translation>D или Esc — закрыть</translation>
    </message>
</context>
<context>
    <name>Event</name>
    <message>
        <source>You call %1 as trump.</source>
        <translation>Вы назначаете козырь: %1.</translation>
    </message>
    <message>
        <source>%1 calls %2 as trump.</source>
        <translation>%1 назначает козырь: %2.</translation>
    </message>
    <message>
        <source>The dealer&apos;s card %1 is turned up: trump is %2.</source>
        <translation>Открыта карта сдающего: %1. Козырь — %2.</translation>
    </message>
    <message>
        <source>You turn up %1: trump is %2.</source>
        <translation>Вы открываете карту: %1. Козырь — %2.</translation>
    </message>
    <message>
        <source>%1 turns up %2: trump is %3.</source>
        <translation>%1 открывает карту: %2. Козырь — %3.</translation>
    </message>
    <message>
        <source>You demand a new deal (three Jacks).</source>
        <translation>Вы требуете пересдачи (три валета).</translation>
    </message>
    <message>
        <source>%1 demands a new deal (three Jacks).</source>
        <translation>%1 требует пересдачи (три валета).</translation>
    </message>
    <message>
        <source>You demand a new deal (three Unters).</source>
        <translation>Вы требуете пересдачи (три Унтера).</translation>
    </message>
    <message>
        <source>%1 demands a new deal (three Unters).</source>
        <translation>%1 требует пересдачи (три Унтера).</translation>
    </message>
    <message numerus="yes">
        <source>You take the trick (%n card points).</source>
        <translation>
            <numerusform>Вы берёте взятку (%n очко).</numerusform>
            <numerusform>Вы берёте взятку (%n очка).</numerusform>
            <numerusform>Вы берёте взятку (%n очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes the trick (%n card points).</source>
        <translation>
            <numerusform>%1 берёт взятку (%n очко).</numerusform>
            <numerusform>%1 берёт взятку (%n очка).</numerusform>
            <numerusform>%1 берёт взятку (%n очков).</numerusform>
        </translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Вы говорите «пас».</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 говорит «пас».</translation>
    </message>
    <message>
        <source>You announce %1.</source>
        <translation>Вы объявляете: %1.</translation>
    </message>
    <message>
        <source>%1 announces %2.</source>
        <translation>%1 объявляет: %2.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <comment>a contract</comment>
        <translation>Вы играете: %1.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <comment>a contract</comment>
        <translation>%1 играет: %2.</translation>
    </message>
    <message>
        <source>You say %1</source>
        <translation>Вы говорите: «%1»</translation>
    </message>
    <message>
        <source>%1 says %2</source>
        <translation>%1 говорит: «%2»</translation>
    </message>
    <message>
        <source>You do not say %1.</source>
        <translation>Вы не говорите «%1».</translation>
    </message>
    <message>
        <source>%1 does not say %2.</source>
        <translation>%1 не говорит «%2».</translation>
    </message>
    <message>
        <source>You sit out this deal.</source>
        <translation>Вы не участвуете в этой сдаче.</translation>
    </message>
    <message>
        <source>%1 sits out this deal.</source>
        <translation>%1 не участвует в этой сдаче.</translation>
    </message>
    <message>
        <source>You announce %1 in %2.</source>
        <translation>Вы объявляете %1: %2.</translation>
    </message>
    <message>
        <source>%3 announces %1 in %2.</source>
        <translation>%3 объявляет %1: %2.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <comment>a card</comment>
        <translation>Вы ходите: %1.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <comment>a card</comment>
        <translation>%1 ходит: %2.</translation>
    </message>
    <message>
        <source>You say Genug!</source>
        <translation>Вы говорите: «Хватит!»</translation>
    </message>
    <message>
        <source>%1 says Genug!</source>
        <translation>%1 говорит: «Хватит!»</translation>
    </message>
    <message>
        <source>No score: the cards are dealt again.</source>
        <translation>Без счёта: карты сдаются заново.</translation>
    </message>
    <message>
        <source>Points: we +%1 (%2)</source>
        <translation>Баллы: у нас +%1 (%2)</translation>
    </message>
    <message>
        <source>Points: the opponents +%1 (%2)</source>
        <translation>Баллы: у соперников +%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>permission denied</source>
        <translation>нет прав доступа</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>файл или папка не существует</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>дисковая квота исчерпана</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <source>there is a folder in the file&apos;s place</source>
        <translation>на месте файла находится папка</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>часть пути не является папкой</translation>
    </message>
    <message>
        <source>too many symbolic links in the path</source>
        <translation>слишком много символических ссылок в пути</translation>
    </message>
    <message>
        <source>the file name is too long</source>
        <translation>слишком длинное имя файла</translation>
    </message>
    <message>
        <source>an input/output error of the disk</source>
        <translation>ошибка ввода-вывода на диске</translation>
    </message>
    <message>
        <source>the file is in use</source>
        <translation>файл занят другой программой</translation>
    </message>
    <message>
        <source>the file already exists</source>
        <translation>файл уже существует</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>файл слишком большой</translation>
    </message>
    <message>
        <source>too many open files</source>
        <translation>слишком много открытых файлов</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>недостаточно памяти</translation>
    </message>
    <message>
        <source>the device is not available</source>
        <translation>устройство недоступно</translation>
    </message>
    <message>
        <source>the network file is no longer available</source>
        <translation>сетевой файл больше недоступен</translation>
    </message>
    <message>
        <source>the file is busy; try again</source>
        <translation>файл сейчас занят; попробуйте ещё раз</translation>
    </message>
    <message>
        <source>The file was written by a newer version of the game (file version %1).</source>
        <translation>Файл записан более новой версией игры (версия файла %1).</translation>
    </message>
    <message>
        <source>The file was left as it is and will not be written over.</source>
        <translation>Файл оставлен как есть и не будет перезаписан.</translation>
    </message>
    <message>
        <source>%1 could not be read, so it is kept as it is and not written over.</source>
        <translation>Не удалось прочитать %1, поэтому файл сохранён как есть и не перезаписывается.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link to %2, which cannot be written (%3); the link is left as it is.</source>
        <translation>%1 — символическая ссылка на %2, куда невозможно записать (%3); ссылка оставлена как есть.</translation>
    </message>
    <message>
        <source>the file could not be read</source>
        <translation>файл не удалось прочитать</translation>
    </message>
    <message>
        <source>there is no ordinary file in its place (a folder, pipe or device)</source>
        <translation>на его месте не обычный файл (папка, канал или устройство)</translation>
    </message>
    <message>
        <source>the file is far larger than such a file can be</source>
        <translation>файл намного больше, чем может быть такой файл</translation>
    </message>
    <message>
        <source>the file is not readable JSON text (or is nested too deeply)</source>
        <translation>файл не является читаемым текстом JSON (или слишком глубоко вложен)</translation>
    </message>
    <message>
        <source>the file is not in this game&apos;s format</source>
        <translation>файл не в формате этой игры</translation>
    </message>
    <message>
        <source>the file was written by a newer version of the game</source>
        <translation>файл записан более новой версией игры</translation>
    </message>
    <message>
        <source>what the file says does not hold together</source>
        <translation>содержимое файла противоречиво</translation>
    </message>
    <message>
        <source>some of its entries could not be read</source>
        <translation>некоторые его записи не удалось прочитать</translation>
    </message>
</context>
<context>
    <name>Friends</name>
    <message>
        <source>The last table is still closing: try again in a moment.</source>
        <translation>Прежний стол ещё закрывается: попробуйте чуть позже.</translation>
    </message>
    <message>
        <source>Opening the table…</source>
        <translation>Стол открывается…</translation>
    </message>
    <message>
        <source>The table could not be opened: the table&apos;s server did not start on this computer.</source>
        <translation>Не удалось открыть стол: сервер стола не запустился на этом компьютере.</translation>
    </message>
    <message>
        <source>Type the address of the computer that opened the table, e.g. 192.168.1.5.</source>
        <translation>Введите адрес компьютера, на котором открыт стол, например 192.168.1.5.</translation>
    </message>
    <message>
        <source>A table&apos;s code never has these characters: %1. It has nine characters, each one of %2, e.g. 7CP YXK 4MA.</source>
        <translation>Этих знаков в коде стола не бывает: %1. В коде девять знаков, каждый из набора %2, например 7CP YXK 4MA.</translation>
    </message>
    <message>
        <source>A table&apos;s code has nine characters, each one of %1, e.g. 7CP YXK 4MA.</source>
        <translation>В коде стола девять знаков, каждый из набора %1, например 7CP YXK 4MA.</translation>
    </message>
    <message>
        <source>You are at a table already: leave it before you join the table of the link.</source>
        <translation>Вы уже сидите за столом: выйдите из-за него, прежде чем сесть за стол по ссылке.</translation>
    </message>
    <message>
        <source>Open a new table?</source>
        <translation>Открыть новый стол?</translation>
    </message>
    <message>
        <source>Your table with the code %1 is kept with its score. A new table replaces it: its score is gone and its seats cannot be gone back to.</source>
        <translation>Ваш стол с кодом %1 сохранён вместе со счётом. Новый стол заменит его: счёт пропадёт, и за его места уже никто не вернётся.</translation>
    </message>
    <message>
        <source>Opening your table again…</source>
        <translation>Ваш стол открывается снова…</translation>
    </message>
    <message>
        <source>Joining the table…</source>
        <translation>Подключение к столу…</translation>
    </message>
    <message>
        <source>The game at the table has begun.</source>
        <translation>Игра за столом началась.</translation>
    </message>
    <message>
        <source>Cannot go back to %1&apos;s table just now: %2. Your seat stays yours: try again when the table is open.</source>
        <translation>Вернуться за стол сейчас нельзя (хозяин стола — %1): %2. Ваше место остаётся за вами: попробуйте снова, когда стол будет открыт.</translation>
    </message>
    <message>
        <source>Cannot go back to the table just now: %1. Your seat stays yours: try again when the table is open.</source>
        <translation>Вернуться за стол сейчас нельзя: %1. Ваше место остаётся за вами: попробуйте снова, когда стол будет открыт.</translation>
    </message>
    <message>
        <source>Close the game and the table?</source>
        <translation>Закрыть игру и стол?</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Закрыть стол?</translation>
    </message>
    <message>
        <source>Friends hold seats at your table. Keep the table with its score: you open it again under Game → Play with friends, and your friends come back to their seats. Or close it for good, for everyone.</source>
        <translation>За вашим столом есть места друзей. Сохраните стол вместе со счётом: вы снова откроете его в меню Игра → Играть с друзьями, и друзья вернутся на свои места. Или закройте его навсегда для всех.</translation>
    </message>
    <message>
        <source>&amp;Keep the table for later</source>
        <translation>&amp;Сохранить стол на потом</translation>
    </message>
    <message>
        <source>Close it for &amp;good</source>
        <translation>Закрыть &amp;навсегда</translation>
    </message>
    <message>
        <source>Type the server&apos;s address, e.g. club.example.org or wss://club.example.org/t1/.</source>
        <translation>Введите адрес сервера, например club.example.org или wss://club.example.org/t1/.</translation>
    </message>
    <message>
        <source>Opening the table on the server…</source>
        <translation>Стол открывается на сервере…</translation>
    </message>
    <message>
        <source>Close the game and leave your table?</source>
        <translation>Закрыть игру и покинуть свой стол?</translation>
    </message>
    <message>
        <source>Leave your table?</source>
        <translation>Покинуть свой стол?</translation>
    </message>
    <message>
        <source>Friends hold seats at your table on the server. Leave it open: they play on, and you come back to your seat under Game → Play with friends (the server closes the table when no one has been at it for a while). Or close it for good, for everyone.</source>
        <translation>За вашим столом на сервере сидят друзья. Оставьте его открытым: они играют дальше, а вы вернётесь на своё место через Игра → Играть с друзьями (сервер закроет стол, если за ним какое-то время никого не было). Или закройте его насовсем, для всех.</translation>
    </message>
    <message>
        <source>&amp;Leave it open</source>
        <translation>&amp;Оставить открытым</translation>
    </message>
    <message>
        <source>&amp;Stay at the table</source>
        <translation>&amp;Остаться за столом</translation>
    </message>
    <message>
        <source>Close the game and leave %1&apos;s table?</source>
        <translation>Закрыть игру и покинуть стол? Хозяин стола — %1.</translation>
    </message>
    <message>
        <source>Leave %1&apos;s table?</source>
        <translation>Покинуть стол? Хозяин стола — %1.</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Покинуть стол?</translation>
    </message>
    <message>
        <source>Your seat stays yours: a computer plays it until you come back under Game → Play with friends. Or give it up, and someone else may sit there.</source>
        <translation>Ваше место остаётся за вами: за него играет компьютер, пока вы не вернётесь через Игра → Играть с друзьями. Или откажитесь от места, и его сможет занять кто-то другой.</translation>
    </message>
    <message>
        <source>&amp;Leave and keep my seat</source>
        <translation>&amp;Уйти, сохранив место</translation>
    </message>
    <message>
        <source>&amp;Give up my seat</source>
        <translation>Отказаться от &amp;места</translation>
    </message>
    <message>
        <source>The table is kept for later</source>
        <translation>Стол сохранён на потом</translation>
    </message>
    <message>
        <source>The table is over</source>
        <translation>Игра за столом окончена</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>You closed the table: back at your own game.</source>
        <translation>Вы закрыли стол и вернулись к своей игре.</translation>
    </message>
    <message>
        <source>You left your table on the server; it stays open for your friends, and Game → Play with friends takes you back. Back at your own game.</source>
        <translation>Вы покинули свой стол на сервере; он остаётся открытым для ваших друзей, а Игра → Играть с друзьями вернёт вас туда. Вы снова в своей игре.</translation>
    </message>
    <message>
        <source>Your table is kept with its score: Game → Play with friends opens it again. Back at your own game.</source>
        <translation>Ваш стол сохранён вместе со счётом: Игра → Играть с друзьями откроет его снова. Вы вернулись к своей игре.</translation>
    </message>
    <message>
        <source>You gave up your seat at the table: back at your own game.</source>
        <translation>Вы отказались от места за столом и вернулись к своей игре.</translation>
    </message>
    <message>
        <source>You left the table; your seat stays yours: Game → Play with friends takes you back. Back at your own game.</source>
        <translation>Вы покинули стол; ваше место остаётся за вами: Игра → Играть с друзьями вернёт вас за стол. Вы вернулись к своей игре.</translation>
    </message>
    <message>
        <source>Free %1&apos;s seat?</source>
        <translation>Освободить место, которое занимает %1?</translation>
    </message>
    <message>
        <source>%1 can no longer come back to this seat; anyone with the code may sit there. Until then a computer plays it.</source>
        <translation>%1 больше не сможет вернуться на это место; его может занять любой, у кого есть код. До тех пор за него играет компьютер.</translation>
    </message>
    <message>
        <source>Your seat could not be noted in the game&apos;s folder: after a restart the game will not find its way back to the table.</source>
        <translation>Не удалось записать ваше место в папку игры: после перезапуска игра не найдёт дорогу обратно за стол.</translation>
    </message>
    <message>
        <source>Going back to the table…</source>
        <translation>Возвращение за стол…</translation>
    </message>
    <message>
        <source>Play with friends</source>
        <translation>Игра с друзьями</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <source>as your friends know you</source>
        <translation>как вас знают друзья</translation>
    </message>
    <message>
        <source>Open a table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Сесть за стол</translation>
    </message>
    <message>
        <source>Seats for friends</source>
        <translation>Места для друзей</translation>
    </message>
    <message>
        <source>Your partner (North)</source>
        <translation>Ваш партнёр (Север)</translation>
    </message>
    <message>
        <source>The opponents (West and East)</source>
        <translation>Соперники (Запад и Восток)</translation>
    </message>
    <message>
        <source>All three seats</source>
        <translation>Все три места</translation>
    </message>
    <message>
        <source>Computers in the empty seats:</source>
        <translation>Компьютеры на свободных местах:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>your house rules</source>
        <translation>ваши домашние правила</translation>
    </message>
    <message>
        <source>Your own (%1)</source>
        <translation>Ваши собственные (%1)</translation>
    </message>
    <message>
        <source>You sit at the bottom as always. The table is announced on this network; friends beyond it join with one of this computer&apos;s addresses. Every seat needs the table&apos;s code.</source>
        <translation>Вы, как всегда, сидите внизу. Стол виден в этой сети; друзья из другой сети подключаются по одному из адресов этого компьютера. Каждому месту нужен код стола.</translation>
    </message>
    <message>
        <source>&amp;Open a table here</source>
        <translation>&amp;Открыть стол здесь</translation>
    </message>
    <message>
        <source>Or on a se&amp;rver:</source>
        <translation>Или на се&amp;рвере:</translation>
    </message>
    <message>
        <source>e.g. club.example.org</source>
        <translation>например club.example.org</translation>
    </message>
    <message>
        <source>Open on the ser&amp;ver</source>
        <translation>Открыть на с&amp;ервере</translation>
    </message>
    <message>
        <source>A server that opens tables for players (a club&apos;s): friends anywhere join there with the code, and the table stays open while you are away.</source>
        <translation>Сервер, который открывает столы для игроков (например, клубный): друзья откуда угодно садятся за стол по коду, а стол остаётся открытым, пока вас нет.</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Столы в этой сети:</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Искать снова</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Код:</translation>
    </message>
    <message>
        <source>the nine characters your friend shows</source>
        <translation>девять знаков, которые показывает друг</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Сесть</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy the code and the addresses</source>
        <translation>Скопировать код и адреса</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>За столом:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>Begin now: the empty seats play as computers until their friends come.</source>
        <translation>Начать сейчас: свободные места играют как компьютеры, пока не придут друзья.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Your seats at tables</source>
        <translation>Ваши места за столами</translation>
    </message>
    <message>
        <source>Bauernschnapsen table: code %1</source>
        <translation>Стол Bauernschnapsen: код %1</translation>
    </message>
    <message>
        <source>Link to your table at %1</source>
        <translation>Ссылка на ваш стол на %1</translation>
    </message>
    <message>
        <source>Copy the link to your table at %1</source>
        <translation>Копировать ссылку на ваш стол на %1</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопировано</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.5:24240, or paste a table&apos;s link</source>
        <translation>например 192.168.1.5:24240, или вставьте ссылку на стол</translation>
    </message>
    <message>
        <source>From a link: the table with the code %1 at %2. Press Join to sit down.</source>
        <translation>По ссылке: стол с кодом %1 по адресу %2. Нажмите «Сесть», чтобы занять место.</translation>
    </message>
    <message>
        <source>Copy &amp;link</source>
        <translation>Копировать &amp;ссылку</translation>
    </message>
    <message>
        <source>%1 (%2): another version of the game</source>
        <translation>%1 (%2): другая версия игры</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Поиск столов в этой сети…</translation>
    </message>
    <message>
        <source>None found. Ask the friend who opened the table for an address.</source>
        <translation>Ничего не найдено. Спросите адрес у друга, который открыл стол.</translation>
    </message>
    <message>
        <source>Pick one, then type its code.</source>
        <translation>Выберите стол и введите его код.</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Забыть</translation>
    </message>
    <message>
        <source>Forget this seat: this computer no longer holds its key</source>
        <translation>Забыть это место: ключ от него больше не хранится на этом компьютере</translation>
    </message>
    <message>
        <source>Forget: %1</source>
        <translation>Забыть: %1</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>Ваш стол открыт</translation>
    </message>
    <message>
        <source>Tell your friends the code. On this network they find the table under Game → Play with friends → Join a table; from elsewhere they type one of the addresses.</source>
        <translation>Сообщите друзьям код. В этой сети они найдут стол в меню Игра → Играть с друзьями → Сесть за стол; из другой сети они вводят один из адресов.</translation>
    </message>
    <message>
        <source>Tell your friends the code and the server&apos;s address: they join under Game → Play with friends → Join a table.</source>
        <translation>Сообщите друзьям код и адрес сервера: они присоединятся через Игра → Играть с друзьями → Сесть за стол.</translation>
    </message>
    <message>
        <source>The server: %1</source>
        <translation>Сервер: %1</translation>
    </message>
    <message>
        <source>This computer&apos;s addresses: %1</source>
        <translation>Адреса этого компьютера: %1</translation>
    </message>
    <message>
        <source>Or send your friends a link: it opens their game at this table.</source>
        <translation>Или отправьте друзьям ссылку: она откроет их игру за этим столом.</translation>
    </message>
    <message>
        <source>Close the &amp;table</source>
        <translation>&amp;Закрыть стол</translation>
    </message>
    <message>
        <source>The game is on. A friend who left comes back with Game → Play with friends; a seat you free may be taken by anyone with the code.</source>
        <translation>Игра идёт. Ушедший друг возвращается через Игра → Играть с друзьями; освобождённое вами место может занять любой, у кого есть код.</translation>
    </message>
    <message>
        <source>Start when you like: a seat whose friend has not come yet plays as a computer (%1) until the friend comes.</source>
        <translation>Начинайте, когда захотите: место, чей друг ещё не пришёл, играет как компьютер (%1), пока друг не придёт.</translation>
    </message>
    <message>
        <source>At %1&apos;s table</source>
        <translation>Стол: %1</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Уйти</translation>
    </message>
    <message>
        <source>The game is on.</source>
        <translation>Игра идёт.</translation>
    </message>
    <message>
        <source>The game begins when %1 starts it.</source>
        <translation>Игра начнётся, когда её начнёт %1.</translation>
    </message>
    <message>
        <source>The game begins when the table&apos;s opener starts it.</source>
        <translation>Игра начнётся, когда её начнёт хозяин стола.</translation>
    </message>
    <message>
        <source>Free %1&apos;s seat</source>
        <translation>Освободить место: %1</translation>
    </message>
    <message>
        <source>Copy this link, to send it to your friends</source>
        <translation>Скопировать эту ссылку, чтобы отправить её друзьям</translation>
    </message>
    <message>
        <source>Open your table again (code %1)</source>
        <translation>Снова открыть свой стол (код %1)</translation>
    </message>
    <message>
        <source>Back to your table at %1 (code %2)</source>
        <translation>Вернуться за свой стол на %1 (код %2)</translation>
    </message>
    <message>
        <source>Back to %1&apos;s table (%2)</source>
        <translation>Вернуться за стол (%2; хозяин — %1)</translation>
    </message>
    <message>
        <source>Back to the table (%1)</source>
        <translation>Вернуться за стол (%1)</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>a computer</source>
        <translation>компьютер</translation>
    </message>
    <message>
        <source>%1, connected</source>
        <translation>%1, на связи</translation>
    </message>
    <message>
        <source>a friend, connected</source>
        <translation>друг, на связи</translation>
    </message>
    <message>
        <source>%1, not connected</source>
        <translation>%1, нет связи</translation>
    </message>
    <message>
        <source>waiting for a friend…</source>
        <translation>ждём друга…</translation>
    </message>
    <message>
        <source>Not connected to the table just now: wait until it is back.</source>
        <translation>Сейчас нет связи со столом: подождите, пока она вернётся.</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Снова за столом.</translation>
    </message>
    <message>
        <source>The table sent something this game cannot read. You are back at your own game.</source>
        <translation>Стол прислал то, что эта игра не может прочитать. Вы снова в своей игре.</translation>
    </message>
    <message>
        <source>The next deal waits for: %1</source>
        <translation>Следующая сдача ждёт: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The table cannot be reached any more (%1). You are back at your own game.</source>
        <translation>Стол больше недоступен (%1). Вы снова в своей игре.</translation>
    </message>
    <message numerus="yes">
        <source>The connection to the table was lost: trying again in %n s…</source>
        <translation>
            <numerusform>Связь со столом прервалась: новая попытка через %n с…</numerusform>
            <numerusform>Связь со столом прервалась: новая попытка через %n с…</numerusform>
            <numerusform>Связь со столом прервалась: новая попытка через %n с…</numerusform>
        </translation>
    </message>
    <message>
        <source>Connecting to the table again…</source>
        <translation>Снова подключаемся к столу…</translation>
    </message>
    <message>
        <source>The table&apos;s Bauernschnapsen is %1, yours %2: update one of them.</source>
        <translation>Bauernschnapsen за столом — версии %1, ваш — %2: обновите одну из них.</translation>
    </message>
    <message>
        <source>The table speaks version %1 of the table protocol, this game version %2: update one of them.</source>
        <translation>Стол говорит на версии %1 протокола стола, эта игра — на версии %2: обновите одну из них.</translation>
    </message>
    <message>
        <source>The table&apos;s Bauernschnapsen is another version than yours: update one of them.</source>
        <translation>Версия Bauernschnapsen за столом отличается от вашей: обновите одну из них.</translation>
    </message>
    <message>
        <source>No table has this code. Check the code with the friend who opened the table.</source>
        <translation>Ни у одного стола нет такого кода. Сверьте код с другом, который открыл стол.</translation>
    </message>
    <message>
        <source>The table does not know your seat any more.</source>
        <translation>Стол больше не знает вашего места.</translation>
    </message>
    <message>
        <source>The table is full: every seat for friends is taken.</source>
        <translation>Стол заполнен: все места для друзей заняты.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Это место занято.</translation>
    </message>
    <message>
        <source>That seat is played by a computer.</source>
        <translation>На этом месте играет компьютер.</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong codes: try again in %n seconds.</source>
        <translation>
            <numerusform>Слишком много неверных кодов: попробуйте снова через %n секунду.</numerusform>
            <numerusform>Слишком много неверных кодов: попробуйте снова через %n секунды.</numerusform>
            <numerusform>Слишком много неверных кодов: попробуйте снова через %n секунд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many tables were opened on this server just now: try again in %n seconds.</source>
        <translation>
            <numerusform>На этом сервере только что открыто слишком много столов: попробуйте снова через %n секунду.</numerusform>
            <numerusform>На этом сервере только что открыто слишком много столов: попробуйте снова через %n секунды.</numerusform>
            <numerusform>На этом сервере только что открыто слишком много столов: попробуйте снова через %n секунд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n seat(s) free</source>
        <translation>
            <numerusform>%1 (%2): свободно %n место</numerusform>
            <numerusform>%1 (%2): свободно %n места</numerusform>
            <numerusform>%1 (%2): свободно %n мест</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s table (%2): %n seat(s) free</source>
        <translation>
            <numerusform>Стол: %1 (%2), свободно %n место</numerusform>
            <numerusform>Стол: %1 (%2), свободно %n места</numerusform>
            <numerusform>Стол: %1 (%2), свободно %n мест</numerusform>
        </translation>
    </message>
    <message>
        <source>The table&apos;s computer has no room just now: try again later.</source>
        <translation>У компьютера стола сейчас нет мест: попробуйте позже.</translation>
    </message>
    <message>
        <source>This server does not open tables for players. Ask the club for a table&apos;s code, or open the table here.</source>
        <translation>Этот сервер не открывает столы для игроков. Спросите в клубе код стола или откройте стол здесь.</translation>
    </message>
    <message>
        <source>Your network already holds as many open tables on this server as it may. Close one of them, or wait until one closes by itself when no one is at it.</source>
        <translation>Из вашей сети на этом сервере уже открыто столько столов, сколько разрешено. Закройте один из них или подождите, пока какой-нибудь закроется сам, когда за ним никого не будет.</translation>
    </message>
    <message>
        <source>The table did not seat you.</source>
        <translation>Стол не принял вас.</translation>
    </message>
    <message>
        <source>nothing answers there (no table open at that address)</source>
        <translation>там никто не отвечает (по этому адресу нет открытого стола)</translation>
    </message>
    <message>
        <source>no computer of that name is found</source>
        <translation>компьютер с таким именем не найден</translation>
    </message>
    <message>
        <source>there was no answer in time</source>
        <translation>ответ не пришёл вовремя</translation>
    </message>
    <message>
        <source>the network is not there or went away</source>
        <translation>сети нет или она пропала</translation>
    </message>
    <message>
        <source>the secure connection failed</source>
        <translation>не удалось установить защищённое соединение</translation>
    </message>
    <message>
        <source>the table stopped answering</source>
        <translation>стол перестал отвечать</translation>
    </message>
    <message>
        <source>the table sent something this game cannot read</source>
        <translation>стол прислал то, что эта игра не может прочитать</translation>
    </message>
    <message>
        <source>the connection failed</source>
        <translation>соединение не удалось</translation>
    </message>
    <message>
        <source>%1 closed the table. You are back at your own game.</source>
        <translation>Стол закрыт: его закрыл хозяин, %1. Вы снова в своей игре.</translation>
    </message>
    <message>
        <source>The table was closed by its opener. You are back at your own game.</source>
        <translation>Хозяин стола закрыл его. Вы снова в своей игре.</translation>
    </message>
    <message>
        <source>%1&apos;s game was closed; the table is kept with its score. When %1 opens it again, Game → Play with friends takes you back to your seat. You are back at your own game.</source>
        <translation>Хозяин стола, %1, закрыл игру; стол сохранён вместе со счётом. Когда стол снова откроют, Игра → Играть с друзьями вернёт вас на ваше место. Вы снова в своей игре.</translation>
    </message>
    <message>
        <source>The opener&apos;s game was closed; the table is kept with its score. When it is open again, Game → Play with friends takes you back to your seat. You are back at your own game.</source>
        <translation>Игра хозяина стола закрыта; стол сохранён вместе со счётом. Когда он снова откроется, Игра → Играть с друзьями вернёт вас на ваше место. Вы снова в своей игре.</translation>
    </message>
    <message>
        <source>The table&apos;s opener freed your seat: someone else may take it. You are back at your own game.</source>
        <translation>Хозяин стола освободил ваше место: его может занять кто-то другой. Вы снова в своей игре.</translation>
    </message>
    <message>
        <source>Your seat was taken up by another window with your seat&apos;s key. You are back at your own game.</source>
        <translation>Ваше место заняло другое окно с ключом вашего места. Вы снова в своей игре.</translation>
    </message>
    <message>
        <source>Cannot reach a table at %1: %2.</source>
        <translation>Не удаётся связаться со столом по адресу %1: %2.</translation>
    </message>
    <message>
        <source>it is far too long</source>
        <translation>она слишком длинная</translation>
    </message>
    <message>
        <source>it does not begin with bauernschnapsen://</source>
        <translation>она не начинается с bauernschnapsen://</translation>
    </message>
    <message>
        <source>it has spaces or characters a link never has</source>
        <translation>в ней есть пробелы или знаки, которых в ссылке не бывает</translation>
    </message>
    <message>
        <source>it has a user name before the address</source>
        <translation>в ней перед адресом стоит имя пользователя</translation>
    </message>
    <message>
        <source>its address is not a computer&apos;s name or address</source>
        <translation>её адрес — не имя и не адрес компьютера</translation>
    </message>
    <message>
        <source>its port is not a number from 1 to 65535</source>
        <translation>её порт — не число от 1 до 65535</translation>
    </message>
    <message>
        <source>its path has parts a link never has</source>
        <translation>в её пути есть части, которых в ссылке не бывает</translation>
    </message>
    <message>
        <source>it does not end in a table&apos;s code</source>
        <translation>в её конце нет кода стола</translation>
    </message>
    <message>
        <source>it has more after the code than a table&apos;s link has</source>
        <translation>после кода в ней есть то, чего в ссылке на стол не бывает</translation>
    </message>
    <message>
        <source>This is not a link to a table: %1. Ask your friend to copy the link again, or type the address and the code.</source>
        <translation>Это не ссылка на стол: %1. Попросите друга скопировать ссылку ещё раз или введите адрес и код.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Bauernschnapsen: rules and help</source>
        <translation>Бауэрншнапсен: правила и справка</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Play %1.</source>
        <translation>лучший ход — %1.</translation>
    </message>
    <message>
        <source>Call %1 as trump.</source>
        <translation>лучший козырь — %1.</translation>
    </message>
    <message>
        <source>Demand a new deal.</source>
        <translation>потребуйте пересдачи.</translation>
    </message>
    <message>
        <source>Turn up your next card.</source>
        <translation>откройте следующую карту: её масть станет козырем.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>скажите «пас».</translation>
    </message>
    <message>
        <source>Announce %1.</source>
        <translation>лучшая заявка — %1.</translation>
    </message>
    <message>
        <source>Say %1</source>
        <translation>скажите «%1»</translation>
    </message>
    <message>
        <source>Do not double.</source>
        <translation>не удваивайте.</translation>
    </message>
    <message>
        <source>Announce 40 in %1.</source>
        <translation>объявите 40 (%1).</translation>
    </message>
    <message>
        <source>Announce 20 in %1.</source>
        <translation>объявите 20 (%1).</translation>
    </message>
    <message>
        <source>Say Genug!</source>
        <translation>скажите «Хватит!».</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <source>Your team has 66: say Genug and score.</source>
        <translation>У вашей команды 66: скажите «Хватит!» и запишите баллы.</translation>
    </message>
    <message>
        <source>King and Ober together count 20, or 40 in trump.</source>
        <translation>Кёниг и Обер вместе дают 20, а в козырях — 40.</translation>
    </message>
    <message>
        <source>After an announcement you lead a card of the pair.</source>
        <translation>После объявления нужно пойти картой из этой пары.</translation>
    </message>
    <message>
        <source>Leading trump draws the opponents&apos; trumps.</source>
        <translation>Ход с козыря выбивает козыри у соперников.</translation>
    </message>
    <message>
        <source>It is the highest card left in its suit and takes the trick.</source>
        <translation>Это старшая из оставшихся карт своей масти, она возьмёт взятку.</translation>
    </message>
    <message>
        <source>A low lead gives little away.</source>
        <translation>Ход с младшей карты мало что отдаёт.</translation>
    </message>
    <message>
        <source>It wins the trick.</source>
        <translation>Эта карта берёт взятку.</translation>
    </message>
    <message>
        <source>Your partner takes this trick: give him card points.</source>
        <translation>Эту взятку берёт ваш партнёр: добавьте ему очков.</translation>
    </message>
    <message>
        <source>It gives the fewest card points away.</source>
        <translation>Так вы отдаёте меньше всего очков.</translation>
    </message>
    <message>
        <source>The trick is lost anyway: the cheapest card will do.</source>
        <translation>Взятка всё равно потеряна: хватит самой дешёвой карты.</translation>
    </message>
    <message>
        <source>Stay under: this trick is better left to others.</source>
        <translation>Не перебивайте: эту взятку лучше отдать другим.</translation>
    </message>
    <message>
        <source>It is the only card you may play.</source>
        <translation>Это единственная карта, которой можно сыграть.</translation>
    </message>
    <message>
        <source>Saying Genug now loses less than playing on.</source>
        <translation>Сказать «Хватит!» сейчас — меньший проигрыш, чем играть дальше.</translation>
    </message>
    <message>
        <source>It is your strongest suit.</source>
        <translation>Это ваша самая сильная масть.</translation>
    </message>
    <message>
        <source>None of your first three cards makes a good trump.</source>
        <translation>Ни одна из ваших первых трёх карт не даёт хорошего козыря.</translation>
    </message>
    <message>
        <source>Three Unters make a poor hand: a new deal is better.</source>
        <translation>Три Унтера — слабые карты: лучше пересдать.</translation>
    </message>
    <message>
        <source>With your cards this contract is worth the most on average.</source>
        <translation>С вашими картами эта игра в среднем выгоднее всего.</translation>
    </message>
    <message>
        <source>With your cards a higher announcement would lose on average.</source>
        <translation>С вашими картами заявка выше в среднем проиграет.</translation>
    </message>
    <message>
        <source>The declarer will probably lose: doubling pays.</source>
        <translation>Разыгрывающий, скорее всего, проиграет: удвоение окупится.</translation>
    </message>
    <message>
        <source>Doubling would risk more than it is likely to win.</source>
        <translation>Удвоение рискует больше, чем, скорее всего, принесёт.</translation>
    </message>
    <message>
        <source>It is worth the most on average.</source>
        <translation>Это в среднем выгоднее всего.</translation>
    </message>
    <message>
        <source>King and Queen together count 20, or 40 in trump.</source>
        <translation>Король и дама вместе дают 20, а в козырях — 40.</translation>
    </message>
    <message>
        <source>Three Jacks make a poor hand: a new deal is better.</source>
        <translation>Три валета — слабые карты: лучше пересдать.</translation>
    </message>
</context>
<context>
    <name>Kontra</name>
    <message>
        <source>no Kontra</source>
        <translation>без контры</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Контра</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Реконтра</translation>
    </message>
    <message>
        <source>Sub</source>
        <translation>Субконтра</translation>
    </message>
    <message>
        <source>Kontra!</source>
        <translation>Контра!</translation>
    </message>
    <message>
        <source>Re!</source>
        <translation>Реконтра!</translation>
    </message>
    <message>
        <source>Sub!</source>
        <translation>Субконтра!</translation>
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
        <translation>%1 или %2</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>No trick has been taken in this deal yet.</source>
        <translation>В этой сдаче ещё не взято ни одной взятки.</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Взятка %1</translation>
    </message>
    <message>
        <source>L or Esc close</source>
        <translation>L или Esc — закрыть</translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message>
        <source>← → choose · Enter confirm</source>
        <translation>← → выбор · Enter подтвердить</translation>
    </message>
    <message>
        <source>Well done</source>
        <translation>Отлично</translation>
    </message>
    <message>
        <source>Not this time</source>
        <translation>Не в этот раз</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Ещё раз</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Сначала</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Выйти из урока</translation>
    </message>
    <message>
        <source>Your decision %1 of %2</source>
        <translation>Ваше решение %1 из %2</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Дальше</translation>
    </message>
    <message>
        <source>The lesson goes on where you left it.</source>
        <translation>Урок продолжается с того места, где вы его оставили.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Lesson finished</source>
        <translation>Урок пройден</translation>
    </message>
    <message>
        <source>More lessons</source>
        <translation>Другие уроки</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Вернуться к игре</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <source>Learn to play</source>
        <translation>Научиться играть</translation>
    </message>
    <message>
        <source>Short prepared deals at the table: you make the decisions that matter and are told why. A lesson can be left at any time and resumed later.</source>
        <translation>Короткие подготовленные сдачи за столом: вы принимаете важные решения и узнаёте почему. Урок можно в любой момент оставить и продолжить позже.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Left unfinished: Resume goes on where you were.</source>
        <translation>Не закончен: «Продолжить» вернёт вас туда, где вы остановились.</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>пройден</translation>
    </message>
    <message>
        <source>Finished: %1 of %2</source>
        <translation>Пройдено: %1 из %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Start afresh</source>
        <translation>Начать заново</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <source>King</source>
        <translation>король</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>The cards and the trick</source>
        <translation>Карты и взятка</translation>
    </message>
    <message>
        <source>Right: only this card beats the trick, so you must play it. West has no {suit:D} left, though: watch what he does.</source>
        <translation>Верно: взятку перебивает только эта карта, поэтому её и нужно сыграть. Но у Запада этой масти больше нет: посмотрите, что он сделает.</translation>
    </message>
    <message>
        <source>Right: your trump is higher than East&apos;s, so it takes the trick.</source>
        <translation>Верно: ваш козырь старше козыря Востока, поэтому взятка ваша.</translation>
    </message>
    <message>
        <source>Follow suit; beat the trick if you can; without the suit, trump; over a trump, trump higher. The highest trump takes the trick, else the highest card of the suit led, and its player leads next. A card you may not play is shown dimmed.</source>
        <translation>Ходите в масть; перебивайте взятку, если можете; без масти — козыряйте; поверх козыря — козыряйте старше. Взятку берёт старший козырь, а без козырей — старшая карта той масти, с которой пошли; взявший ходит следующим. Карты, которые нельзя сыграть, показаны затемнёнными.</translation>
    </message>
    <message>
        <source>Three low cards of three suits: none of them makes a good trump suit. Would you rather let your next card decide?</source>
        <translation>Три младшие карты трёх разных мастей: ни одна не даёт хорошего козыря. Может быть, пусть решит следующая карта?</translation>
    </message>
    <message>
        <source>Right: with three weak cards the turned-up card is the better chance. And you keep it: here it is the {HA}, the highest trump.</source>
        <translation>Верно: с тремя слабыми картами открытая карта — лучший шанс. И она остаётся у вас: здесь это {HA}, старший козырь.</translation>
    </message>
    <message>
        <source>A higher contract must be made alone and is lost with one wrong trick. With two trumps and three low cards, announce the normal game.</source>
        <translation>Игру выше нужно выиграть в одиночку, и одна неудачная взятка её проигрывает. С двумя козырями и тремя младшими картами объявите обычную игру.</translation>
    </message>
    <message>
        <source>Right: the highest trump takes the trick for sure, and the others must follow with their trumps.</source>
        <translation>Верно: старший козырь наверняка берёт взятку, а остальные должны ходить в масть своими козырями.</translation>
    </message>
    <message>
        <source>That card can be beaten. Lead the one no other card can beat: {HA}.</source>
        <translation>Эту карту можно перебить. Ходите картой, которую не бьёт ни одна другая: {HA}.</translation>
    </message>
    <message>
        <source>Marriages and Genug</source>
        <translation>Марьяжи и «Хватит!»</translation>
    </message>
    <message>
        <source>Announcing 20 and 40, counting to 66 and saying Genug: the right one and the wrong one.</source>
        <translation>Объявить 20 и 40, досчитать до 66 и сказать «Хватит!»: правильно и ошибочно.</translation>
    </message>
    <message>
        <source>Right: with {rank:K} and {rank:O} of the trump suit your marriage is worth 40.</source>
        <translation>Верно: {rank:K} и {rank:O} козырной масти — марьяж стоимостью 40.</translation>
    </message>
    <message>
        <source>You hold three good cards of {suit:H}, {rank:K} and {rank:O} among them: name them trump, and the marriage counts 40.</source>
        <translation>У вас три хорошие карты одной масти ({suit:H}), среди них {rank:K} и {rank:O}: назначьте её козырем, и марьяж будет стоить 40.</translation>
    </message>
    <message>
        <source>Lead the {rank:K} or the {rank:O} of the marriage: either may be played.</source>
        <translation>Ходите одной из карт марьяжа: {rank:K} или {rank:O}, можно любой.</translation>
    </message>
    <message>
        <source>You took the trick; in it: your card, {HU}, {CA} and {DU}. With the 40, is it 66 yet? Count before you say Genug.</source>
        <translation>Вы взяли взятку; в ней: ваша карта, {HU}, {CA} и {DU}. Вместе с 40 уже 66? Посчитайте, прежде чем говорить «Хватит!».</translation>
    </message>
    <message>
        <source>You have more than 66: say Genug now, before the next card. Nobody says it for you, and playing on only risks the deal.</source>
        <translation>У вас больше 66: скажите «Хватит!» сейчас, до следующей карты. Никто не скажет этого за вас, а продолжая игру, вы только рискуете сдачей.</translation>
    </message>
    <message>
        <source>You hold {SA}, {HA}, {DA}, {CA} and {S10}. In a Gang there is no trump and you must take every trick alone; your partner lays his cards aside.</source>
        <translation>У вас {SA}, {HA}, {DA}, {CA} и {S10}. В Ганге нет козыря, и вы должны в одиночку взять все взятки; ваш партнёр откладывает свои карты.</translation>
    </message>
    <message>
        <source>Right: each of your cards is the highest of its suit or becomes it. The Gang is worth 9 points.</source>
        <translation>Верно: каждая ваша карта — старшая в своей масти или становится старшей. Ганг стоит 9 баллов.</translation>
    </message>
    <message>
        <source>By passing you are out of the auction. Your hand takes every trick: announce the Gang.</source>
        <translation>Сказав «пас», вы выходите из торговли. Ваши карты берут все взятки: объявите Ганг.</translation>
    </message>
    <message>
        <source>In a Zehnergang the {rank:10} is the highest card of each suit and the {rank:A} the lowest: your best cards would lose.</source>
        <translation>В Ценерганге старшая карта каждой масти — {rank:10}, а младшая — {rank:A}: ваши лучшие карты проиграли бы.</translation>
    </message>
    <message>
        <source>Four high trumps with {rank:K} and {rank:O} among them (40), and the {CU}. How far can you go?</source>
        <translation>Четыре старших козыря, среди них {rank:K} и {rank:O} (40), и ещё {CU}. Насколько высоко можно пойти?</translation>
    </message>
    <message>
        <source>The normal game scores 1 to 3 points. Your hand wins a Schnapser: 6 points.</source>
        <translation>Обычная игра приносит от 1 до 3 баллов. С этими картами вы выиграете Шнапсер: 6 баллов.</translation>
    </message>
    <message>
        <source>After the marriage you must lead its {rank:K} or its {rank:O}.</source>
        <translation>После марьяжа нужно пойти одной из его карт: {rank:K} или {rank:O}.</translation>
    </message>
    <message>
        <source>Right: nobody can beat it. Once this trick is yours, it and the 40 make 66: the Schnapser is won at once.</source>
        <translation>Верно: эту карту никто не перебьёт. Когда эта взятка станет вашей, вместе с 40 у вас будет 66: Шнапсер сразу выигран.</translation>
    </message>
    <message>
        <source>You hold {H10}, {D10}, {C10}, {S10} and {HK}. In which order are your cards the highest?</source>
        <translation>У вас {H10}, {D10}, {C10}, {S10} и {HK}. В каком старшинстве ваши карты старшие?</translation>
    </message>
    <message>
        <source>In a Gang the {rank:A} is above the {rank:10}: every {rank:A} of the others would take a trick from you.</source>
        <translation>В Ганге {rank:A} старше, чем {rank:10}: каждая такая карта у других взяла бы у вас взятку.</translation>
    </message>
    <message>
        <source>Each card is worth card points: {rank:A} 11, {rank:10} 10, {rank:K} 4, {rank:O} 3, {rank:U} 2. You sit at the bottom; North, opposite you, is your partner. West is the caller and names {suit:H} trump. He leads the first trick; in each trick you play after East.</source>
        <translation>Каждая карта приносит очки: {rank:A} — 11, {rank:10} — 10, {rank:K} — 4, {rank:O} — 3, {rank:U} — 2. Вы сидите внизу; Север напротив вас — ваш партнёр. Запад — руфер, он назначает козырь: {suit:H}. Он ходит в первую взятку; в каждой взятке вы кладёте карту после Востока.</translation>
    </message>
    <message>
        <source>Right: the trick goes to your partner, so you give him the card worth more. 4 card points for the {rank:K} instead of 2 for the {rank:U}.</source>
        <translation>Верно: взятку берёт партнёр, поэтому вы отдаёте ему более ценную карту — 4 очка вместо 2. Ваша карта: {rank:K}, а не {rank:U}.</translation>
    </message>
    <message>
        <source>That card may be played, but it gives your partner only 2 card points. His trump wins the trick: give him the card worth more.</source>
        <translation>Эту карту можно сыграть, но она приносит партнёру только 2 очка. Взятку берёт его козырь: отдайте ему более ценную карту.</translation>
    </message>
    <message>
        <source>Naming trump, or turning up a card</source>
        <translation>Назначить козырь или открыть карту</translation>
    </message>
    <message>
        <source>The caller names trump from his first three cards, or turns up his next card.</source>
        <translation>Руфер назначает козырь по первым трём картам или открывает свою следующую карту (аусшлаген).</translation>
    </message>
    <message>
        <source>You are the caller: you have your first three cards and must fix the trump suit. Name a suit you hold, or turn up a card: your next card is turned up, its suit is trump, and you keep it.</source>
        <translation>Вы — руфер: у вас первые три карты, и вы должны определить козырную масть. Назовите масть, которая у вас есть, или откройте следующую карту (аусшлаген): её масть станет козырем, а карта останется у вас.</translation>
    </message>
    <message>
        <source>With one low card of that suit you would make a trump suit the others hold. When your three cards are weak, turn up your next card.</source>
        <translation>С одной младшей картой этой масти вы сделаете козырем масть, которая есть у других. Если ваши три карты слабые, открывайте следующую.</translation>
    </message>
    <message>
        <source>The auction begins with you. The caller may not pass at his first turn: he announces the normal game or a higher contract.</source>
        <translation>Торговля начинается с вас. В свой первый ход руфер не может сказать «пас»: он объявляет обычную игру или игру выше.</translation>
    </message>
    <message>
        <source>Right: the normal game, you and North against West and East, first to 66 card points.</source>
        <translation>Верно: обычная игра, вы и Север против Запада и Востока, кто первым наберёт 66 очков.</translation>
    </message>
    <message>
        <source>In the normal game the caller leads the first trick. Which card cannot be beaten?</source>
        <translation>В обычной игре руфер ходит первым. Какую карту никто не сможет перебить?</translation>
    </message>
    <message>
        <source>Name trump from a suit of your first three cards when you hold good ones of it; with three weak cards, turn up your next card. Then the caller announces the normal game (or more) and leads.</source>
        <translation>Назначайте козырем масть из первых трёх карт, если в ней у вас хорошие карты; с тремя слабыми картами открывайте следующую. Затем руфер объявляет обычную игру (или выше) и ходит первым.</translation>
    </message>
    <message>
        <source>{rank:K} and {rank:O} of one suit are a marriage: announced, it counts 20, in trump 40. The team that first counts 66 card points says Genug and wins the deal.</source>
        <translation>{rank:K} и {rank:O} одной масти — это марьяж: объявленный, он стоит 20, в козырях — 40. Команда, которая первой насчитает 66 очков, говорит «Хватит!» и выигрывает сдачу.</translation>
    </message>
    <message>
        <source>You are the caller and hold {HK} and {HO}, and the {HA} besides. Which suit is trump?</source>
        <translation>Вы — руфер, у вас {HK} и {HO}, а кроме того {HA}. Какая масть будет козырем?</translation>
    </message>
    <message>
        <source>You lead the first trick. A marriage is announced by the player on lead, before he plays: use the button on the table.</source>
        <translation>Вы ходите в первую взятку. Марьяж объявляет игрок, который ходит, до своей карты: кнопкой на столе.</translation>
    </message>
    <message>
        <source>40 announced. Now you must lead one of the two cards of the marriage.</source>
        <translation>40 объявлено. Теперь нужно пойти одной из двух карт марьяжа.</translation>
    </message>
    <message>
        <source>Announce the marriage first: it can only be announced by the player on lead, before his card.</source>
        <translation>Сначала объявите марьяж: это можно сделать, только когда ваш ход, до карты.</translation>
    </message>
    <message>
        <source>Right. The 40 count as soon as your team takes a trick.</source>
        <translation>Верно. 40 засчитываются, как только ваша команда возьмёт взятку.</translation>
    </message>
    <message>
        <source>After a marriage you must lead one of its two cards.</source>
        <translation>После марьяжа нужно пойти одной из двух его карт.</translation>
    </message>
    <message>
        <source>Not yet: you have the 40 and no trick. A wrong Genug loses the deal: the opponents score instead.</source>
        <translation>Рано: у вас 40 и ни одной взятки. Ошибочное «Хватит!» проигрывает сдачу: баллы получают соперники.</translation>
    </message>
    <message>
        <source>Right: not yet 66, so you play on, and the highest trump takes the next trick too.</source>
        <translation>Верно: 66 ещё нет, поэтому играете дальше, и старший козырь берёт и следующую взятку.</translation>
    </message>
    <message>
        <source>A wrong Genug: 40 and the card points of your one trick, fewer than 20, do not make 66. The opponents would score as if they had said it.</source>
        <translation>Ошибочное «Хватит!»: 40 и очки вашей единственной взятки, меньше 20, не дают 66. Соперники получили бы баллы, как если бы сказали его сами.</translation>
    </message>
    <message>
        <source>You may play that card, but the {HA} takes the trick for sure: lead it.</source>
        <translation>Эту карту можно сыграть, но наверняка берёт взятку другая: {HA}. Ходите ею.</translation>
    </message>
    <message>
        <source>Another trick for you; in it: your {HA}, {SU}, {C10} and {DO}. Count again: 40 and the card points of your two tricks.</source>
        <translation>Ещё одна взятка ваша; в ней: {HA}, {SU}, {C10} и {DO}. Посчитайте снова: 40 и очки двух ваших взяток.</translation>
    </message>
    <message>
        <source>Right: more than 66, so Genug! The deal ends at once, and the opponents have no trick: your team scores 3 points.</source>
        <translation>Верно: больше 66, значит «Хватит!». Сдача сразу заканчивается, а у соперников нет ни одной взятки: ваша команда получает 3 балла.</translation>
    </message>
    <message>
        <source>Scoring: points, Schneider, the Bummerl</source>
        <translation>Счёт: баллы, шнайдер, бумерль</translation>
    </message>
    <message>
        <source>A normal game scores 1, 2 or 3 points; Schneider; the Bummerl at 24.</source>
        <translation>Обычная игра приносит 1, 2 или 3 балла; шнайдер; бумерль до 24.</translation>
    </message>
    <message>
        <source>West plays the normal game; you and North play against him. A won normal game scores 1 point, 2 if the other team has fewer than 33 card points (Schneider), 3 if it has no trick. Where only one card may be played, it is played for you.</source>
        <translation>Запад играет обычную игру; вы с Севером играете против него. Выигранная обычная игра приносит 1 балл, 2 — если у другой команды меньше 33 очков (шнайдер), 3 — если у неё нет ни одной взятки. Если можно сыграть только одну карту, она играется за вас.</translation>
    </message>
    <message>
        <source>West took the first trick with 20 card points. Now your partner North takes this one with his {rank:A}: you cannot beat it, and you must follow suit.</source>
        <translation>Запад взял первую взятку, 20 очков. Теперь эту взятку берёт ваш партнёр Север (у него {rank:A} этой масти): перебить его карту вы не можете, а в масть ходить обязаны.</translation>
    </message>
    <message>
        <source>Right: the trick is your partner&apos;s, so it gets your 10 card points, not 2.</source>
        <translation>Верно: взятка партнёра, поэтому ему достаются ваши 10 очков, а не 2 (подмазать).</translation>
    </message>
    <message>
        <source>That card may be played, but the trick is your partner&apos;s: give him the 10 card points, not 2.</source>
        <translation>Эту карту можно сыграть, но взятка достаётся партнёру: отдайте ему 10 очков, а не 2.</translation>
    </message>
    <message>
        <source>Count: your two tricks and North&apos;s 20 make at least 66. West and East have only their first trick, 20 card points: fewer than 33.</source>
        <translation>Посчитайте: ваши две взятки и 20 Севера дают не меньше 66. У Запада и Востока только их первая взятка, 20 очков: меньше 33.</translation>
    </message>
    <message>
        <source>Right: Genug with at least 66, and the opponents under 33 are Schneider: your team scores 2 points instead of 1.</source>
        <translation>Верно: «Хватит!» с 66 или больше, а у соперников меньше 33 — шнайдер: ваша команда получает 2 балла вместо 1.</translation>
    </message>
    <message>
        <source>You have at least 66 and they are under 33: say Genug now for 2 points. If they reach 33, it would be only 1.</source>
        <translation>У вас не меньше 66, у них меньше 33: скажите «Хватит!» сейчас и получите 2 балла. Если они наберут 33, будет только 1.</translation>
    </message>
    <message>
        <source>The points of each deal are written for the team that won it, and the first team to 24 wins the Bummerl. The other team gets a Bummerl, or two if it still has 0 points (Schneider).</source>
        <translation>Баллы каждой сдачи записываются команде, которая её выиграла, и первая команда с 24 баллами выигрывает бумерль. Другая команда получает бумерль, а если у неё всё ещё 0 баллов — два (шнайдер).</translation>
    </message>
    <message>
        <source>Announcing above the normal game, the ranking of the contracts, precedence and taking over.</source>
        <translation>Объявления выше обычной игры, старшинство игр, очерёдность (форранг) и перехват.</translation>
    </message>
    <message>
        <source>After the trump call each player in turn announces a higher contract or passes. East is the caller: he names trump and announces the normal game. Precedence, from first to last: the caller, you (on his left), West, North (the dealer).</source>
        <translation>После назначения козыря каждый по очереди объявляет игру выше или говорит «пас». Восток — руфер: он назначает козырь и объявляет обычную игру. Очерёдность (форранг), от первого к последнему: руфер, вы (слева от него), Запад, Север (сдающий).</translation>
    </message>
    <message>
        <source>Your partner North has announced a Zehnergang, which ranks above the Gang. You have precedence over him, so you could take the Zehnergang over. Should you?</source>
        <translation>Ваш партнёр Север объявил Ценерганг, он старше Ганга. У вас очерёдность перед ним, и вы могли бы перехватить Ценерганг. Стоит ли?</translation>
    </message>
    <message>
        <source>Taking it over means playing it yourself, and in ten-high order your best cards are the lowest. Let your partner play it.</source>
        <translation>Перехватить — значит играть самому, а в старшинстве ценерганга ваши лучшие карты — младшие. Пусть играет партнёр.</translation>
    </message>
    <message>
        <source>A higher contract for your hand? No: your partner plays for your team; pass.</source>
        <translation>Игра выше с такими картами? Нет: за вашу команду играет партнёр; скажите «пас».</translation>
    </message>
    <message>
        <source>Each announcement must rank above the highest so far, except that a player with precedence may take over the same contract. Three pass and the fourth plays his contract. Contracts you may not announce are not offered.</source>
        <translation>Каждое объявление должно быть выше самого высокого до него; только игрок с очерёдностью может перехватить ту же игру. Трое говорят «пас», четвёртый играет свою игру. Игры, которые вам объявлять нельзя, вам не предлагаются.</translation>
    </message>
    <message>
        <source>No {rank:A}, no {rank:10}: a hand that hardly takes a trick. East, the caller, has announced the normal game.</source>
        <translation>На руке нет ни одной карты достоинством «{rank:A}» или «{rank:10}»: с такой рукой взятку почти не взять. Восток, руфер, объявил обычную игру.</translation>
    </message>
    <message>
        <source>Right: the Bettler is worth 4 points, and your low cards keep you from taking a trick.</source>
        <translation>Верно: Беттлер стоит 4 балла, а с младшими картами вы не возьмёте взятку.</translation>
    </message>
    <message>
        <source>A Schnapser is over as soon as the declarer has 66 with every trick so far his own, and lost when anyone else takes a trick. Only the caller&apos;s team may announce these two; the caller&apos;s opponents have the Kontraschnapser.</source>
        <translation>Шнапсер заканчивается, как только у разыгрывающего 66 и все взятки до сих пор его, и проигран, как только взятку берёт кто-то другой. Эти две игры может объявить только команда руфера; у соперников руфера есть Контрашнапсер.</translation>
    </message>
    <message>
        <source>Gang and Zehnergang: all five tricks without trump, in the Zehnergang in ten-high order.</source>
        <translation>Ганг и Ценерганг: все пять взяток без козыря, в Ценерганге — в старшинстве ценерганга.</translation>
    </message>
    <message>
        <source>In a Gang the declarer must take all five tricks, without trump, his partner sitting out (9 points). In a Zehnergang the order is {rank:10}, {rank:K}, {rank:O}, {rank:U}, {rank:A}: the {rank:A} is the lowest card (10 points).</source>
        <translation>В Ганге разыгрывающий должен взять все пять взяток, без козыря, а его партнёр не участвует (9 баллов). В Ценерганге порядок карт такой: {rank:10}, {rank:K}, {rank:O}, {rank:U}, {rank:A} — {rank:A} здесь младшая карта (10 баллов).</translation>
    </message>
    <message>
        <source>Right: in ten-high order each of your cards is the highest of its suit or becomes it, so every trick is yours.</source>
        <translation>Верно: в старшинстве ценерганга каждая ваша карта — старшая в своей масти или становится старшей, поэтому все взятки ваши.</translation>
    </message>
    <message>
        <source>Your hand takes every trick in ten-high order: announce the Zehnergang.</source>
        <translation>В старшинстве ценерганга ваши карты берут все взятки: объявите Ценерганг.</translation>
    </message>
    <message>
        <source>Right: your tricks are sure, so Re: the Zehnergang now counts four times, 40 points. Your cards are played for you.</source>
        <translation>Верно: ваши взятки верные, поэтому «Реконтра»: Ценерганг теперь стоит вчетверо, 40 баллов. Ваши карты будут сыграны за вас.</translation>
    </message>
    <message>
        <source>Doubling the declarer&apos;s game: Kontra, Re and Sub, 2, 4 and 8 times the points.</source>
        <translation>Удвоение игры разыгрывающего: «Контра», «Реконтра» и «Субконтра» — баллы ×2, ×4 и ×8.</translation>
    </message>
    <message>
        <source>After the auction the declarer&apos;s opponents may say Kontra (twice the points), his team may answer Re (four times), and the opponents Sub (eight times). West names {suit:H} trump and announces a Schnapser.</source>
        <translation>После торговли соперники разыгрывающего могут сказать «Контра» (баллы вдвое), его команда — ответить «Реконтра» (вчетверо), а соперники — «Субконтра» (в восемь раз). Запад назначает козырь ({suit:H}) и объявляет Шнапсер.</translation>
    </message>
    <message>
        <source>Right: with your trumps West cannot take every trick. Kontra: twice the points.</source>
        <translation>Верно: против ваших козырей Запад не возьмёт все взятки. «Контра»: баллы вдвое.</translation>
    </message>
    <message>
        <source>West answers Re. Now you may say Sub: eight times the points.</source>
        <translation>Запад отвечает «Реконтра». Теперь вы можете сказать «Субконтра»: баллы в восемь раз.</translation>
    </message>
    <message>
        <source>Right: your trump takes the trick and the Schnapser is lost: 6 points times 8 for your team.</source>
        <translation>Верно: ваш козырь берёт взятку, и Шнапсер проигран: 6 баллов, умноженные на 8, вашей команде.</translation>
    </message>
    <message>
        <source>Kontra, Re and Sub double the points each time, for whichever team wins. Say it when you are sure: a wrong Kontra doubles what you lose.</source>
        <translation>«Контра», «Реконтра» и «Субконтра» каждый раз удваивают баллы — той команде, которая выиграет. Говорите это, когда уверены: ошибочная «Контра» удваивает ваш проигрыш.</translation>
    </message>
    <message>
        <source>A marriage is announced on lead, before the card; it counts once your team has a trick. Genug is said right after a trick your team took (or after your announcement); wrong, it gives the deal away.</source>
        <translation>Марьяж объявляют, когда ваш ход, до карты; он засчитывается, когда у вашей команды есть взятка. «Хватит!» говорят сразу после взятки своей команды (или после своего объявления); сказанное ошибочно, оно отдаёт сдачу.</translation>
    </message>
    <message>
        <source>What each card is worth, and the three duties of a trick: Farbzwang, Stichzwang, Trumpfzwang.</source>
        <translation>Сколько стоит каждая карта, и три обязанности во взятке: ходить в масть, перебить и козырять.</translation>
    </message>
    <message>
        <source>West led a card of {suit:S}; North has none and trumped. You hold two cards of {suit:S}, so you must follow suit (Farbzwang). The trick is your partner&apos;s: which card gives him more card points?</source>
        <translation>Запад пошёл (масть: {suit:S}); у Севера этой масти нет, и он побил козырем. У вас две карты этой масти, поэтому вы обязаны ходить в масть (обязанность масти). Взятка достаётся вашему партнёру: какая карта принесёт ему больше очков?</translation>
    </message>
    <message>
        <source>You hold cards of the suit led, so you must play one of them (Farbzwang).</source>
        <translation>У вас есть карты той масти, с которой пошли, поэтому нужно сыграть одну из них (обязанность масти).</translation>
    </message>
    <message>
        <source>North leads a card of {suit:D}, East plays a higher one. You must follow suit, and you must beat the trick if you can (Stichzwang).</source>
        <translation>Север ходит (масть: {suit:D}), Восток кладёт карту старше. Вы обязаны ходить в масть и обязаны перебить взятку, если можете (обязанность перебить).</translation>
    </message>
    <message>
        <source>Follow suit, and when you can beat the card that wins the trick, you must (Stichzwang): here only the {DA} does.</source>
        <translation>Ходите в масть, и если можете перебить карту, которая держит взятку, вы обязаны это сделать (обязанность перебить): здесь это может только {DA}.</translation>
    </message>
    <message>
        <source>West leads a card of {suit:C}; East has none and trumps. You have no {suit:C} either: you must trump (Trumpfzwang), and beat the trump already played if you can.</source>
        <translation>Запад ходит (масть: {suit:C}); у Востока этой масти нет, и он бьёт козырем. У вас её тоже нет: вы обязаны козырять (обязанность козырять) и перебить уже лежащий козырь, если можете.</translation>
    </message>
    <message>
        <source>Without a card of the suit led you must play a trump (Trumpfzwang), and a higher one than the trump in the trick if you have it.</source>
        <translation>Если у вас нет карты той масти, с которой пошли, нужно сыграть козырь (обязанность козырять), причём старше козыря во взятке, если такой есть.</translation>
    </message>
    <message>
        <source>North has announced 20 and led; East has trumped. You have no card of the suit led: trump, and higher than East.</source>
        <translation>Север объявил 20 и пошёл; Восток побил козырем. Карт той масти у вас нет: козыряйте, и старше Востока.</translation>
    </message>
    <message>
        <source>Right: your trump takes the trick, and North&apos;s 20 count now that your team has tricks.</source>
        <translation>Верно: ваш козырь берёт взятку, и 20 Севера засчитаны, раз у вашей команды есть взятки.</translation>
    </message>
    <message>
        <source>The auction: who announces what</source>
        <translation>Торговля: кто что объявляет</translation>
    </message>
    <message>
        <source>That contract does not suit your hand: it takes every trick, so announce the Gang.</source>
        <translation>Эта игра не подходит вашим картам: они берут все взятки, объявите Ганг.</translation>
    </message>
    <message>
        <source>Right: North plays his Zehnergang for your team, worth 10, and you sit out: your partner plays it alone.</source>
        <translation>Верно: Север играет свой Ценерганг за вашу команду, он стоит 10, а вы не участвуете: партнёр играет его один.</translation>
    </message>
    <message>
        <source>Bettler</source>
        <translation>Беттлер</translation>
    </message>
    <message>
        <source>The Bettler: no trump, the partner sits out, and the declarer must take no trick.</source>
        <translation>Беттлер: без козыря, партнёр не участвует, а разыгрывающий не должен взять ни одной взятки.</translation>
    </message>
    <message>
        <source>A Bettler is won by taking no trick at all. There is no trump, you lead, and your partner lays his cards aside. The others must still follow suit and beat the trick if they can.</source>
        <translation>Беттлер выигрывает тот, кто не возьмёт ни одной взятки. Козыря нет, вы ходите первым, а ваш партнёр откладывает свои карты. Остальные всё так же обязаны ходить в масть и перебивать взятку, если могут.</translation>
    </message>
    <message>
        <source>That is not the contract for this hand: it takes no trick, and that is what a Bettler needs.</source>
        <translation>Это не та игра для таких карт: они не берут взяток, а Беттлеру только это и нужно.</translation>
    </message>
    <message>
        <source>Which card is the safest lead? North&apos;s cards are out of play; West and East must beat your card if they can.</source>
        <translation>С какой карты ходить безопаснее всего? Карты Севера вне игры; Запад и Восток обязаны перебить вашу карту, если могут.</translation>
    </message>
    <message>
        <source>Right: it is the lowest card of its suit, so any card of {suit:S} the others play beats it (Stichzwang).</source>
        <translation>Верно: это младшая карта своей масти, и любая карта этой масти ({suit:S}), которую сыграют другие, её перебьёт (обязанность перебить).</translation>
    </message>
    <message>
        <source>The higher cards of that suit may be in North&apos;s hand, out of play: then your card takes the trick. Lead your lowest card: {SU}.</source>
        <translation>Старшие карты этой масти могут быть у Севера, вне игры: тогда взятку возьмёт ваша карта. Ходите самой младшей: {SU}.</translation>
    </message>
    <message>
        <source>You never got the lead back, and your cards went under the others&apos; higher ones: no trick, the Bettler is won. Lead low, and beat a trick only when you must.</source>
        <translation>Ход к вам больше не вернулся, а ваши карты легли под старшие карты других: ни одной взятки, Беттлер выигран. Ходите с младших и перебивайте, только когда обязаны.</translation>
    </message>
    <message>
        <source>Schnapser and Bauernschnapser</source>
        <translation>Шнапсер и Бауэрншнапсер</translation>
    </message>
    <message>
        <source>The Schnapser: 66 alone within three tricks; the Bauernschnapser: all five tricks.</source>
        <translation>Шнапсер: 66 в одиночку за первые три взятки; Бауэрншнапсер: все пять взяток.</translation>
    </message>
    <message>
        <source>In a Schnapser the declarer plays with trump and must take every trick himself until he has 66, within the first three tricks (6 points). In a Bauernschnapser he must take all five tricks (12). You are the caller and name {suit:H} trump.</source>
        <translation>В Шнапсере разыгрывающий играет с козырем и должен сам брать каждую взятку, пока не наберёт 66, не позже третьей взятки (6 баллов). В Бауэрншнапсере он должен взять все пять взяток (12). Вы — руфер и назначаете козырь: {suit:H}.</translation>
    </message>
    <message>
        <source>Right: your 40 and one or two tricks with your trumps make 66, and your trumps take the first tricks.</source>
        <translation>Верно: ваши 40 и одна-две взятки козырями дают 66, а первые взятки берут ваши козыри.</translation>
    </message>
    <message>
        <source>A Bauernschnapser needs all five tricks, and the {CU} would lose the last one. A Schnapser needs only three.</source>
        <translation>Бауэрншнапсеру нужны все пять взяток, а последнюю проиграет карта {CU}. Шнапсеру нужны только три.</translation>
    </message>
    <message>
        <source>That contract is played without trump or to take no trick: your trumps are wasted there.</source>
        <translation>Эта игра идёт без козыря или без взяток: там ваши козыри пропадут.</translation>
    </message>
    <message>
        <source>You lead the first trick. In a Schnapser the declarer may announce too.</source>
        <translation>Вы ходите в первую взятку. В Шнапсере разыгрывающий тоже может объявить марьяж.</translation>
    </message>
    <message>
        <source>40. Now lead one of the marriage&apos;s two cards: it is a high trump as well.</source>
        <translation>40. Теперь ходите одной из двух карт марьяжа: это тоже старший козырь.</translation>
    </message>
    <message>
        <source>Announce the 40 first: before your card, while you are on lead.</source>
        <translation>Сначала объявите 40: до своей карты, пока ваш ход.</translation>
    </message>
    <message>
        <source>Gang and Zehnergang</source>
        <translation>Ганг и Ценерганг</translation>
    </message>
    <message>
        <source>West says Kontra: he doubles your game. You may answer Re and double it once more.</source>
        <translation>Запад говорит «Контра»: он удваивает вашу игру. Вы можете ответить «Реконтра» и удвоить ещё раз.</translation>
    </message>
    <message>
        <source>Your game cannot be lost: answer the Kontra with Re.</source>
        <translation>Вашу игру нельзя проиграть: ответьте на «Контра» — «Реконтра».</translation>
    </message>
    <message>
        <source>Five tricks for you: the Zehnergang is won, 10 points times four. In a Gang or a Zehnergang one trick for anyone else and it is lost.</source>
        <translation>Пять взяток ваши: Ценерганг выигран, 10 баллов, умноженные на четыре. В Ганге и Ценерганге игра проиграна, как только взятку берёт кто-то другой.</translation>
    </message>
    <message>
        <source>Kontra, Re and Sub</source>
        <translation>Контра, Реконтра и Субконтра</translation>
    </message>
    <message>
        <source>West must take every trick alone until he has 66. You hold the three highest trumps. North did not say Kontra: will you?</source>
        <translation>Запад должен сам брать каждую взятку, пока не наберёт 66. У вас три старших козыря. Север не сказал «Контра»: скажете вы?</translation>
    </message>
    <message>
        <source>Your three top trumps will take a trick, and one is enough to beat him: say Kontra.</source>
        <translation>Ваши три старших козыря возьмут взятку, а одной достаточно, чтобы он проиграл: скажите «Контра».</translation>
    </message>
    <message>
        <source>Right: Sub. Now the first trick you take ends his Schnapser.</source>
        <translation>Верно: «Субконтра». Теперь первая же ваша взятка закончит его Шнапсер.</translation>
    </message>
    <message>
        <source>Your trick is sure, so the risk is his: say Sub.</source>
        <translation>Ваша взятка верная, значит, рискует он: скажите «Субконтра».</translation>
    </message>
    <message>
        <source>West leads a card of {suit:S}. You have none: you must trump.</source>
        <translation>Запад ходит (масть: {suit:S}). У вас этой масти нет: нужно козырять.</translation>
    </message>
</context>
<context>
    <name>LessonsTell</name>
    <message>
        <source>Daus</source>
        <translation>Даус</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Ценер</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Кёниг</translation>
    </message>
    <message>
        <source>Ober</source>
        <translation>Обер</translation>
    </message>
    <message>
        <source>Unter</source>
        <translation>Унтер</translation>
    </message>
</context>
<context>
    <name>LogError</name>
    <message>
        <source>an action must be an object</source>
        <translation>действие должно быть объектом</translation>
    </message>
    <message>
        <source>an action needs &quot;seat&quot;</source>
        <translation>у действия должно быть поле &quot;seat&quot;</translation>
    </message>
    <message>
        <source>&quot;seat&quot; must be an integer 0-3</source>
        <translation>&quot;seat&quot; должно быть целым числом от 0 до 3</translation>
    </message>
    <message>
        <source>an action needs one verb</source>
        <translation>у действия должен быть глагол</translation>
    </message>
    <message>
        <source>an action has exactly one verb, not %1</source>
        <translation>у действия ровно один глагол, а не %1</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in an action</source>
        <translation>неизвестный ключ &quot;%1&quot; в действии</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a suit letter H, D, S or C</source>
        <translation>&quot;%1&quot; должно быть буквой масти H, D, S или C</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is not a suit (H, D, S or C)</source>
        <translation>&quot;%1&quot;: %2 — не масть (H, D, S или C)</translation>
    </message>
    <message>
        <source>&quot;aufschlagen&quot; must be the integer 0 or 1</source>
        <translation>&quot;aufschlagen&quot; должно быть целым числом 0 или 1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true</source>
        <translation>&quot;%1&quot; должно быть true</translation>
    </message>
    <message>
        <source>&quot;double&quot; must be true or false</source>
        <translation>&quot;double&quot; должно быть true или false</translation>
    </message>
    <message>
        <source>&quot;bid&quot; must be &quot;pass&quot; or a contract id</source>
        <translation>&quot;bid&quot; должно быть &quot;pass&quot; или обозначением игры</translation>
    </message>
    <message>
        <source>&quot;bid&quot;: %1 is not a contract</source>
        <translation>&quot;bid&quot;: %1 — не игра</translation>
    </message>
    <message>
        <source>&quot;play&quot; must be a card such as &quot;H10&quot;</source>
        <translation>&quot;play&quot; должно быть картой, например &quot;H10&quot;</translation>
    </message>
    <message>
        <source>&quot;play&quot;: %1 is not a card</source>
        <translation>&quot;play&quot;: %1 — не карта</translation>
    </message>
    <message>
        <source>not valid JSON: %1 is not a number</source>
        <translation>недопустимый JSON: %1 — не число</translation>
    </message>
    <message>
        <source>not valid for a deal log: the key &quot;%1&quot; appears twice in one object</source>
        <translation>недопустимо для протокола раздачи: ключ &quot;%1&quot; встречается в одном объекте дважды</translation>
    </message>
    <message>
        <source>numbers must be integers without a fraction, not %1</source>
        <translation>числа должны быть целыми, без дробной части, а не %1</translation>
    </message>
    <message>
        <source>the log starts with a byte-order mark; save it as UTF-8 without one</source>
        <translation>протокол начинается с метки порядка байтов; сохраните его в UTF-8 без неё</translation>
    </message>
    <message>
        <source>the log is not valid UTF-8 (byte %1)</source>
        <translation>протокол — не корректный UTF-8 (байт %1)</translation>
    </message>
    <message>
        <source>not valid for a deal log: nested too deeply</source>
        <translation>недопустимо для протокола раздачи: слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>%1: line %2 column %3 (char %4)</source>
        <translation>%1: строка %2, столбец %3 (символ %4)</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>недопустимый JSON: %1</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>логическое значение</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>целое число</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>строка</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>ожидается значение</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>ожидается разделитель &apos;,&apos;</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>ожидается разделитель &apos;:&apos;</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>ожидается имя ключа в двойных кавычках</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>незакрытая строка, начиная с</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>недопустимый управляющий символ в позиции</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>недопустимая последовательность \</translation>
    </message>
    <message>
        <source>Invalid \uXXXX escape</source>
        <translation>недопустимая последовательность \uXXXX</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>лишние данные</translation>
    </message>
    <message>
        <source>%1: must be a list of %2 cards, not %3</source>
        <translation>%1: должен быть список из %2 карт, а не %3</translation>
    </message>
    <message>
        <source>%1: must hold %2 cards, not %3</source>
        <translation>%1: должно быть %2 карт, а не %3</translation>
    </message>
    <message>
        <source>%1[%2]: a card must be a string such as &quot;H10&quot;, not %3</source>
        <translation>%1[%2]: карта должна быть строкой, например &quot;H10&quot;, а не %3</translation>
    </message>
    <message>
        <source>%1[%2]: &quot;%3&quot; is not a card (suit H D S C, rank A 10 K O U)</source>
        <translation>%1[%2]: &quot;%3&quot; — не карта (масть H D S C, достоинство A 10 K O U)</translation>
    </message>
    <message>
        <source>a deal log must be a JSON object, not %1</source>
        <translation>протокол раздачи должен быть объектом JSON, а не %1</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in the deal log</source>
        <translation>неизвестный ключ &quot;%1&quot; в протоколе раздачи</translation>
    </message>
    <message>
        <source>the deal log has no &quot;%1&quot;</source>
        <translation>в протоколе раздачи нет &quot;%1&quot;</translation>
    </message>
    <message>
        <source>format: must be &quot;%1&quot;, not %2</source>
        <translation>format: должно быть &quot;%1&quot;, а не %2</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>dealer: must be a seat 0-3, not %1</source>
        <translation>dealer: должно быть место от 0 до 3, а не %1</translation>
    </message>
    <message>
        <source>the deal log needs exactly one of &quot;hands&quot; and &quot;deck&quot;</source>
        <translation>в протоколе раздачи должно быть ровно одно из &quot;hands&quot; и &quot;deck&quot;</translation>
    </message>
    <message>
        <source>hands: must be a list of four hands</source>
        <translation>hands: должен быть список из четырёх рук</translation>
    </message>
    <message>
        <source>cards: %1 is dealt twice</source>
        <translation>cards: %1 сдана дважды</translation>
    </message>
    <message>
        <source>actions: must be a list, not %1</source>
        <translation>actions: должен быть список, а не %1</translation>
    </message>
    <message>
        <source>actions: at most %1, not %2</source>
        <translation>actions: не более %1, а не %2</translation>
    </message>
    <message>
        <source>action %1: %2</source>
        <translation>действие %1: %2</translation>
    </message>
    <message>
        <source>the log is larger than %1 bytes</source>
        <translation>протокол больше %1 байт</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 — не обычный файл</translation>
    </message>
    <message>
        <source>the saved deal %1: not valid UTF-8 (byte %2)</source>
        <translation>сохранённая раздача %1: не корректный UTF-8 (байт %2)</translation>
    </message>
    <message>
        <source>not a saved deal</source>
        <translation>это не сохранённая раздача</translation>
    </message>
    <message>
        <source>its number or Bummerl is not the one read</source>
        <translation>её номер или буммерль не совпадает с прочитанным</translation>
    </message>
    <message>
        <source>the saved deal %1: %2</source>
        <translation>сохранённая раздача %1: %2</translation>
    </message>
    <message>
        <source>the saved deal %1 does not replay to the result it records</source>
        <translation>сохранённая раздача %1 при воспроизведении не даёт записанного в ней результата</translation>
    </message>
    <message>
        <source>rules: must be an object, not %1</source>
        <translation>rules: должен быть объект, а не %1</translation>
    </message>
    <message>
        <source>rules: unknown option %1</source>
        <translation>rules: неизвестный параметр %1</translation>
    </message>
    <message>
        <source>rules: not valid JSON (%1)</source>
        <translation>rules: недопустимый JSON (%1)</translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation>дробное число</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>rules: option &quot;%1&quot; must be %2, not %3</source>
        <translation>rules: параметр &quot;%1&quot; должен быть %2, а не %3</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Bauernschnapsen</source>
        <translation>Бауэрншнапсен</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New Bummerl</source>
        <translation>&amp;Новый бумерль</translation>
    </message>
    <message>
        <source>&amp;Score sheet	S</source>
        <translation>&amp;Запись счёта	S</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>С&amp;татистика</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Сыграть заново</translation>
    </message>
    <message>
        <source>Practice: this deal counts neither in the match nor in the statistics.</source>
        <translation>Тренировка: эта сдача не идёт ни в счёт партии, ни в статистику.</translation>
    </message>
    <message>
        <source>Bauernschnapsen — Practice</source>
        <translation>Бауэрншнапсен — тренировка</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <source>Moves cannot be taken back at a table with friends.</source>
        <translation>За столом с друзьями ходы отменять нельзя.</translation>
    </message>
    <message>
        <source>Taking moves back is turned off in the settings.</source>
        <translation>Отмена ходов выключена в настройках.</translation>
    </message>
    <message>
        <source>The review&apos;s choice here: %1</source>
        <translation>Лучший выбор по разбору: %1</translation>
    </message>
    <message>
        <source>Language: %1.</source>
        <translation>Язык: %1.</translation>
    </message>
    <message>
        <source>Deals cannot be practised at a table with friends.</source>
        <translation>За столом с друзьями сдачи нельзя разыгрывать для тренировки.</translation>
    </message>
    <message>
        <source>Deals cannot be practised during a lesson.</source>
        <translation>Во время урока сдачи нельзя разыгрывать для тренировки.</translation>
    </message>
    <message>
        <source>This deal cannot be played on from here.</source>
        <translation>Эту сдачу нельзя доиграть с этого места.</translation>
    </message>
    <message>
        <source>Your first three cards: %1.</source>
        <translation>Ваши первые три карты: %1.</translation>
    </message>
    <message>
        <source>Your two more cards: %1.</source>
        <translation>Ещё две ваши карты: %1.</translation>
    </message>
    <message>
        <source>Your turn: announce a contract.</source>
        <translation>Ваш ход: объявите игру.</translation>
    </message>
    <message>
        <source>Your turn: announce a contract or pass.</source>
        <translation>Ваш ход: объявите игру или скажите «пас».</translation>
    </message>
    <message>
        <source>Your turn: say Kontra or not.</source>
        <translation>Ваш ход: сказать «Контра» или нет?</translation>
    </message>
    <message>
        <source>Your turn: say Re or not.</source>
        <translation>Ваш ход: сказать «Реконтра» или нет?</translation>
    </message>
    <message>
        <source>Your turn: say Sub or not.</source>
        <translation>Ваш ход: сказать «Субконтра» или нет?</translation>
    </message>
    <message>
        <source>Taken back. %1</source>
        <translation>Ход отменён. %1</translation>
    </message>
    <message>
        <source>Enter plays %1.</source>
        <translation>Enter сыграет: %1.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>&amp;Last trick	L</source>
        <translation>&amp;Последняя взятка	L</translation>
    </message>
    <message>
        <source>&amp;Deal log	D</source>
        <translation>&amp;Ход сдачи	D</translation>
    </message>
    <message>
        <source>&amp;Hint	H</source>
        <translation>П&amp;одсказка	H</translation>
    </message>
    <message>
        <source>Take &amp;back</source>
        <translation>От&amp;менить ход</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Сыграть сд&amp;ачу заново</translation>
    </message>
    <message>
        <source>D&amp;escribe the table	T</source>
        <translation>Описать &amp;стол	T</translation>
    </message>
    <message>
        <source>Lea&amp;rn to play…</source>
        <translation>Научиться &amp;играть…</translation>
    </message>
    <message>
        <source>Play with &amp;friends…</source>
        <translation>Играть с д&amp;рузьями…</translation>
    </message>
    <message>
        <source>Lea&amp;ve the table</source>
        <translation>Покинуть сто&amp;л</translation>
    </message>
    <message>
        <source>Re&amp;play a deal…</source>
        <translation>Повторить с&amp;дачу…</translation>
    </message>
    <message>
        <source>&amp;House rules…</source>
        <translation>&amp;Домашние правила…</translation>
    </message>
    <message>
        <source>All &amp;settings…</source>
        <translation>Все &amp;настройки…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Card &amp;pack</source>
        <translation>К&amp;олода</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
        <source>&amp;Computer players</source>
        <translation>&amp;Компьютерные игроки</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules and help</source>
        <translation>&amp;Правила и справка</translation>
    </message>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>Не удалось сохранить настройки: %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор сдачи</translation>
    </message>
    <message>
        <source>New Bummerl</source>
        <translation>Новый бумерль</translation>
    </message>
    <message>
        <source>A Bummerl is being played. Give it up and start a new one at 0 : 0?</source>
        <translation>Идёт бумерль. Бросить его и начать новый со счёта 0 : 0?</translation>
    </message>
    <message>
        <source>The new rules apply from the next deal.</source>
        <translation>Новые правила действуют со следующей сдачи.</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Сбросить статистику</translation>
    </message>
    <message>
        <source>Forget every Bummerl and deal counted so far? This cannot be undone.</source>
        <translation>Забыть все учтённые бумерли и сдачи? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>The file of house rules could not be read; it was kept as %1.</source>
        <translation>Не удалось прочитать файл домашних правил; он сохранён как %1.</translation>
    </message>
    <message>
        <source>The file of house rules could not be read.</source>
        <translation>Не удалось прочитать файл домашних правил.</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <source>New rules</source>
        <translation>Новые правила</translation>
    </message>
    <message>
        <source>A deal is being played. The new rules apply from the next deal; this one is played to the end under the old rules. Change the rules?</source>
        <translation>Идёт сдача. Новые правила начнут действовать со следующей сдачи, а эта будет доиграна по старым. Изменить правила?</translation>
    </message>
    <message>
        <source>Lead the King or the Ober of %1.</source>
        <translation>Пойдите Кёнигом или Обером (%1).</translation>
    </message>
    <message>
        <source>Lead the King or the Queen of %1.</source>
        <translation>Пойдите королём или дамой (%1).</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Ваш ход: сыграйте карту.</translation>
    </message>
    <message>
        <source>Your turn: name trump.</source>
        <translation>Ваш ход: назначьте козырь.</translation>
    </message>
    <message>
        <source>&amp;About Bauernschnapsen</source>
        <translation>&amp;О программе «Бауэрншнапсен»</translation>
    </message>
    <message>
        <source>Your team took the trick: you may say Genug now.</source>
        <translation>Ваша команда взяла взятку: сейчас можно сказать «Хватит!».</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Не удалось сохранить игру: %1</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>Trick</source>
        <translation>Взятка</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Взял</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a score sheet cell for a screen reader: its column, its value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдающий</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козырь</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Разыгрывающий</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Контра</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>Bummerl %1 given up at %2 : %3</source>
        <translation>Бумерль %1 прерван при счёте %2 : %3</translation>
    </message>
    <message>
        <source>+%1 for us</source>
        <translation>+%1 нам</translation>
    </message>
    <message>
        <source>+%1 for them</source>
        <translation>+%1 соперникам</translation>
    </message>
    <message numerus="yes">
        <source>Bummerl %1 won by us · %n Bummerl for them</source>
        <translation>
            <numerusform>Бумерль %1 выигран · соперникам %n бумерль</numerusform>
            <numerusform>Бумерль %1 выигран · соперникам %n бумерля</numerusform>
            <numerusform>Бумерль %1 выигран · соперникам %n бумерлей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bummerl %1 won by them · %n Bummerl for us</source>
        <translation>
            <numerusform>Бумерль %1 проигран · нам %n бумерль</numerusform>
            <numerusform>Бумерль %1 проигран · нам %n бумерля</numerusform>
            <numerusform>Бумерль %1 проигран · нам %n бумерлей</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pack</name>
    <message>
        <source>William Tell</source>
        <translation>Вильгельм Телль</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Французская</translation>
    </message>
    <message>
        <source>French, four colours</source>
        <translation>Французская, четыре цвета</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>← → choose · Enter confirm · 1–9 direct</source>
        <translation>← → выбор · Enter — подтвердить · 1–9 — сразу</translation>
    </message>
    <message>
        <source>Name trump</source>
        <translation>Назначьте козырь</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>Стоимость: %1</translation>
    </message>
    <message>
        <source>Value: %1–%2</source>
        <translation>Стоимость: %1–%2</translation>
    </message>
    <message>
        <source>Highest so far: %1 by %2.</source>
        <translation>Пока высшая заявка: %1 (%2).</translation>
    </message>
    <message>
        <source>Choose trump from the suits of your first three cards, or turn up your next card.</source>
        <translation>Выберите козырь из мастей ваших первых трёх карт или откройте следующую карту: её масть станет козырем.</translation>
    </message>
    <message>
        <source>You are the caller: announce the normal game or a higher contract.</source>
        <translation>Вы — руфер: объявите обычную игру или игру выше.</translation>
    </message>
    <message>
        <source>Announce a contract or pass.</source>
        <translation>Объявите игру или скажите «пас».</translation>
    </message>
    <message>
        <source>Your announcement</source>
        <translation>Ваша заявка</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 играет: %2.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Вы играете: %1.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Say Kontra?</source>
        <translation>Сказать «Контра»?</translation>
    </message>
    <message>
        <source>Say Re?</source>
        <translation>Сказать «Реконтра»?</translation>
    </message>
    <message>
        <source>Say Sub?</source>
        <translation>Сказать «Субконтра»?</translation>
    </message>
    <message>
        <source>Announce %1 in %2</source>
        <translation>Объявить %1: %2</translation>
    </message>
    <message>
        <source>Genug!</source>
        <translation>Хватит!</translation>
    </message>
    <message>
        <source>↑ ↓ hand or buttons · G Genug · Enter confirm</source>
        <translation>↑ ↓ карты или кнопки · G — «Хватит!» · Enter — подтвердить</translation>
    </message>
    <message>
        <source>G Genug</source>
        <translation>G — «Хватит!»</translation>
    </message>
    <message>
        <source>Your team took the trick: say Genug if you have 66.</source>
        <translation>Ваша команда взяла взятку: скажите «Хватит!», если у вас 66.</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <source>G Genug · Enter play on</source>
        <translation>G — «Хватит!» · Enter — играть дальше</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tricks: %1 · card points: %2</source>
        <translation>Взятки: %1 · Очки: %2</translation>
    </message>
    <message>
        <source>Back to the match</source>
        <translation>Вернуться к партии</translation>
    </message>
    <message>
        <source>Points in this Bummerl: %1 %2 : %3 %4 · Bummerl: we carry %5, they carry %6</source>
        <translation>Баллы в этом бумерле: %1 %2 : %3 %4 · Бумерли: у нас %5, у соперников %6</translation>
    </message>
    <message>
        <source>announced %1</source>
        <translation>объявлено: %1</translation>
    </message>
    <message>
        <source>← → choose · Enter confirm · S score sheet</source>
        <translation>← → выбор · Enter — подтвердить · S — запись счёта</translation>
    </message>
    <message>
        <source>We win the Bummerl!</source>
        <translation>Мы выиграли бумерль!</translation>
    </message>
    <message>
        <source>They get two Bummerl: they are Schneider.</source>
        <translation>Соперникам — два бумерля: у них ни одного балла (шнайдер).</translation>
    </message>
    <message>
        <source>They get a Bummerl.</source>
        <translation>Соперникам — бумерль.</translation>
    </message>
    <message>
        <source>They win the Bummerl!</source>
        <translation>Соперники выиграли бумерль!</translation>
    </message>
    <message>
        <source>We get two Bummerl: we are Schneider.</source>
        <translation>Нам — два бумерля: у нас ни одного балла (шнайдер).</translation>
    </message>
    <message>
        <source>We get a Bummerl.</source>
        <translation>Нам — бумерль.</translation>
    </message>
    <message>
        <source>Next Bummerl</source>
        <translation>Следующий бумерль</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Следующая сдача</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запись счёта</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Esc close</source>
        <translation>Esc — закрыть</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Trump call</source>
        <translation>Выбор козыря</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Контра</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Сдача окончена</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>Genug said rightly</source>
        <translation>«Хватит!» верно</translation>
    </message>
    <message>
        <source>Genug said wrongly</source>
        <translation>«Хватит!» ошибочно</translation>
    </message>
    <message>
        <source>last trick</source>
        <translation>последняя взятка</translation>
    </message>
    <message>
        <source>contract won</source>
        <translation>игра выиграна</translation>
    </message>
    <message>
        <source>contract lost</source>
        <translation>игра проиграна</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>карты показаны</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>the deal is over</source>
        <translation>сдача окончена</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn</source>
        <translation>сейчас ходит %1</translation>
    </message>
    <message>
        <source>trump is the suit of the dealer&apos;s turned-up card; there is no trump call</source>
        <translation>козырь — масть открытой карты сдающего; козырь не назначают</translation>
    </message>
    <message>
        <source>these rules have no redeal for three Unters</source>
        <translation>по этим правилам пересдачи при трёх унтерах нет</translation>
    </message>
    <message>
        <source>the caller must name a suit he holds among his first three cards</source>
        <translation>руфер должен назначить масть, которая есть среди его первых трёх карт</translation>
    </message>
    <message>
        <source>turning up takes the first of the two coming cards</source>
        <translation>при открытии козыря открывается первая из двух следующих карт</translation>
    </message>
    <message>
        <source>a redeal needs three Unters among the caller&apos;s first three cards</source>
        <translation>пересдача возможна, только если первые три карты руфера — три унтера</translation>
    </message>
    <message>
        <source>a redeal can be demanded only as the caller&apos;s first action</source>
        <translation>потребовать пересдачи руфер может только самым первым действием</translation>
    </message>
    <message>
        <source>the caller may not pass on his first turn: he announces the normal game or higher</source>
        <translation>руфер не может пасовать на первом круге: он объявляет обычную игру или выше</translation>
    </message>
    <message>
        <source>%1 is not played under these rules</source>
        <translation>по этим правилам не играют: %1</translation>
    </message>
    <message>
        <source>must announce higher than %1</source>
        <translation>нужно объявить игру выше, чем %1</translation>
    </message>
    <message>
        <source>no 20 or 40 can be announced in this contract</source>
        <translation>в этой игре 20 и 40 не объявляют</translation>
    </message>
    <message>
        <source>in a Schnapser only the declaring side may announce 20 or 40</source>
        <translation>в шнапсере 20 и 40 объявляет только сторона разыгрывающего</translation>
    </message>
    <message>
        <source>20 or 40 can be announced only by the player on lead, before he leads</source>
        <translation>20 или 40 объявляет только тот, чей ход первый, — перед тем как пойти</translation>
    </message>
    <message>
        <source>only one announcement per lead</source>
        <translation>только одно объявление за ход</translation>
    </message>
    <message>
        <source>an announcement needs King and Ober of %1</source>
        <translation>для объявления нужны кёниг и обер одной масти (%1)</translation>
    </message>
    <message>
        <source>must lead %1 after the announcement</source>
        <translation>после объявления нужно пойти картой: %1</translation>
    </message>
    <message>
        <source>does not hold %1</source>
        <translation>у вас нет этой карты: %1</translation>
    </message>
    <message>
        <source>the declarer&apos;s partner sits out this contract</source>
        <translation>партнёр разыгрывающего не участвует в этой игре</translation>
    </message>
    <message>
        <source>only the caller may announce %1</source>
        <translation>объявить эту игру может только руфер: %1</translation>
    </message>
    <message>
        <source>only the caller or his partner may announce %1</source>
        <translation>объявить эту игру может только руфер или его партнёр: %1</translation>
    </message>
    <message>
        <source>only the caller&apos;s opponents may announce %1</source>
        <translation>объявить эту игру могут только противники руфера: %1</translation>
    </message>
    <message>
        <source>the caller may not announce %1</source>
        <translation>руферу нельзя объявлять эту игру: %1</translation>
    </message>
    <message>
        <source>a redeal needs three Jacks among the caller&apos;s first three cards</source>
        <translation>пересдача возможна, только если первые три карты руфера — три валета</translation>
    </message>
    <message>
        <source>must over-trump with %1</source>
        <translation>нужно перебить козырь, можно: %1</translation>
    </message>
    <message>
        <source>must follow suit with %1 (Farbzwang)</source>
        <translation>нужно ходить в масть (обязанность масти), можно: %1</translation>
    </message>
    <message>
        <source>must beat the trick with %1 (Stichzwang)</source>
        <translation>нужно перебить старшую карту взятки (обязанность перебить), можно: %1</translation>
    </message>
    <message>
        <source>must trump with %1 (Trumpfzwang)</source>
        <translation>масти нет, нужно козырять (обязанность козырять), можно: %1</translation>
    </message>
    <message>
        <source>genug can be said only in the normal game</source>
        <translation>«Хватит!» говорят только в обычной игре</translation>
    </message>
    <message>
        <source>genug can be said only right after a trick your team took, or right after your own announcement</source>
        <translation>«Хватит!» можно сказать только сразу после взятки вашей команды или сразу после своего объявления</translation>
    </message>
    <message>
        <source>not possible during the trump call</source>
        <translation>во время назначения козыря это невозможно</translation>
    </message>
    <message>
        <source>not possible during the auction</source>
        <translation>во время торговли это невозможно</translation>
    </message>
    <message>
        <source>not possible during Kontra, Re or Sub</source>
        <translation>во время контры, ре или суба это невозможно</translation>
    </message>
    <message>
        <source>not possible during the play</source>
        <translation>во время розыгрыша это невозможно</translation>
    </message>
    <message>
        <source>not possible during the end of the deal</source>
        <translation>сдача уже окончена, это невозможно</translation>
    </message>
    <message>
        <source>%1 needs at least one Ace</source>
        <translation>для этой игры нужен хотя бы один туз: %1</translation>
    </message>
    <message>
        <source>%1 needs all five cards of one suit</source>
        <translation>для этой игры нужны все пять карт одной масти: %1</translation>
    </message>
    <message>
        <source>%1 needs all five trumps</source>
        <translation>для этой игры нужны все пять козырей: %1</translation>
    </message>
    <message>
        <source>these rules have no redeal for three Jacks</source>
        <translation>по этим правилам пересдачи при трёх валетах нет</translation>
    </message>
    <message>
        <source>an announcement needs King and Queen of %1</source>
        <translation>для объявления нужны король и дама одной масти (%1)</translation>
    </message>
    <message>
        <source>Action %1 (%2: %3): %4</source>
        <translation>Действие %1 (%2: %3): %4</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Open a deal log</source>
        <translation>Открыть запись сдачи</translation>
    </message>
    <message>
        <source>Deal logs (%1);;All files (*)</source>
        <translation>Записи сдач (%1);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save the deal log</source>
        <translation>Сохранить запись сдачи</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор сдачи</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <source>First (Home)</source>
        <translation>В начало (Home)</translation>
    </message>
    <message>
        <source>Back (←)</source>
        <translation>Назад (←)</translation>
    </message>
    <message>
        <source>Forward (→)</source>
        <translation>Вперёд (→)</translation>
    </message>
    <message>
        <source>Last (End)</source>
        <translation>В конец (End)</translation>
    </message>
    <message>
        <source>← → step · Home first · End last · Esc close</source>
        <translation>← → шаг · Home — в начало · End — в конец · Esc — закрыть</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Сыграть эту сдачу заново</translation>
    </message>
    <message>
        <source>Play this deal from its start as practice: it counts neither in the match nor in the statistics.</source>
        <translation>Сыграть эту сдачу с начала для тренировки: она не идёт ни в счёт партии, ни в статистику.</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>Play this deal on from the step shown as practice: it counts neither in the match nor in the statistics.</source>
        <translation>Доиграть эту сдачу с показанного шага для тренировки: она не идёт ни в счёт партии, ни в статистику.</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Deal %1: %2</source>
        <translation>Сдача %1: %2</translation>
    </message>
    <message>
        <source>From the file %1</source>
        <translation>Из файла %1</translation>
    </message>
    <message>
        <source>No deal of this session is finished yet.</source>
        <translation>В этой сессии ещё нет законченных сдач.</translation>
    </message>
    <message>
        <source>Deal %1 of the saved game cannot be replayed.</source>
        <translation>Раздачу %1 сохранённой игры невозможно воспроизвести.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <source>The file %1 is not a deal log that can be replayed.</source>
        <translation>Файл %1 — не запись сдачи, которую можно повторить.</translation>
    </message>
    <message>
        <source>The deal log could not be saved.</source>
        <translation>Не удалось сохранить запись сдачи.</translation>
    </message>
</context>
<context>
    <name>RuleGroup</name>
    <message>
        <source>Dealing and trump</source>
        <translation>Сдача и козырь</translation>
    </message>
    <message>
        <source>Auction and doubling</source>
        <translation>Торговля и удвоения</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>Scoring and Bummerl</source>
        <translation>Счёт и бумерль</translation>
    </message>
</context>
<context>
    <name>RuleOption</name>
    <message>
        <source>Redeal for three Unters</source>
        <translation>Пересдача при трёх Унтерах</translation>
    </message>
    <message>
        <source>Example: off, his fourth card is turned up; on, he may turn up his fifth card instead.</source>
        <translation>Пример: если выключено, открывается его четвёртая карта; если включено, он может открыть вместо неё пятую.</translation>
    </message>
    <message>
        <source>Trump from the dealer&apos;s card (Farbenschnapser)</source>
        <translation>Козырь по карте сдающего (фарбеншнапсер)</translation>
    </message>
    <message>
        <source>There is no trump call: the dealer&apos;s last card of the first round is turned up and its suit is trump.</source>
        <translation>Козырь не назначают: последнюю карту сдающего из первого круга открывают, и её масть становится козырем.</translation>
    </message>
    <message>
        <source>Example: the dealer&apos;s third card is a King of Hearts, so Hearts are trump and the auction starts at once.</source>
        <translation>Пример: третья карта сдающего — король червей (Херц-Кёниг), значит, козырь — черви (Херц), и торговля начинается сразу.</translation>
    </message>
    <message>
        <source>Auction after three cards</source>
        <translation>Торговля после трёх карт</translation>
    </message>
    <message>
        <source>The auction is held while everyone holds three cards; the last two are dealt after it.</source>
        <translation>Торгуются, пока у всех по три карты; последние две сдают после торговли.</translation>
    </message>
    <message>
        <source>Example: with three cards nobody can announce a Farbengang, which needs all five cards of a suit.</source>
        <translation>Пример: с тремя картами никто не может объявить фарбенганг — для него нужны все пять карт одной масти.</translation>
    </message>
    <message>
        <source>Who may announce a Schnapser</source>
        <translation>Кто может объявить шнапсер</translation>
    </message>
    <message>
        <source>Who may announce the Schnapser and the Bauernschnapser.</source>
        <translation>Кто может объявлять шнапсер и бауэрншнапсер.</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Удвоения</translation>
    </message>
    <message>
        <source>How far the doubling may go: Kontra doubles the value, Re makes it four times, Sub eight times.</source>
        <translation>Как далеко могут идти удвоения: контра удваивает стоимость, реконтра увеличивает её вчетверо, субконтра — в восемь раз.</translation>
    </message>
    <message>
        <source>Kontra, Re and Sub</source>
        <translation>Контра, реконтра и субконтра</translation>
    </message>
    <message>
        <source>Kontra and Re</source>
        <translation>Контра и реконтра</translation>
    </message>
    <message>
        <source>Kontra only</source>
        <translation>Только контра</translation>
    </message>
    <message>
        <source>No doubling</source>
        <translation>Без удвоений</translation>
    </message>
    <message>
        <source>Bettler</source>
        <translation>Беттлер</translation>
    </message>
    <message>
        <source>A contract in which the declarer must take no trick; his partner lays his cards aside.</source>
        <translation>Игра, в которой разыгрывающий не должен взять ни одной взятки; его партнёр откладывает карты.</translation>
    </message>
    <message>
        <source>Example: a player with only low cards announces Bettler and scores if he takes no trick.</source>
        <translation>Пример: игрок с одними младшими картами объявляет беттлер и получает баллы, если не возьмёт ни одной взятки.</translation>
    </message>
    <message>
        <source>Value of the Bettler</source>
        <translation>Стоимость беттлера</translation>
    </message>
    <message>
        <source>A caller whose first three cards are three Unters may demand a new deal by the same dealer.</source>
        <translation>Если первые три карты руфера — три Унтера (валета), он может потребовать, чтобы тот же сдающий пересдал.</translation>
    </message>
    <message>
        <source>Example: the caller&apos;s first three cards are all Unters; he says so and the same dealer deals again.</source>
        <translation>Пример: первые три карты руфера — Унтеры; он заявляет об этом, и тот же сдающий сдаёт заново.</translation>
    </message>
    <message>
        <source>Turning up: the caller picks the card</source>
        <translation>Открытие карты с выбором</translation>
    </message>
    <message>
        <source>When the caller turns up a card for trump instead of calling one, he may choose which of his two coming cards is turned.</source>
        <translation>Когда руфер не назначает козырь, а открывает карту, он может выбрать, какую из двух следующих карт открыть.</translation>
    </message>
    <message>
        <source>The caller may pass</source>
        <translation>Руфер может пасовать</translation>
    </message>
    <message>
        <source>The caller may pass on his first turn too; if all four pass, he plays the normal game.</source>
        <translation>Руфер может сказать «пас» и на первом круге; если пасуют все четверо, он играет обычную игру.</translation>
    </message>
    <message>
        <source>Example: off, the caller must announce at least the normal game; on, he may pass and wait for a higher announcement.</source>
        <translation>Пример: если выключено, руфер должен объявить хотя бы обычную игру; если включено, он может пасовать и ждать заявки выше.</translation>
    </message>
    <message>
        <source>Example: with caller only, his partner may not announce a Schnapser even with five trumps.</source>
        <translation>Пример: при варианте «только руфер» его партнёр не может объявить шнапсер даже с пятью козырями.</translation>
    </message>
    <message>
        <source>The caller and his partner</source>
        <translation>Руфер и его партнёр</translation>
    </message>
    <message>
        <source>Only the caller</source>
        <translation>Только руфер</translation>
    </message>
    <message>
        <source>Example: up to Re, a Gang with Kontra and Re is worth 36 points and nobody may say Sub.</source>
        <translation>Пример: при пределе «до реконтры» ганг с контрой и реконтрой стоит 36 баллов, а субконтру сказать нельзя.</translation>
    </message>
    <message>
        <source>How many points a Bettler is worth.</source>
        <translation>Сколько баллов стоит беттлер.</translation>
    </message>
    <message>
        <source>Example: with 5, a Bettler lost under Kontra costs 10 points.</source>
        <translation>Пример: при стоимости 5 проигранный беттлер с контрой стоит 10 баллов.</translation>
    </message>
    <message>
        <source>4 points</source>
        <translation>4 балла</translation>
    </message>
    <message>
        <source>5 points</source>
        <translation>5 баллов</translation>
    </message>
    <message>
        <source>Card order in the Bettler</source>
        <translation>Порядок карт в беттлере</translation>
    </message>
    <message>
        <source>The order of the ranks in the Bettler, the Ass-Bettler and the Plauderer.</source>
        <translation>Старшинство карт в беттлере, асс-беттлере и плаудерере.</translation>
    </message>
    <message>
        <source>Example: with the Ace lowest, a single Ace can never take a trick in a Bettler.</source>
        <translation>Пример: если туз (Даус) — младшая карта, одиночный туз в беттлере никогда не возьмёт взятку.</translation>
    </message>
    <message>
        <source>A 10 K O U (normal)</source>
        <translation>Т 10 К Д В (обычный)</translation>
    </message>
    <message>
        <source>10 K O U A (Ace lowest)</source>
        <translation>10 К Д В Т (туз младший)</translation>
    </message>
    <message>
        <source>A K O U 10 (Ten lowest)</source>
        <translation>Т К Д В 10 (десятка младшая)</translation>
    </message>
    <message>
        <source>Partner sits out without trump</source>
        <translation>Партнёр не играет без козыря</translation>
    </message>
    <message>
        <source>In a contract without trump (Bettler, Gang) the declarer&apos;s partner lays his cards aside and tricks have three cards.</source>
        <translation>В игре без козыря (беттлер, ганг) партнёр разыгрывающего откладывает карты, и во взятке по три карты.</translation>
    </message>
    <message>
        <source>Example: off, the partner plays along, and if he takes a trick in a Gang the Gang is lost.</source>
        <translation>Пример: если выключено, партнёр играет со всеми, и если он возьмёт взятку в ганге, ганг проигран.</translation>
    </message>
    <message>
        <source>Zehnergang</source>
        <translation>Ценерганг</translation>
    </message>
    <message>
        <source>A Gang in the ten-high order (10 K O U A): its value and its rank against the Gang.</source>
        <translation>Ганг со старшинством ценерганга (10 К Д В Т): его стоимость и место относительно ганга.</translation>
    </message>
    <message>
        <source>10 points, above the Gang</source>
        <translation>10 баллов, выше ганга</translation>
    </message>
    <message>
        <source>9 points, below the Gang</source>
        <translation>9 баллов, ниже ганга</translation>
    </message>
    <message>
        <source>8 points, below the Gang</source>
        <translation>8 баллов, ниже ганга</translation>
    </message>
    <message>
        <source>Example: a player holding all five Hearts lays them down and scores a Farbengang worth 18 points.</source>
        <translation>Пример: игрок со всеми пятью червями (Херц) открывает их и получает за фарбенганг 18 баллов.</translation>
    </message>
    <message>
        <source>A Bettler worth 5 in the ten-high order, in which the Ace is the lowest card.</source>
        <translation>Беттлер стоимостью 5 со старшинством ценерганга, где туз (Даус) — самая младшая карта.</translation>
    </message>
    <message>
        <source>A Schnapser for the caller&apos;s team together: both partners must take every trick until they have 66, within three tricks.</source>
        <translation>Шнапсер для всей команды руфера: партнёры вместе должны брать все взятки, пока не наберут 66, — не больше чем за три взятки.</translation>
    </message>
    <message>
        <source>Example: the caller announces Schnapser mit Mann and his partner&apos;s 20 counts towards the 66.</source>
        <translation>Пример: руфер объявляет шнапсер с партнёром, и двадцать, объявленные партнёром, засчитываются в 66.</translation>
    </message>
    <message>
        <source>Example: the declarer scores 7 points if he takes no trick, although the opponents see each other&apos;s cards.</source>
        <translation>Пример: разыгрывающий получает 7 баллов, если не возьмёт ни одной взятки, хотя соперники видят карты друг друга.</translation>
    </message>
    <message>
        <source>A contract of the caller worth 12: the called trump counts, every suit is in the ten-high order, and he must take all five tricks.</source>
        <translation>Игра руфера стоимостью 12: назначенный козырь действует, во всех мастях старшинство ценерганга, и он должен взять все пять взяток.</translation>
    </message>
    <message>
        <source>Example: the caller holds the Tens of three suits and announces Bauernloch, which ranks just above the Bauernschnapser.</source>
        <translation>Пример: у руфера десятки трёх мастей, и он объявляет бауэрнлох — игру сразу выше бауэрншнапсера.</translation>
    </message>
    <message>
        <source>Example: a normal game won for 2 points in Hearts scores 4.</source>
        <translation>Пример: обычная игра на 2 балла в червях приносит 4.</translation>
    </message>
    <message>
        <source>Example: after a deal worth 2 points the column shows 22 instead of 2.</source>
        <translation>Пример: после сдачи на 2 балла в столбце стоит 22, а не 2.</translation>
    </message>
    <message>
        <source>Points for a Bummerl</source>
        <translation>Баллы за бумерль</translation>
    </message>
    <message>
        <source>How many points a team needs to win a Bummerl.</source>
        <translation>Сколько баллов нужно команде, чтобы выиграть бумерль.</translation>
    </message>
    <message>
        <source>24 points</source>
        <translation>24 балла</translation>
    </message>
    <message>
        <source>12 points</source>
        <translation>12 баллов</translation>
    </message>
    <message>
        <source>A team that was one point short of the target while the opponents had none, and then loses the Bummerl, gets four Bummerl instead of one.</source>
        <translation>Команда, которой не хватало одного очка до цели, пока у противников не было ни одного, и которая затем проиграла бумерль, получает четыре бумерля вместо одного.</translation>
    </message>
    <message>
        <source>Example: you lead 23 : 0 (11 : 0 with 12 points), but the opponents win the Bummerl: your team gets four Bummerl.</source>
        <translation>Пример: вы ведёте 23 : 0 (11 : 0 при игре до 12 очков), но бумерль выигрывают противники: ваша команда получает четыре бумерля.</translation>
    </message>
    <message>
        <source>Example: worth 9 and below the Gang, a Gang announced after a Zehnergang takes it over.</source>
        <translation>Пример: если он стоит 9 и ниже ганга, ганг, объявленный после ценерганга, перебивает его.</translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Не играется</translation>
    </message>
    <message>
        <source>Shown contracts</source>
        <translation>Показываемые игры</translation>
    </message>
    <message>
        <source>The Farbengang and the Herrenschnapser, which are won by showing the cards instead of playing them.</source>
        <translation>Фарбенганг и херреншнапсер: их выигрывают, показав карты, без розыгрыша.</translation>
    </message>
    <message>
        <source>Ass-Bettler</source>
        <translation>Асс-беттлер</translation>
    </message>
    <message>
        <source>A Bettler worth 5 that only a player holding at least one Ace may announce.</source>
        <translation>Беттлер стоимостью 5, который может объявить только игрок хотя бы с одним тузом (Даусом).</translation>
    </message>
    <message>
        <source>Example: holding one Ace, a player may announce Ass-Bettler, and he must still take no trick.</source>
        <translation>Пример: игрок с тузом может объявить асс-беттлер — и всё равно не должен взять ни одной взятки.</translation>
    </message>
    <message>
        <source>Assenbettler</source>
        <translation>Ассенбеттлер</translation>
    </message>
    <message>
        <source>Example: a hand of Aces and Unters is a good Assenbettler, because Aces are the lowest cards.</source>
        <translation>Пример: тузы и валеты (Даусы и Унтеры) — хорошие карты для ассенбеттлера, ведь тузы здесь младшие.</translation>
    </message>
    <message>
        <source>Schnapser mit Mann</source>
        <translation>Шнапсер с партнёром</translation>
    </message>
    <message>
        <source>Plauderer</source>
        <translation>Плаудерер</translation>
    </message>
    <message>
        <source>A Bettler worth 7 in which some hands are seen, as the kind of Plauderer says.</source>
        <translation>Беттлер стоимостью 7, в котором часть карт открыта — в зависимости от вида плаудерера.</translation>
    </message>
    <message>
        <source>Kind of Plauderer</source>
        <translation>Вид плаудерера</translation>
    </message>
    <message>
        <source>Which cards are seen in a Plauderer; it is played and scored as a Bettler worth 7.</source>
        <translation>Какие карты открыты в плаудерере; играется и считается он как беттлер стоимостью 7.</translation>
    </message>
    <message>
        <source>Example: with the second kind, the opponents lay their cards face up after the first trick.</source>
        <translation>Пример: во втором виде соперники открывают свои карты после первой взятки.</translation>
    </message>
    <message>
        <source>The opponents see each other&apos;s cards</source>
        <translation>Соперники видят карты друг друга</translation>
    </message>
    <message>
        <source>The opponents&apos; cards lie open after the first trick</source>
        <translation>Карты соперников открыты после первой взятки</translation>
    </message>
    <message>
        <source>The declarer&apos;s cards lie open after the first trick</source>
        <translation>Карты разыгрывающего открыты после первой взятки</translation>
    </message>
    <message>
        <source>Bauernloch</source>
        <translation>Бауэрнлох</translation>
    </message>
    <message>
        <source>Stichzwang</source>
        <translation>Обязанность перебить</translation>
    </message>
    <message>
        <source>A player must beat the trick if he can, also his partner&apos;s card, and over-trump when he trumps.</source>
        <translation>Игрок должен перебить взятку, если может, даже карту партнёра, а козыряя — перебить козырь.</translation>
    </message>
    <message>
        <source>Example: the King of Hearts is led and you hold the Ace and the Unter of Hearts: you must play the Ace.</source>
        <translation>Пример: первым пошли королём червей, а у вас туз и валет червей: нужно класть туза.</translation>
    </message>
    <message>
        <source>Herzrunde</source>
        <translation>Херцрунде</translation>
    </message>
    <message>
        <source>A contract played with Hearts as trump counts double, whichever team scores it.</source>
        <translation>Игра с козырем черви (Херц) стоит вдвое больше, какая бы команда её ни записала.</translation>
    </message>
    <message>
        <source>Count down</source>
        <translation>Обратный счёт</translation>
    </message>
    <message>
        <source>The score sheet counts down from the target to 0 instead of up; only the display changes.</source>
        <translation>Запись счёта ведётся от цели вниз до 0, а не вверх; меняется только отображение.</translation>
    </message>
    <message>
        <source>Example: with 12 (the Vienna rule) a Bummerl lasts about half as long.</source>
        <translation>Пример: при 12 (венское правило) бумерль длится примерно вдвое короче.</translation>
    </message>
    <message>
        <source>Retourschneider</source>
        <translation>Ретуршнайдер</translation>
    </message>
</context>
<context>
    <name>RulePreset</name>
    <message>
        <source>Standard</source>
        <translation>Стандартные</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>Традиционные</translation>
    </message>
    <message>
        <source>All contracts</source>
        <translation>Все игры</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Save house rules</source>
        <translation>Сохранить домашние правила</translation>
    </message>
    <message>
        <source>Name of this set of house rules:</source>
        <translation>Название этих домашних правил:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Набор правил:</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Start from a preset or one of your saved sets, then change single rules below. Save your changes under a name to keep them as house rules.</source>
        <translation>Выберите готовый набор или свои сохранённые правила, а ниже измените отдельные правила. Сохраните изменения под своим названием, чтобы оставить их как домашние правила.</translation>
    </message>
    <message>
        <source>New rules apply from the next deal.</source>
        <translation>Новые правила действуют со следующей сдачи.</translation>
    </message>
    <message>
        <source>Own rules (not saved)</source>
        <translation>Свои правила (не сохранены)</translation>
    </message>
    <message>
        <source>A name needs 1 to 40 characters.</source>
        <translation>Название должно содержать от 1 до 40 символов.</translation>
    </message>
    <message>
        <source>The house rules could not be saved: %1</source>
        <translation>Не удалось сохранить домашние правила: %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Goal: %1</source>
        <translation>Цель: %1</translation>
    </message>
    <message>
        <source>Deals in Bummerl %1</source>
        <translation>Сдачи в бумерле %1</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>The chart of Bummerl %1, the points after each deal: we %2; the opponents %3; the goal %4.</source>
        <translation>График бумерля %1, очки после каждой сдачи: мы %2; соперники %3; цель %4.</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Восток</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Card pack:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Скорость анимации:</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Компьютерные игроки</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Сила игры:</translation>
    </message>
    <message>
        <source>A strength for each seat</source>
        <translation>Своя сила для каждого места</translation>
    </message>
    <message>
        <source>North (your partner):</source>
        <translation>Север (ваш партнёр):</translation>
    </message>
    <message>
        <source>West:</source>
        <translation>Запад:</translation>
    </message>
    <message>
        <source>East:</source>
        <translation>Восток:</translation>
    </message>
    <message>
        <source>Help while playing</source>
        <translation>Помощь во время игры</translation>
    </message>
    <message>
        <source>Counting aid</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <source>Shows each team&apos;s card points beside its tricks, so you need not count them yourself.</source>
        <translation>Показывает очки каждой команды рядом с её взятками, чтобы не считать самому.</translation>
    </message>
    <message>
        <source>Says Genug for your team as soon as it has 66 card points, so no win is missed.</source>
        <translation>Говорит «Хватит!» за вашу команду, как только у неё 66 очков, чтобы не упустить победу.</translation>
    </message>
    <message>
        <source>Automatic Genug</source>
        <translation>«Хватит!» автоматически</translation>
    </message>
    <message>
        <source>Take back moves (Ctrl+Z)</source>
        <translation>Отмена ходов (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Ctrl+Z undoes your last decision and the computers&apos; answers to it. A deal with moves taken back is counted apart in the statistics.</source>
        <translation>Ctrl+Z отменяет ваше последнее решение и ответы компьютеров на него. Сдача с отменёнными ходами учитывается в статистике отдельно.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Звуки</translation>
    </message>
    <message>
        <source>Sounds on</source>
        <translation>Включить звуки</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Громкость:</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Changes apply at once and are kept for the next start.</source>
        <translation>Изменения действуют сразу и сохраняются до следующего запуска.</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <source>No animation</source>
        <translation>Без анимации</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
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
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Counted since %1</source>
        <translation>Учёт ведётся с %1</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Сбросить…</translation>
    </message>
    <message>
        <source>Your own games</source>
        <translation>Ваши собственные игры</translation>
    </message>
    <message>
        <source>At tables with friends</source>
        <translation>За столами с друзьями</translation>
    </message>
    <message>
        <source>Bummerl won: %1 · lost: %2 · %3 % won</source>
        <translation>Бумерлей выиграно: %1 · проиграно: %2 · выиграно %3 %</translation>
    </message>
    <message>
        <source>Won with Schneider: %1 · lost with Schneider: %2</source>
        <translation>Выиграно со шнайдером: %1 · проиграно со шнайдером: %2</translation>
    </message>
    <message>
        <source>Deals played: %1 · dealt again: %2</source>
        <translation>Сыграно сдач: %1 · пересдач: %2</translation>
    </message>
    <message>
        <source>Deals with moves taken back (counted apart, not above or below): %1</source>
        <translation>Сдачи с отменёнными ходами (учтены отдельно, не выше и не ниже): %1</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Ваш партнёр</translation>
    </message>
    <message>
        <source>Our team</source>
        <translation>Наша команда</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Соперники</translation>
    </message>
    <message>
        <source>No deal has been counted yet.</source>
        <translation>Пока не учтено ни одной сдачи.</translation>
    </message>
    <message>
        <source>Contracts won, in percent of those played</source>
        <translation>Выигранные игры, в процентах от сыгранных</translation>
    </message>
    <message>
        <source>The statistics file could not be read; it was kept as %1. The statistics start fresh.</source>
        <translation>Не удалось прочитать файл статистики; он сохранён как %1. Статистика начинается заново.</translation>
    </message>
    <message>
        <source>The statistics file could not be read. The statistics start fresh.</source>
        <translation>Не удалось прочитать файл статистики. Статистика начинается заново.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Не удалось сохранить статистику: %1</translation>
    </message>
</context>
<context>
    <name>Strength</name>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Клубный игрок</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
</context>
<context>
    <name>SuitFrench</name>
    <message>
        <source>Hearts</source>
        <translation>Черви</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Бубны</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Пики</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Трефы</translation>
    </message>
</context>
<context>
    <name>SuitTell</name>
    <message>
        <source>Hearts</source>
        <translation>Херц</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>Шеллен</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Лауб</translation>
    </message>
    <message>
        <source>Acorns</source>
        <translation>Айхель</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Dealer</source>
        <translation>Сдающий</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Разыгрывающий</translation>
    </message>
    <message>
        <source>Caller</source>
        <translation>Руфер</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Партнёр</translation>
    </message>
    <message>
        <source>%1 is thinking</source>
        <translation>%1 думает</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>думает</translation>
    </message>
    <message>
        <source>First to %1 points</source>
        <translation>Баллы до %1</translation>
    </message>
    <message>
        <source>Bummerl</source>
        <translation>Бумерли</translation>
    </message>
    <message>
        <source>Each team&apos;s points in this Bummerl; each dot (●) is a Bummerl the team has lost (a Schneider counts two).</source>
        <translation>Баллы каждой команды в этом бумерле; каждая точка (●) — проигранный командой бумерль (шнайдер считается за два).</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козырь</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Назначен</translation>
    </message>
    <message>
        <source>Card points: %1 (+%2)</source>
        <translation>Очки: %1 (+%2)</translation>
    </message>
    <message>
        <source>Card points: %1</source>
        <translation>Очки: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a seat&apos;s call in the history of the auction</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (computer: %2 has left the table)</source>
        <translation>%1 (компьютер: %2 больше не за столом)</translation>
    </message>
    <message>
        <source>%1 (computer until %2 is back)</source>
        <translation>%1 (компьютер, пока %2 не вернётся)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (компьютер)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Высшая заявка</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Контра</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s)</source>
        <translation>
            <numerusform>%1: %n взятка</numerusform>
            <numerusform>%1: %n взятки</numerusform>
            <numerusform>%1: %n взяток</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <source>We</source>
        <translation>Мы</translation>
    </message>
    <message>
        <source>They</source>
        <translation>Они</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>The rules most clubs play, with every usual contract.</source>
        <translation>Правила, по которым играет большинство клубов, со всеми обычными играми.</translation>
    </message>
    <message>
        <source>The old way: no Bettler, no Zehnergang, no contracts laid down.</source>
        <translation>По старинке: без беттлера, без ценерганга, без выкладываемых игр.</translation>
    </message>
    <message>
        <source>The Standard rules and every optional contract besides.</source>
        <translation>Стандартные правила и вдобавок все дополнительные игры.</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Добро пожаловать</translation>
    </message>
    <message>
        <source>Welcome to Bauernschnapsen</source>
        <translation>Добро пожаловать в Бауэрншнапсен</translation>
    </message>
    <message>
        <source>You sit at the bottom; North, opposite you, is your partner against West and East.</source>
        <translation>Вы сидите внизу; Север, напротив вас, — ваш партнёр против Запада и Востока.</translation>
    </message>
    <message>
        <source>Click a card to play it, double-click it, or drag it to the middle of the table.</source>
        <translation>Щёлкните по карте, чтобы сыграть её, или щёлкните дважды, или перетащите её в центр стола.</translation>
    </message>
    <message>
        <source>Or with the keys: ← → choose a card, Enter plays it, 1–5 play a card at once; in a panel of buttons, ← → and Enter choose, or its number.</source>
        <translation>Или клавишами: ← → выбирают карту, Enter играет её, 1–5 сразу играют карту; на панели с кнопками выбирают ← → и Enter или номер кнопки.</translation>
    </message>
    <message>
        <source>F1 opens the rules and the help at any time.</source>
        <translation>F1 в любой момент открывает правила и справку.</translation>
    </message>
    <message>
        <source>To play with friends, on this network or beyond it: Game → Play with friends… opens a table for them or joins theirs.</source>
        <translation>Чтобы играть с друзьями в этой сети или за её пределами: Игра → Играть с друзьями… открывает для них стол или сажает вас за их стол.</translation>
    </message>
    <message>
        <source>Which rules?</source>
        <translation>Какие правила?</translation>
    </message>
    <message>
        <source>You can change the rules at any time under Settings → Rules.</source>
        <translation>Правила можно изменить в любой момент: Настройки → Правила.</translation>
    </message>
    <message>
        <source>Learn to play first</source>
        <translation>Сначала научиться играть</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Начать игру</translation>
    </message>
</context>
</TS>
