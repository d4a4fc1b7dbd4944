// cudagen 0.1 seed 892 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_stream,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,struct,struct_template,if,switch,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,alignof,macro_object,macro_paste,macro_statement,pp_if,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 32
#define TILE_DIM_2 64
#define RADIUS_3 ((16))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#if (RADIUS_3 * 2) >= 38 && RADIUS_3 != 0
#define CONFIG_8 7
#else
#define CONFIG_8 18
#endif
#undef RADIUS_3
#define RADIUS_3 24

struct Body9 {
  int count10, mass11;
  int id12;
  double lo13;
};
/* Helper used by the kernels below. */

static __global__ void sweep14(size_t *__restrict__ out15) {
  extern __shared__ int dyn_16[];
  ++dyn_16[7];
  dyn_16[1] = out15[0b101];
  __shared__ unsigned char sh_17;
}

template <typename T>
struct Stats18 {
  T flag19;
  int y20, vel21;
};

template <typename T, class U>
__global__ void filter22_kernel(U q23) {
  int prod24 = TILE_DIM_2 - CAT_7(q, 23);
  q23 = CAT_7(q, 23);
  q23 = 49;
  static __shared__ double sh_25[(256)];
}

__global__ void blend26(float alpha27, float *data28, int len29, int len30) {
  if ((len30 * TILE_DIM_2) > len29) {
    return;
  }
  float q31 = 3.0F;
  if ((~len30) != len30) {
    return;
  }
  int v32 = (int)len30;
  double base33[5] = {-14.375, 17.5, 2.0};
  base33[v32]--;
  double *z34 = base33;
}

unsigned check_fold35(char *__restrict__ acc36) {
  switch (*acc36) {
  case 2: {
    int w37{6};
    cudaStream_t cnt38 = nullptr;
    break;
  }
  case (7):
    break;
  case 2 * 0b100:
    break;
  }
  return +(12 | acc36[0]);
}

int main() {
  int n39 = 2614;
  n39 = alignof(int);
  filter22_kernel<unsigned int, unsigned int><<<(n39 + 255) / 256, sizeof(unsigned int) * 32>>>(52 - n39);
  n39 = 28ul;
  blend26<<<sizeof(unsigned int) * 2, sizeof(unsigned int) * 16>>>(check_fold35(nullptr), (float*)nullptr, (n39 & 32) % 64lu, (CAT_7(n, 39) * 49) - (47 | CAT_7(n, 39)));
  sweep14<<<32, 64>>>(nullptr);
  return 0;
}
