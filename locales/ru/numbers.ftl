# How numbers are written in this locale. The seed writes 0,0 × and 4,00 $/h in Frisian
# and Russian, 0.0 × and 4.00 $/h in Somali and English; no digit grouping (1125 req/s).
number-decimal-separator = ,
