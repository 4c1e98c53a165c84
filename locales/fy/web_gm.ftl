# De keppeling fan de spulmaster op de webside (issue 30): it ynjeksjepaniel en it ferburgen sicht.
web-gm-only = Allinnich de keppeling fan de spulmaster ynjektearret en lit it ferburgen sicht sjen: dizze keppeling kin dat net, en der is neat feroare.
web-link-gm = Foar jo, de spulmaster (ynjeksjes en it ferburgen sicht; hâld him foar josels): { $url }
web-gm-link = Jo side as spulmaster, mei it ynjeksjepaniel en dit sicht altyd by de tiid (hâld him foar josels): { $url }
web-gm-panel = Ynjeksje (spulmaster)
web-gm-kind = Ynjeksje
web-gm-kind-option = { $kind } — { $usage }
web-gm-size = Grutte
web-gm-send = No ynjektearje
web-gm-note = In ynjeksje komt yn de folgjende minút; de spilers sjogge allinnich de gefolgen op it dashboard.
web-gm-hidden = Wat de spilers net sjogge
# De namme fan elke soarte ynjeksje op it paniel, yn wurden (de nammen fan de prompt binne de wearden fan it formulier).
web-gm-kind-surge = Ferkearspyk (kear it ferkear)
web-gm-kind-db-slow = Tragere database (% fan de kapasiteit kwyt)
web-gm-kind-db-recover = De database herstelt
web-gm-kind-cache-flush = Cache leechmakke
web-gm-kind-bad-deploy = Minne build (% fan it ferkear)
web-gm-kind-retry-storm = Stoarm fan werhelle fersiken
web-gm-kind-instance-loss = Eksimplaren falle út (hoefolle)
