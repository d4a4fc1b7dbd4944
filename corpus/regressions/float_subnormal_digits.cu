// E-LIT: a floating literal whose shortest round-trip form has one digit is printed
// with two, correctly rounded: only subnormals with few significant bits differ.
float f1 = 1.40129846432481707092372958328991613e-45F;
float f2 = 2.8e-45F;
float f3 = 4.2e-45F;
float f4 = 1.0e-40F;
float f5 = 1.1754942e-38F;
double d1 = 4.9e-324;
double d2 = 1.0e-323;
double d3 = 1.5e-323;
double d4 = 2.2250738585072014e-308;
double d5 = 1e-310;
long double l1 = 3.64519953188247460252840593361941982e-4951L;
long double l2 = 7.3e-4951L;
long double l3 = 1e-4940L;
float f6 = 0.5F;
double d6 = 1e23;
