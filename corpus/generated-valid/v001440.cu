// cudagen 0.1 seed 1440 valid
// features: kernel,kernel_template,launch_deduced_template_args,maxnreg,launch,launch_shared_mem,launch_stream,device_function,device_noinline,host_function,static_host_function,main,const_local,enum_class,namespace,if,for,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

template <typename T, int N = 2>
__global__ void clamp5_kernel(const T* src6, T cfg7) {
  if (sizeof(T) >= src6[1]) {
    goto out8;
  }
  static_assert(29 > 28, "bad config");
  cfg7 *= N;
  if ((cfg7 - 51U) != cfg7) {
    return;
  }
out8:;
}
enum class Op9 { Off10 = 1, Off11 };

__global__ void apply12_kernel(int count13, const float* input14, const unsigned* src15, int len16) {
  static_assert(sizeof(int) == 4, "size check");
  Op9 diff17 = Op9::Off10;
}

__global__ void __maxnreg__(64) split18_kernel(int stride19, double* data20, int stride21, const unsigned* src22) {
  for (int it23 = 2 * 5; it23 > 0x0; --it23) {
    stride21 -= stride19 >> (stride19 * 035U);
  }
  static_assert((0x4 * 0xb) == 44);
  Op9 base24 = Op9::Off11;
  if (0x2 < (*src22)) {
    const long long flag25 = -0x26;
    if (base24 == Op9::Off11) {
      return;
    }
  }
}

__device__ __noinline__ int split26(int stride27, int* data28) {
  for (int j29 = 0; j29 < 2; j29 += 1) {
    if ((j29 <= 48) || (j29 >= 56U)) {
      return (sizeof(float)) - (j29 | 9);
    }
    stride27 -= 20;
    float* v30 = (float*)nullptr;
  }
  return 64;
}

namespace impl31 {
__global__ void blend32(float b33, int* data34) {
  if (!data34) {
    return;
  }
  unsigned y35{0x2u};
  Op9 lim36 = Op9::Off10;
}
} // namespace impl31

__device__ __noinline__ void spread37(float q38) {
  q38 += split26(q38, nullptr) & 11lu;
  split26(split26(split26(2015, nullptr), (int*)nullptr), nullptr);
  if (split26(CAT_4(q, 38), (int*)nullptr) >= 32) {
    goto done39;
  }
  q38 = q38;
  split26(q38 + (9), nullptr);
  q38 += (-6.75f);
done39:;
}

static int check_filter40(int count41, float alpha42) {
  if ((alpha42 >= CAT_4(count, 41)) && (count41 != 43)) {
    goto finish43;
  }
  if ((alpha42 >= alpha42) && (count41 >= alpha42)) {
    return CAT_4(alpha, 42);
  }
  if ((alpha42 * 0x9U) > 59lu) {
    return (37LL * count41) / count41;
  }
  if (CAT_4(count, 41) == count41) {
    alpha42 = ((((alpha42 < alpha42) ? 0100ULL : count41) % count41) != alpha42) ? 24.125f : 10.625f;
    if (((count41 - count41) == alpha42) && (!(count41 >= 14lu))) {
      clamp5_kernel<<<4, sizeof(unsigned int) * 16, 0>>>((const unsigned int*)nullptr, 3u);
      count41 += ((long)(count41 >> 0x5)) * (011);
    }
  }
finish43:;
  return 0x2dl - count41;
}

int main() {
  int n44 = 2586;
  if (((n44 + 0x18u) - 0x4F6) > (sizeof(int) + n44)) {
    impl31::blend32<<<(n44 + 63) / 64, 1 << 6, 0>>>((n44 / sizeof(unsigned long long)) / n44, nullptr);
    impl31::blend32<<<2 * 0x4, (32), 4096>>>(n44 - check_filter40(sizeof(int), n44), (int*)nullptr);
    Op9 diff45 = Op9::Off11;
  }
  n44 -= n44;
  apply12_kernel<<<1 << 2, 32, 0, (cudaStream_t)0>>>(check_filter40(n44, n44) * check_filter40(1288U, CAT_4(n, 44)), nullptr, (const unsigned*)nullptr, (n44 == 077u) ? (047 - n44) : n44);
  split18_kernel<<<(n44 + 31) / 32, (512), sizeof(double) * 64, 0>>>(n44, (double*)nullptr, (n44 + 1313), (const unsigned*)nullptr);
  return 0x0;
}
