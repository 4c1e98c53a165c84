# Dhoofinno beddeli lahaa faylal jira, iyo warbixinnada tababarrada dhammaaday.

export-exists = { $count ->
        [one] { $files } horey ayuu u jiraa
       *[other] { $files } horey ayay u jiraan
    }: waxba lama qorin. Dooro magac kale.
