// A trivial copy or move assignment operator defaulted in its class is the built-in assignment, like the implicit one: `a = (static_cast< M &&>(b));`, `(m) = mkm(f);` (no operator call form).
struct raw { unsigned short x; };
struct half { raw h; half(int i) { raw r{1}; h = r; } };
struct U { int a; U &operator=(const U &o) { a = o.a; return *this; } };
struct W { U u; void f(U v) { u = v; } };
struct M { raw r; M &operator=(M &&) = default; };
void g(M &a, M &b) { a = static_cast<M &&>(b); }
struct raw2 { unsigned short x; };
raw2 mk2(float);
struct M2 { raw2 r; M2 &operator=(const M2 &) = default; };
M2 mkm2(float);
struct half2 { raw2 h; M2 m; half2(int i) { const float f = (float)i; h = mk2(f); m = mkm2(f); } };
void g3(M2 &a, M2 &b) { a = static_cast<M2 &&>(b); a = b; a = mkm2(1.0f); }
void g4(raw2 &a, raw2 &b) { a = static_cast<raw2 &&>(b); a = mk2(2.0f); }
