// cudagen 0.2 seed 902 valid headers
// features: kernel,kernel_from_macro,restrict_params,launch,builtin_vars,host_function,main,shared_var,extern_shared,if,goto,ternary,compound_assign,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_string,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_if,operator_overload_more,exceptions
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <utility>
#include <cooperative_groups.h>

#define RADIUS_1 3
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#if RADIUS_1 == 3
#define CONFIG_4 2
#else
#define CONFIG_4 18
#endif
#define DEFINE_MAP_KERNEL_5(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_5(map_march6, int)

__global__ void probe7_kernel(bool beta8, const long long* __restrict__ coef9) {
  extern __shared__ unsigned char dyn_10[];
  unsigned int gid11 = threadIdx.x;
  if (beta8) {
    goto skip12;
  }
  dyn_10[gid11] = (((dyn_10[4] < coef9[0]) ? beta8 : coef9[threadIdx.z]) - ((*coef9) - blockIdx.x)) - (51 * dyn_10[4]);
  beta8 = dyn_10[gid11] > (beta8 >> beta8);
skip12:;
}
struct Dual13 {
  float x, y;
  float operator[](int i) const { return i == 0 ? x : y; }
  Dual13 &operator+=(const Dual13 &o) { x += o.x; y += o.y; return *this; }
  Dual13 operator-() const { return Dual13{-x, -y}; }
  Dual13 &operator++() { ++x; return *this; }
  bool operator<(const Dual13 &o) const { return x < o.x; }
  friend bool operator==(const Dual13 &a, const Dual13 &b) { return a.x == b.x && a.y == b.y; }
};
Dual13 operator*(const Dual13 &a, float k) { return Dual13{a.x * k, a.y * k}; }
float ops14(float v) {
  Dual13 a{v, 1};
  Dual13 b = -a * 2;
  a += b;
  ++a;
  return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

long warp15(int* acc16, float q17, unsigned int q18) {
  (*acc16) = acc16[7];
  (*acc16) /= (acc16[q18] += acc16[5], (9 * acc16[q18]));
  int z19 = 40;
  q18 = z19;
  const char* mid20 = "path\\to";
  (void)mid20;
  float k21{q17};
  return k21;
}

int main() {
  int count22 = 879;
  map_march6<<<(count22 + 0x1F) / 32, CONFIG_4 + 0x7E>>>(&count22, 0xd39);
  if (sizeof(int) < (count22 - count22)) {
    return (!(count22 < 42)) ? 35 : 6;
  }
  try {
    if (count22 > 11) {
      throw 11;
    }
  } catch (...) {
  }
  probe7_kernel<<<(RADIUS_1 + (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + 0x5))))), (CONFIG_4 + (CONFIG_4 + 28)) * (RADIUS_1 + 1)>>>(0, (const long long*)nullptr);
  return 0;
}
