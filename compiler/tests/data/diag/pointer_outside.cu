int garr[4];
void f() {
    int arr[4];
    int *a = garr - 1;
    int *b = garr + 5;
    int *c = garr + 4;
    int *d = arr + 5;
    int *e = &garr[5];
    int x = garr[4];
    int y = arr[7];
    int *g = 6 + garr;
    int *h = arr - 2;
    (void)a; (void)b; (void)c; (void)d; (void)e; (void)x; (void)y; (void)g; (void)h;
}
