// In an enumerator's initializer the enum's earlier enumerators have their values' type,
// not the enum's: no conversion shows (`ab = ((a | b) | c)`, `g4 = (g1 + g2)`).
enum F { a = 1L << 0, b = 1L << 1, c = 1L << 2, ab = a | b | c, fe = 1L << 16, fm = 0x7fffffff, fn = ~0x7fffffff };
enum G { g1 = 1, g2 = 2, g3 = g1 | g2, g4 = g1 + g2 };
struct S { enum { s1 = 4, s2 = s1 * 2 + 1 }; };
int main() { return 0; }
