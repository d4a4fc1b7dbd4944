// cudagen 0.1 seed 1539 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,main,constant_var,constexpr_var,struct,struct_methods,class_private,enum_class,if,if_else,if_init,static_assert,ternary,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,method_call,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 37
#endif

#if NUM_ITERS_1 > 86
#define CONFIG_7 2
#else
#define CONFIG_7 9
#endif
#undef TUNE_6
#define TUNE_6 8

template <typename T, int N>
__global__ void grow8_kernel(T *dst9) {
  dst9[6] = N;
  if (T lim10 = 'A'; (CAT_4(lim, 10) > CAT_4(lim, 10)) && ((lim10 - 32UL) >= N)) {
    ACCUM_3(lim10, (CONFIG_7));
    lim10--;
  } else {
    (lim10--, (dst9[4] = lim10));
  }
}
enum class State11 {
  Blue12,
  Mul13,
  Low14,
  High15,
  Slow16
};

class Pixel17 {
  int weight18;
public:
  __host__ __device__ Pixel17(int init19) : weight18(init19) {}
  __host__ __device__ int mix20() const {
    return (unsigned int)((42ul == CAT_4(weight, 18)) ? weight18 : sizeof(unsigned));
  }
};

struct Acc21 {
  int z22;
  int val23;
  float w24;
  __host__ __device__ void scale25(int y26) {
    y26 = -1072;
  }
  __host__ __device__ int total27() const {
    return CAT_4(z, 22) + 43U;
  }
};
__constant__ unsigned int c_grow28 = 23u;
static_assert(sizeof(int) == 4, "bad config");

template <class T, class U>
__global__ void warp29_kernel(U *__restrict__ out30, const long *in31, unsigned int b32) {
  Acc21 cnt33 = Acc21{56ULL, 46ULL, -37};
  (*out30) = out30[b32] * static_cast<U>(c_grow28);
}

int main() {
  int size34 = 2541;
  ACCUM_3(size34, (-20));
  size34 = size34;
  Acc21 idx35 = Acc21{42u, 48, static_cast<float>(size34)};
  --idx35.w24;
  idx35 = Acc21{};
  grow8_kernel<float, 3><<<256, NUM_ITERS_1 * TUNE_6>>>(static_cast<float*>(nullptr));
  warp29_kernel<double, float><<<dim3((size34 + 63) / 64, (1)), TUNE_6 + (TUNE_6 + (NUM_ITERS_1 + (NUM_ITERS_1 + 48)))>>>((float*)nullptr, nullptr, idx35.total27());
  return 0;
}
