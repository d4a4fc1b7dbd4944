int a = 1;
int b = @ ; int c = 2;
int d = 3; @
int e =  @;
