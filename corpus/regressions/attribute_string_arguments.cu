extern "C" void myfree(void *);
extern "C" void *m1(int) __attribute__((__malloc__, __malloc__(myfree, 1)));
__attribute__((deprecated("use 'nullptr' \"q\" \x41" " joined"))) int d1(int);
__attribute__((deprecated("abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghij\n"))) int d2(int);
const char *s = "it's";
