# Exports that would replace files, and reports of ended drills.

export-exists = { $count ->
        [one] { $files } already exists
       *[other] { $files } already exist
    }: nothing was written. Choose another name.
