<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>ConstructionCard</name>
    <message>
        <source>Empty slot</source>
        <extracomment>Width / height of a card. The number half takes this share of the card&apos;s height.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House number {number}, {effect}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House number {number} with the {effect} effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left under this stack: {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This number cannot be written on your sheet now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to take the house number {number} from this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to take the {effect} effect from this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House number {number}, effect {effect}. Take the number from one card and the effect from another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Effect</name>
    <message>
        <source>Surveyor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real Estate Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Landscaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool Manufacturer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temp Agency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a fence between two houses of any street to split it into estates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the value of the estates of one size by crossing the next box of that column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a park in the street where you wrote the number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the pool of the house you numbered, if that house has a planned pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the number by up to 2 (from 0 to 17) and hire a temp worker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the number of a house into an empty house right beside it, marked bis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roundabout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building permit refusal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>a player marked a third building-permit refusal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player completed all three city plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player built every house of their three streets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deck ran out of construction cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still tied: they share the rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more estates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more estates of size {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City plan n°{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parks, street {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temp agency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bis (−)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roundabouts (−)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refusals (−)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ended: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank}. {who} — {total} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} and {b} tied on points: {how}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EstateChooser</name>
    <message>
        <source>street {street}: house {house}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>street {street}: houses {first}–{last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim plan {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several sets of estates meet plan {id}. Choose the estates to use: their houses will be marked as used for the plan and can serve no other plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Way {number}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim with these estates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The game is over.</source>
        <extracomment>Called after each resolved turn (autosave); set by the window.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn confirmed. Waiting for the other players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an empty house to build a roundabout there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No combination can be written: take a building-permit refusal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No number fits now, but a roundabout would make room: build one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a combination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a lit house to write the number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number was changed: mark the temp agency box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the effect on a lit place, or skip it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim a plan, build a roundabout, or confirm the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number is already written this turn; undo to choose again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number} cannot be written in any house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a combination first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a house to write the number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Player 1</source>
        <extracomment>The window icon (rendered from resources/icon/welcome-desktop.svg by packaging/make_icons.py); under sys._MEIPASS in the packaged app.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome To — desktop edition</source>
        <extracomment>Ask before closing over an unconfirmed turn (tests switch it off).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the effect unused (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a building-permit refusal (X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roundabout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a roundabout, then click a house (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reshuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for a reshuffle of the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply again what was taken back (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End your turn (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet stays hidden until the next player is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name}: show my sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume an unfinished game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Skip effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a &amp;refusal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a r&amp;oundabout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next lit place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous lit place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the lit place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players and scores…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save {file}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn is not confirmed yet; it will be lost. Quit anyway?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo (with the Solo card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard (three stacks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert (hands of three cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced variant: roundabouts and advanced plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player needs a different name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random game).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfferPanel</name>
    <message>
        <source>The number and the effect must come from two different cards: pick the effect of another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number and the effect must come from two different cards: pick the number of another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand — cards left in the deck: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed to the right →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your combination: pick a number and an effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your combination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards on offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combination {index}: house number {number} with the {effect} effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No combination can be written on your sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a combination: click a card or press 1, 2 or 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number {number} from card {index}. Now pick the effect of another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{effect} from card {index}. Now pick the number of another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {index} is passed to the player on your right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All three cards are then discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number {number} from card {n_index} with the {effect} effect from card {e_index}. {fate}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the number of one card, then the effect of another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: press 1, 2 or 3 to take the number of that card, then 1, 2 or 3 to take the effect of another card. Esc starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: press 1, 2 or 3 to choose that combination.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanCard</name>
    <message>
        <source>the top street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the middle street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bottom street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Housing estates of exactly these sizes: {sizes} (one estate per number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every house of the top street built (numbered or a roundabout), none of them used for another plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every house of the middle street built (numbered or a roundabout), none of them used for another plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every house of the bottom street built (numbered or a roundabout), none of them used for another plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five bis houses in the same street.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven temp agency boxes crossed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first and the last house of every street built, none of them used for another plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All the parks of two streets built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All the pools of two streets built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In one street: all its parks, all its pools and a roundabout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All the parks and all the pools of the top street.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All the parks and all the pools of the middle street.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All the parks and all the pools of the bottom street.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole street built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 bis in one street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 temps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both ends of every street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all parks of 2 streets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all pools of 2 streets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parks + pools + roundabout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all parks + all pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estates of {sizes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City plan n°{deck} ({id})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} points to whoever completes it first, {second} points later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved: a claim now scores {value} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project: nobody has completed it yet; a claim now scores {value} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have claimed this plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your sheet meets the requirement: click to claim it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>APPROVED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N°{deck}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of the end of turn {turn}: the current turn stays hidden until everyone has confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mode}, advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreadable saved game: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} — {mode} — turn {turn} — {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These games are not finished. Resume one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>street {street} has no house {house}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no street {street}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>street {street} has no fence slot {slot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no combination {index}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no card {index} in the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a combination was already chosen this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose one of the three combinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the card giving the number and a different card giving the effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record&apos;s cards cannot go on with the game: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write exactly one number, right after choosing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the effect is used right after the number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roundabout is built before choosing or after the effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plans are claimed after the number (or refusal) and effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reshuffle is asked for at the end of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reshuffle was already asked for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number written must be {number}, the chosen number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the combination&apos;s effect is {effect}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a park is built on the street of this turn&apos;s number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pool goes on the house just numbered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number did not go on a planned-pool house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a refusal is taken instead of choosing a combination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the effect or skip it before ending the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this turn is already confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no player {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a refusal is only allowed when no combination can be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roundabout would let a number be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no combination can be written: a refusal must be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn must write a number or, when none can be written, take a refusal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {track} track is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the temp agency changes {number} by at most 2, within 0 to 17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the temp track is full: {number} can no longer be changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a changed number uses the temp agency: the temp box must be marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bis house is not empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bis copies a numbered house directly to its left or right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fence stands between the bis and the house it copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that fence is already drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fence between a number and its bis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fence between two houses used for a plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>house {house} of street {street} is not empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number} must be greater than {other}, the number to its left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number} must be smaller than {other}, the number to its right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roundabouts exist only in the advanced variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most one roundabout per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most two roundabouts per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roundabout needs an empty house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{estate} is not an estate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan {plan} is not in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plan is claimed at most once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an estate already used for a plan cannot be used again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same estate cannot be counted twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} needs estates of sizes {sizes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the condition of {plan} is not met: {condition}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan} is not an estate plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a player who claimed a plan in the turn it was first claimed may ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no reshuffle in solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number and effect must come from different cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetScene</name>
    <message>
        <source>top street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street}
all built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 bis in
one street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 temps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both ends
of every
street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all parks
of two
streets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parks, pools,
roundabout:
one street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all pools
of two
streets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parks and
pools of the
{street}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WELCOME TO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suggestion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HOW TO READ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CITY PLANS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REAL ESTATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N°{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PARKS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POOLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEMPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BIS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REFUSALS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st: 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2nd: 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd: 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TOTAL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House {n} of {size}, {street}.
Write a house number here: numbers rise from left to right.
&quot;bis&quot; copies a neighbour&apos;s number; a circle with a dot is a roundabout.
The dotted line above it is struck when the house is used for a plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned pool of house {n}, {street}.
It is built (circled) when a number is written in this house with the pool effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fence slot between houses {a} and {b}, {street}.
The surveyor draws a fence here; fences close estates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parks of the {street}: each park built crosses the next tree.
Points: the first value not crossed ({values}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temp agency: a box is crossed each time the number is changed by up to 2 (or the effect is used).
Most boxes: 7 points, second: 4, third: 1. Playing alone: 7 points with 6 boxes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bis: a box is crossed for every bis house.
Penalty: the first value not crossed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roundabouts (advanced variant): a box is crossed for each one built, at most two.
Penalty: the first value not crossed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building-permit refusals: a box is crossed when no number can be written.
Penalty: the first value not crossed; the third refusal ends the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real estate, estates of {size} house(s): each mark raises the value of every such estate.
Points: number of estates × the first value not crossed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City plan n°{n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advanced
only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City plan n°{n} ({id}): {requirement}.
{first} points to whoever claims it first, then {second}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValueChooser</name>
    <message>
        <source>Temp agency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which number do you write in this house?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card shows {number}; a changed number crosses a temp box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
