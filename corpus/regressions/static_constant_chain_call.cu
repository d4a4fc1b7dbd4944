// A static constant of a class template whose initializer is value-dependent makes
// every constant defined from it value-dependent, however long the chain, and a call
// with a value-dependent argument (a builtin or a constexpr function) is one too:
// each such initializer prints in parentheses.
constexpr int width(unsigned long x) { return (int)(x & 63); }

template <unsigned long D>
struct Chain {
  static constexpr unsigned long m0 = D + 1;
  static constexpr unsigned long m1 = m0 + 1;
  static constexpr unsigned long m2 = m1 * 2;
  static constexpr unsigned long m3 = m2 - 1;
  static constexpr unsigned long m4 = m3 % 7;
  static constexpr unsigned long m5 = m4 + m0;
  static constexpr unsigned long m6 = m5 ^ 3;
  static constexpr unsigned long m7 = m6 | 1;
  static constexpr unsigned long m8 = m7 + 8;
  static constexpr unsigned long m9 = m8 + 9;
  static constexpr unsigned long m10 = (m9 < 100) ? m9 : m8;
  static constexpr int shift = __builtin_clzll(D);
  static constexpr int w = width(D);
  static constexpr int coshift = 64 - shift;
  static constexpr int cow = 64 - w;
  static constexpr int direct = 64 - width(D);
  static constexpr unsigned long c1 = ((unsigned long)1) << shift;
};

Chain<40> chain;
unsigned long use() { return Chain<40>::m10 + Chain<40>::c1; }
