// GNU complex types as EDG keeps them: `double __complex__`, `__real(z)` / `__imag(z)`
// (lvalues), complex arithmetic with a real operand, braced member initializers, `C` in
// mangled names.
typedef __complex__ float cfloat;

cfloat scale(cfloat a) {
  __real__ a = 1.0f;
  __imag__ a += 2.0f;
  return a * a;
}

double parts(__complex__ double z) { return __real__ z + __imag__ z; }

_Complex double mix(double x) {
  _Complex double z = x;
  z = z + x;
  return z;
}

float magnitude(__complex__ float z) { return __builtin_cabsf(z); }
__complex__ double root(__complex__ double z) { return __builtin_csqrt(z); }
long double magnitude_l(const __complex__ long double& z) { return __builtin_cabsl(z); }

template <class T> struct pair_value {
  typedef __complex__ double rep_type;
  rep_type value;
  pair_value(T r, T i) : value{ r, i } {}
  pair_value(rep_type z) : value(z) {}
  T re() const { return __real__ value; }
  void im(T x) { __imag__ value = x; }
  rep_type rep() const { return value; }
  pair_value& operator/=(const pair_value& o) {
    const rep_type t = o.rep();
    value /= t;
    return *this;
  }
};
template struct pair_value<double>;

struct holder {
  __complex__ float m;
  _Complex long double n;
  holder(float r, float i) : m{ r, i }, n{ i } {}
};
holder h(1.0f, 2.0f);

int sizes = sizeof(__complex__ double) + __alignof__(_Complex float) + sizeof(__complex__ long double);

double casts(__complex__ double z) {
  __complex__ double w = (__complex__ double)3.0;
  double r = (double)z;
  return r + __real__ w + __imag__ (z * w);
}

bool same(__complex__ double a, __complex__ double b) { return a == b; }
__complex__ float negate(__complex__ float a) { return -a + ~a; }
