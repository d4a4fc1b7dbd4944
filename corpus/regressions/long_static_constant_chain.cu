// A class template's static constants built from each other stay value-dependent however
// long the chain: each initializer is wrapped (`__n = (__q0x * __d0);`).
typedef unsigned long u64;
template <u64 n1, u64 n0, u64 d> struct div_impl {
  static constexpr u64 c = u64(1) << 32;
  static constexpr u64 d1 = d / c;
  static constexpr u64 d0 = d % c;
  static constexpr u64 q1x = n1 / d1;
  static constexpr u64 r1x = n1 % d1;
  static constexpr u64 m = q1x * d0;
  static constexpr u64 r1y = r1x * c + n0 / c;
  static constexpr u64 r1z = r1y + d;
  static constexpr u64 r1 = ((r1y < m) ? ((r1z >= d) && (r1z < m)) ? (r1z + d) : r1z : r1y) - m;
  static constexpr u64 q1 = q1x - ((r1y < m) ? ((r1z >= d) && (r1z < m)) ? 2 : 1 : 0);
  static constexpr u64 q0x = r1 / d1;
  static constexpr u64 r0x = r1 % d1;
  static constexpr u64 n = q0x * d0;
  static constexpr u64 r0y = r0x * c + n0 % c;
  static constexpr u64 r0z = r0y + d;
  static constexpr u64 r0 = ((r0y < n) ? ((r0z >= d) && (r0z < n)) ? (r0z + d) : r0z : r0y) - n;
  static constexpr u64 q0 = q0x - ((r0y < n) ? ((r0z >= d) && (r0z < n)) ? 2 : 1 : 0);
  static constexpr u64 quot = q1 * c + q0;
};
int main() { return 0; }
