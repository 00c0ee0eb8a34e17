"""What vulture (the dead-code check of scripts/test, pyproject.toml [tool.vulture]) finds no
caller for in welcome_desktop, yet is used: by Qt, pydantic or asyncio, or by the tests alone.

Not run, only read by vulture (``_`` stands for any object). A name here is kept on purpose: a
helper nobody calls is removed instead of being added here.
"""
# ruff: noqa

# Called by Qt: overrides of its virtual methods.
_.hasHeightForWidth  # app/howto/page.py, app/howto/pictures.py
_.shape  # app/sheet/items.py
_.hoverEnterEvent  # app/sheet/items.py
_.hoverLeaveEvent  # app/sheet/items.py
_.drawBackground  # app/sheet/scene.py
_.closeEvent  # app/window/main_window.py
_.sectionSizeFromContents  # app/window/at_the_table.py

# Called by Python: a module's __getattr__ (PEP 562), the lazy names of app/cards/__init__.py.
__getattr__

# Read by pydantic: model settings, the schema's version fields, validators.
model_config
schema_version
_._consistent  # records/save_schema.py
_._budget_for_strong  # records/save_schema.py

# asyncio: a strong reference to a running task (the loop keeps only a weak one), and the
# signature of __aexit__.
_._closer  # network/server/connection.py
trace  # network/lan/discovery.py

# Used by the tests alone: what they read of a widget, a fault they inject, a query they check
# the rules or the host with.
_.is_split  # app/cards/construction_card.py
_.select  # app/cards/estate_chooser.py
_.button_for  # app/cards/estate_chooser.py
_.painted_now  # app/cards/face_cache.py (also tests/benchmarks/bench_clicks.py)
_.painted_idle  # app/cards/face_cache.py
_.kept_bytes  # app/cards/face_cache.py (tests/benchmarks/bench_soak.py)
_.status_text  # app/cards/offer_panel.py
_.looks  # app/window/at_the_table.py
_.preview_widget  # app/cards/offer_panel.py
_.chapters  # app/howto/dialog.py
_.current_page  # app/howto/dialog.py
_.pictures  # app/howto/page.py
_.to_image  # app/howto/pictures.py
_.fits  # app/look/style.py
_.drop_connection  # app/online/bridge.py
resolved_snapshots  # app/play/sheet_model.py
_.plan_labels  # app/window/hint_widgets.py
_.failure_box  # app/window/online_menu.py
_.reconnect_box  # app/window/online_menu.py
_.copies_dialog  # app/window/online_menu.py
_.replay_mode  # app/window/main_window.py (the replay, once made: replay_switch.py)
_.end_dialog  # app/window/main_window.py (the end dialog open: game_end.py)
evaluation_is_compiled  # cli/version.py
_.send_raw  # network/client/host_client.py
_.events  # network/lan/discovery.py
_.internal_errors  # network/server/registry.py, network/server/game_server.py
_.state_digest  # network/host/session.py
_.realised  # players/evaluation.py
is_full_deck  # rules/cards.py
action_to_json  # rules/description.py
action_from_json  # rules/description.py
END_REASONS  # rules/game.py
_.live_sheet  # rules/game.py
_.is_roundabout  # rules/sheet.py
longest_strings  # rules/theme_view.py

# Read by nothing today: the server's count of saves, left to the network's rework (issue 42,
# under way in network/server/registry.py) to report or remove.
_.saves  # network/server/registry.py

# Called by Qt: the accessibility interfaces' virtual methods and the state flags it reads.
_.indexOfChild  # app/sheet/accessible.py
_.focusChild  # app/sheet/accessible.py
_.childAt  # app/sheet/accessible.py
_.actionNames  # app/sheet/accessible.py
_.doAction  # app/sheet/accessible.py
_.localizedActionDescription  # app/sheet/accessible.py, app/cards/accessible.py
_.keyBindingsForAction  # app/sheet/accessible.py, app/cards/accessible.py
_.interface_cast  # app/sheet/accessible.py, app/cards/accessible.py
_.object  # app/sheet/accessible.py
_.relations  # app/sheet/accessible.py
_.invisible  # app/sheet/accessible.py (QAccessible.State)
_.readOnly  # app/sheet/accessible.py (QAccessible.State)
_.focusable  # app/sheet/accessible.py (QAccessible.State)
_.selectable  # app/sheet/accessible.py (QAccessible.State)

# Read by pydantic: the wire's fields and validators (network/protocol/messages.py, host_messages.py).
server_version
client_version
_._code_or_token

# Used by the tests alone (and the door's counters, read by tests and a debugger).
_.timed_out  # network/server/door.py
_.accept_failures  # network/server/door.py
_.resume_all  # network/server/registry.py (tests/network/test_lobby.py)
_.codes_text  # app/online/panel.py
SCHEMA_PATH  # network/protocol/schema.py (tests/network/test_protocol_schema.py)
current_chrome  # app/look/chrome.py (tests/app/look/test_chrome.py)
seen_difference  # app/look/colour_vision.py (tests/app/look/test_inks.py)

# Keys of a view (network/protocol/view_model.py) that only the phones' page reads
# (welcome_desktop/page/app.js).
themes
can_skip
can_refuse
