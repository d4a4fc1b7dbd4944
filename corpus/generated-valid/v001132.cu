// cudagen 0.1 seed 1132 valid
// features: kernel,launch,launch_dim3,builtin_vars,host_device_function,device_template_function,main,shared_var,static_shared,auto_var,using_alias,for,switch,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_char_prefix,lit_string,lit_string_prefix,cast_c,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#ifdef USE_FAST_PATH_8
#define TUNE_9 16
#else
#define TUNE_9 29
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 8
using idx10_t = unsigned int;

template <class T>
inline __host__ __device__ T norm11(T p12, unsigned short* dst13) {
  switch ((*dst13) - dst13[7]) {
  case 6:
    break;
  default: {
    T s14 = 127U;
    break;
  }
  }
  idx10_t t15 = p12 * dst13[0x0];
  return p12;
}

__global__ void scale16_kernel(float alpha17) {
  int idx18 = threadIdx.x;
  auto hi19 = gridDim.x < alpha17;
  static __shared__ float sh_20[8];
  (++sh_20[gridDim.x & 7], (sh_20[6] = (size_t)hi19));
  __shared__ double sh_21;
  float lim22 = (char)u'a';
}

int main(void) {
  int size23 = 3781;
  size23 = 23;
  for (int n24 = 0; n24 < size23; n24++) {
    const char* mid25 = u8"warp size";
  }
  size23 = (size23);
  scale16_kernel<<<sizeof(int) * (NUM_ITERS_1 + (NUM_ITERS_1 + 16)), dim3((size23 + 0x7f) / 0x80, (4), (size23 + 255) / 256)>>>(3U);
  return 0;
}
