int a;
;#
int b; ## x
#define H #
H
Á#
