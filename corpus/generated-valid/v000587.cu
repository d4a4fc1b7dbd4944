// cudagen 0.1 seed 587 valid
// features: kernel,kernel_static,launch_bounds,launch,device_function,device_forceinline,static_device_function,host_device_function,host_function,constexpr_function,default_args,main,shared_var,static_shared,constexpr_var,auto_var,struct,operator_overload,aligned_struct,typedef,namespace,if,nested_block,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b

namespace impl4 {
struct __align__(16) Bounds5 {
  int count6;
  float sum7;
  float id8;
};

__host__ __device__ Bounds5 operator+(Bounds5 a, Bounds5 b) {
  Bounds5 r = a;
  r.count6 += b.count6;
  r.sum7 += b.sum7;
  r.id8 += b.id8;
  return r;
}
typedef impl4::Bounds5 rec9_t;

inline static __device__ float update10(int n11 = -2) {
  if (n11) {
    return n11 - (0b100 / n11);
  }
  if (n11 > (n11 - n11)) {
    return NUM_ITERS_1;
  }
  unsigned hi12 = +((n11 + 34lu) - 37L);
  n11 = hi12 * (n11 + hi12) * n11;
  return 22 / hi12;
}
} // namespace impl4
// Computes one element per thread.

static __device__ __forceinline__ void clamp13(int n14) {
  __shared__ int sh_15[8];
  unsigned int cnt16{0b110U};
  impl4::Bounds5 z17 = impl4::Bounds5{59UL, 0x3B, static_cast<float>(n14)};
  __shared__ unsigned int sh_18[32];
}

static __global__ void __launch_bounds__(NUM_ITERS_1 + 384, 3) count19(char *data20, int *buf21, const size_t *input22) {
  auto k23 = data20[0x2] - (-(*buf21));
  k23 = buf21[k23];
  {
    k23 = k23 - (((*data20) - k23) + CAT_3(k, 23));
    auto q24 = *data20;
  }
  static __shared__ double sh_25[128];
  if ((*input22) >= input22[3]) {
    return;
  }
}

__host__ __device__ void bump26(size_t alpha27 = 61lu) {
  constexpr unsigned u28 = 44;
  auto tmp29 = u28;
  char lo30 = (NUM_ITERS_1 * alpha27);
}

constexpr int run_count31(int count32, float alpha33) {
  short int acc34 = NUM_ITERS_1;
  return (acc34) - NUM_ITERS_1;
}

int main() {
  int size35 = 0x3B7;
  size35 = HALF_2(CAT_3(size, 35));
  count19<<<0b10, sizeof(unsigned int) * 0x80>>>(nullptr, &size35, nullptr);
  auto prod36 = 35;
  prod36 = (unsigned int)(CAT_3(size, 35) - (size35 - prod36));
  if (36 == size35) {
    return 4 - size35;
  }
  const char *off37 = R"(raw \n text)";
  return 0;
}
