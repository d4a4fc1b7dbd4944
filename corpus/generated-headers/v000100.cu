// cudagen 0.2 seed 100 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,device_function,host_function,main,shared_var,extern_shared,constexpr_var,if,switch,goto,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,alignof,macro_function,macro_statement,pp_ifdef,pp_if,multiple_inheritance,virtual_inheritance,virtual_function,variadic_template,fold_expression,alias_template,variable_template,if_constexpr,rtti,hdr_cmath
#include <cuda_runtime.h>
#include <cstdio>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifndef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 18
#endif
#if (TUNE_5 * 2) >= 17 && TUNE_5 != 0
#define CONFIG_6 5
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 17
#endif
template <typename T> using Ptr8 = T *;
template <typename A, typename B> struct Duo9 { A a; B b; };
template <typename T> using Same10 = Duo9<T, T>;
template <typename T> constexpr T kScale11 = T(5);
template <typename T> constexpr int kSize12 = static_cast<int>(sizeof(T)) * 2;
__host__ __device__ int aliased7(int x) {
  Ptr8<int> p = &x;
  Same10<int> d{x, 8};
  return x + *p + d.a + d.b + kSize12<double> + static_cast<int>(kScale11<float>);
}
struct Root14 {
  int v = 2;
  __device__ virtual int get() const { return v; }
  __device__ virtual ~Root14() {}
};
struct Left15 : virtual Root14 {
  __device__ int get() const override { return v + 1; }
};
struct Right16 : virtual public Root14 {
  int r = 6;
};
struct Join17 : Left15, Right16 {};
__device__ int dispatch13(int x) {
  Join17 j;
  j.v = x;
  const Root14 &t = j;
  return t.get() + j.r;
}
struct Poly18 {
  virtual ~Poly18() {}
  virtual int id() const { return 1; }
};
struct Impl19 : Poly18 {
  int id() const override { return 2; }
};
struct Other20 : Poly18 {};
int identify21(int x) {
  Impl19 d;
  Poly18 *b = &d;
  if (Impl19 *p = dynamic_cast<Impl19 *>(b)) {
    return p->id() + x;
  }
  return dynamic_cast<Other20 *>(b) != nullptr ? 1 : x;
}

__device__ void apply22(int n23, const double *input24, int stride25) {
  if ((blockDim.y << stride25) == TUNE_5) {
    return;
  }
  unsigned s26 = n23;
  if (input24[3] <= s26) {
    return;
  }
}
template <typename... Ts>
double fold27(Ts... xs) {
  return (static_cast<double>(xs) + ... + 0.0);
}
template <typename... Ts>
int count28(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
int spread30(int x) {
  return static_cast<int>(fold27(x, 9.5f, 9u)) + count28(x, x, 1.0);
}

__global__ void __launch_bounds__((TUNE_5 + (TUNE_5 + (kSize12<char> + (kSize12<char> + 2)))) * 4) blend31(float *out32, int stride33, int *buf34, const size_t *input35) {
  extern __shared__ int dyn_36[];
  unsigned int idx37 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (sinf(idx37) != 14) {
    goto out38;
  }
  stride33 = 12u / blockDim.x;
  switch (aliased7(kSize12<int>)) {
  case 10:
    if (stride33 >> 4) {
      break;
    }
    --(*out32);
    break;
  default:
    break;
  }
out38:;
}

int fold39(int lane40, float beta41) {
  blend31<<<(lane40 + 037) / 0b100000, sizeof(float) * (kSize12<int> + (TUNE_5 + 11))>>>(&beta41, -026LL, &lane40, nullptr);
  bool hi42 = static_cast<double>(ceilf(-14.625f) - static_cast<double>(kSize12<char>));
  blend31<<<1 << kSize12<int>, (kSize12<int> + (CONFIG_6 + 0763)), 256>>>(&beta41, 0b100111, &lane40, nullptr);
  lane40 = kSize12<int>;
  if (hi42 <= beta41) {
    return (kSize12<int> >> hi42) - alignof(double);
  }
  return kSize12<char>;
}

int main() {
  int len43 = 2063;
  (void)len43;
  if constexpr (sizeof(void *) == 8) {
    if constexpr (sizeof(void *) == 4) {
    }
  } else {
  }
  return 0;
}
