# Duritaannada maamulaha ciyaarta (issue 30): akhrinta, xaqiijinta, calaamadaha.
error-unknown-inject = Durid aan la aqoon “{ $kind }”. Duritaannada: { $kinds }.
inject-usage-size = cabbir u dhexeeya { $min } ilaa { $max }
inject-usage-none = cabbir la'aan
error-inject-size = “inject { $kind }” wuxuu qaataa { $usage }, laakiin waxaa la helay “{ $value }”.
error-inject-out-of-range = inject { $kind } { $value } wuu ka baxsan yahay xadka: waa la oggol yahay { $min }–{ $max }.
confirm-inject = { $who } wuxuu duray “{ $inject }” — wuxuu dhacayaa { $clock }.
marker-action-inject = maamulaha: { $inject }
review-inject = { $clock } maamulaha ciyaarta ({ $who }) wuxuu duray: { $inject }
