int n;
int g(int a) { return a; }
constexpr int sq(int v) { return v * v; }
auto gl = [](int a) { return a; };
double gx = gl(2);
int gy = gl(2);
int gz = gl(2) * gl(3);
void f(int p) {
    int nn = 1;
    const int cn = 4;
    constexpr int ce = 5;
    auto l1 = [nn](int a) { return a + nn; };
    auto l2 = [](int a) { return a + n; };
    auto l3 = [](int a) { return g(a); };
    auto l4 = [](int a) { int s = 0; for (int i = 0; i < a; ++i) s += i; return s; };
    auto l5 = [&nn](int a) { return a + nn; };
    auto l6 = [=](int a) { return a; };
    auto l7 = [](double a) { return a * 2; };
    auto l8 = [](int a) { if (a > 3) return 1; return 2; };
    auto l9 = [](int a) { return sq(a) + cn; };
    double x1 = l1(3);
    double x2 = l2(3);
    double x3 = l3(3);
    double x4 = l4(3);
    double x5 = l5(3);
    double x6 = l6(3);
    double x7 = l7(3) * 2;
    double x8 = l8(3);
    double x9 = sq(cn) + sq(ce);
    double x10 = sq(p);
    double x11 = l6(cn);
    double x12 = l6(nn);
    double x13 = l9(1);
    int x14 = -l6(1);
    int x15 = l6(1) ? 1 : 2;
    int x16 = l6(l6(1));
    long x17 = l6(sq(2));
    int x18 = (l6(1));
    bool x19 = l6(1) < 2;
    int x20 = l6(1), x21 = l6(1) + 1;
}
constexpr double half(double v) { return v / 2; }
struct S { int m; constexpr int get() const { return m; } static constexpr int st(int a) { return a; } };
template <class T> constexpr T tw(T a) { return a * 2; }
template <class T> void tf(T t) {
    double a = sq(3);
    T b = sq(3);
    int c = sq(3) + 1;
    auto l = [](int x) { return x; };
    double d = l(2);
    int e = tw(3) + 1;
}
void f2() {
    S s{1};
    double x1 = s.get();
    double x2 = S::st(2);
    int x3 = S::st(2) + 1;
    constexpr S cs{2};
    double x4 = cs.get();
    int x5 = tw(3);
    double x6 = tw(3);
    double x7 = tw<int>(3);
    float x8 = half(3.0);
    double x9 = half(3.0);
    int x10 = sq(2) * 2, x11 = sq(2);
    auto gl = [](auto a) { return a + 1; };
    double x12 = gl(1);
    double x13 = gl(1.5) + gl(2);
    auto gr = [](const auto &a, auto b) { return a < b; };
    int x14 = gr(1, 2);
    auto g3 = [](auto a) { return a; };
    double x15 = g3('c');
    int x16 = g3(2.5);
    tf(1);
}
static int q = sq(4);
const double cq = sq(4);
struct F { int operator()(int a, int b) const { return a; } };
int g(int a, int b) { return a; }
void f3() {
    auto maxof = [](auto a, auto b) { return a > b ? a : b; };
    auto mi = [](int a, int b) { return a > b ? a : b; };
    F fo;
    double m1 = maxof(2.5, 1.0) + maxof(3, 4);
    double m2 = maxof(3, 4);
    double m3 = mi(3, 4);
    double m4 = fo(3, 4);
    int m5 = maxof(3, 4) + 1;
    int m6 = mi(3, 4) + 1;
    int m7 = fo(3, 4) + 1;
    double m8 = g(3, 4);
    int m9 = maxof(3, 4);
    int m10 = mi(3, 4);
    int m11 = fo(3, 4);
    int m12 = 1 + fo(3, 4);
    m12 = fo(3, 4);
    m12 = fo(3, 4) + 1;
    g(fo(1,2), mi(1,2));
    double m13 = 1.0 + mi(3, 4);
}
constexpr int later(int);
constexpr int len(const char *s) { return *s ? 1 + len(s + 1) : 0; }
constexpr int dv(int a) { return 10 / a; }
double z1 = later(1);
double z2 = len("abc");
double z4 = dv(2);
constexpr int later(int a) { return a; }
double z5 = later(1);
constexpr int cf(int a) { return a; }
double z7 = cf(cf(1) + cf(2));
enum E { EA = 1 };
double z8 = cf(EA);
