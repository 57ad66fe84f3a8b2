import CurrencyCore

/// The keyboard shortcuts window (Ctrl+?), as GtkBuilder XML with translated titles.
enum ShortcutsWindow {
    @MainActor static var xml: String {
        let shortcuts = [
            ("<Control>comma", tr("Settings")),
            ("<Control>h", tr("History")),
            ("space", tr("Freeze or unfreeze the picture")),
            ("<Control>t", tr("Take a picture and read all its text")),
            ("Tab <Shift>Tab", tr("Move the focus between the price labels, in reading order")),
            ("Left Up Right Down", tr("Move the focus to the nearest price label that way")),
            ("Return", tr("Save the focused label to the history, as a click does")),
            ("<Control>Return", tr("Add the focused label to the basket, as Ctrl+click does")),
            ("Escape", tr("Take the focus off the price labels")),
            ("<Control>c", tr("Copy the highlighted amount")),
            ("<Control>b", tr("Basket mode (Ctrl+click a label adds it to the basket)")),
            ("<Control><Shift>c", tr("Copy the basket total")),
            ("<Control>s", tr("Save the basket to the history")),
            ("<Control>o", tr("Open a picture and read all its text")),
            ("<Control>v", tr("Paste a picture and read all its text")),
            ("Escape <Control>w", tr("Close the history or settings window")),
            ("<Control>question", tr("Keyboard shortcuts")),
            ("<Control>q", tr("Quit")),
        ]
        let items = shortcuts.map { accelerator, title in
            "<child><object class=\"GtkShortcutsShortcut\"><property name=\"accelerator\">\(escape(accelerator))</property>"
                + "<property name=\"title\">\(escape(title))</property></object></child>"
        }.joined()
        return "<interface><object class=\"GtkShortcutsWindow\" id=\"help_overlay\"><property name=\"modal\">1</property>"
            + "<child><object class=\"GtkShortcutsSection\"><child><object class=\"GtkShortcutsGroup\">"
            + "<property name=\"title\">\(escape(tr("Currency Camera")))</property>\(items)"
            + "</object></child></object></child></object></interface>"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
