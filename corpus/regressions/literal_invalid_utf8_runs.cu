const char *d = "xš³";
const char *e = "ÿş";
const char *f = "abÆ±³³";
