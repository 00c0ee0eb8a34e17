<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AtTheTable</name>
    <message numerus="yes">
        <source>{name}: {score} point(s), {plans} of 3 plans claimed, {refusals} of {boxes} refusals</source>
        <translation>
            <numerusform>{name}: {score} point, {plans} of 3 plans claimed, {refusals} of {boxes} refusals</numerusform>
            <numerusform>{name}: {score} points, {plans} of 3 plans claimed, {refusals} of {boxes} refusals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{score} point(s)</source>
        <translation>
            <numerusform>{score} point</numerusform>
            <numerusform>{score} points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message numerus="yes">
        <source>{who} — {total} point(s)</source>
        <translation>
            <numerusform>{who} — {total} point</numerusform>
            <numerusform>{who} — {total} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rank}. {who} — {total} point(s)</source>
        <translation>
            <numerusform>{rank}. {who} — {total} point</numerusform>
            <numerusform>{rank}. {who} — {total} points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <source>{open} seat(s) open</source>
        <translation>
            <numerusform>{open} seat open</numerusform>
            <numerusform>{open} seats open</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game} ({host}), {seats} player(s), {open}</source>
        <translation>
            <numerusform>{game} ({host}), {seats} player, {open}</numerusform>
            <numerusform>{game} ({host}), {seats} players, {open}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>{name}: {score} point(s)</source>
        <translation>
            <numerusform>{name}: {score} point</numerusform>
            <numerusform>{name}: {score} points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>Your best solo score here in this variant: {score} ({count} game(s)).</source>
        <translation>
            <numerusform>Your best solo score here in this variant: {score} ({count} game).</numerusform>
            <numerusform>Your best solo score here in this variant: {score} ({count} games).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OthersSheets</name>
    <message numerus="yes">
        <source>{name} — {score} point(s)</source>
        <translation>
            <numerusform>{name} — {score} point</numerusform>
            <numerusform>{name} — {score} points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetPlaces</name>
    <message numerus="yes">
        <source>Parks, {street}: {count} of {boxes}, {points} point(s)</source>
        <translation>
            <numerusform>Parks, {street}: {count} of {boxes}, {points} point</numerusform>
            <numerusform>Parks, {street}: {count} of {boxes}, {points} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Estates of {size}: {marks} of {boxes} mark(s)</source>
        <translation>
            <numerusform>Estates of {size}: {marks} of {boxes} mark</numerusform>
            <numerusform>Estates of {size}: {marks} of {boxes} marks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} estate(s) of value {value}</source>
        <translation>
            <numerusform>{count} estate of value {value}</numerusform>
            <numerusform>{count} estates of value {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s)</source>
        <translation>
            <numerusform>{points} point</numerusform>
            <numerusform>{points} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>claimed, {points} point(s)</source>
        <translation>
            <numerusform>claimed, {points} point</numerusform>
            <numerusform>claimed, {points} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{column}: {points} point(s)</source>
        <translation>
            <numerusform>{column}: {points} point</numerusform>
            <numerusform>{column}: {points} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total: {total} point(s) ({plus} plus, {minus} minus)</source>
        <translation>
            <numerusform>Total: {total} point ({plus} plus, {minus} minus)</numerusform>
            <numerusform>Total: {total} points ({plus} plus, {minus} minus)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetScene</name>
    <message numerus="yes">
        <source>Real estate, estates of {size} house(s): each mark raises the value of every such estate.
Points: number of estates × the first value not crossed.</source>
        <translation>
            <numerusform>Real estate, estates of {size} house: each mark raises the value of every such estate.
Points: number of estates × the first value not crossed.</numerusform>
            <numerusform>Real estate, estates of {size} houses: each mark raises the value of every such estate.
Points: number of estates × the first value not crossed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>City plan n°{n}: {requirement}.
{first} point(s) to whoever claims it first, then {second}.</source>
        <translation>
            <numerusform>City plan n°{n}: {requirement}.
{first} point to whoever claims it first, then {second}.</numerusform>
            <numerusform>City plan n°{n}: {requirement}.
{first} points to whoever claims it first, then {second}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message numerus="yes">
        <source>{mark}{name}: {score} point(s)</source>
        <translation>
            <numerusform>{mark}{name}: {score} point</numerusform>
            <numerusform>{mark}{name}: {score} points</numerusform>
        </translation>
    </message>
</context>
</TS>
