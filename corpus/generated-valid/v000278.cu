// cudagen 0.1 seed 278 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,device_function,host_function,static_host_function,default_args,main,device_array,shared_var,extern_shared,constexpr_var,auto_var,if,if_init,goto,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define TILE_DIM_2 4
#define NUM_ITERS_3 32
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 30
#endif
#undef TILE_DIM_2
#define TILE_DIM_2 48
__device__ float d_spread7[8];

__global__ void __maxnreg__(32) bias8_kernel(int stride9, float alpha10, size_t a11) {
  if (auto res12 = 7.5f; CAT_4(alpha, 10) >= ('\'' | CAT_4(a, 11))) {
    if (alpha10 < 8)
      return;
    a11 = (d_spread7[4] * NUM_ITERS_1) + alpha10;
  }
}

static unsigned host_update13(int* buf14, float b15 = 10l) {
  signed char v16 = '\0';
  if (v16 <= (buf14[v16] * buf14[v16 & 7])) {
    int w17 = int(3 & buf14[v16 & 7]) | (3'447 | CAT_4(v, 16));
    int m18 = v16;
    if (static_cast<int>(buf14[w17]))
      --b15;
  }
  const char* k19 = "x=%d";
  return (unsigned int)(30 % static_cast<int>(*buf14));
}

__global__ void __launch_bounds__(64, 1) pivot20(float* dst21, int* dst22, const int* coef23) {
  extern __shared__ float dyn_24[];
  dst21[5]++;
  ++dyn_24[0];
}

inline __device__ long rank25(const int* src26, const unsigned int* input27, int lane28) {
  if (d_spread7[lane28] <= L'#') {
    goto finish32;
  }
  if (double idx29 = 24.375; idx29 < (d_spread7[lane28 & 7] += 8.25f, (*input27))) {
    __shared__ float sh_30;
    lane28 = lane28;
    long long r31(d_spread7[6]);
  }
finish32:;
  return d_spread7[lane28 & 7];
}

int main() {
  int len33 = 49;
  len33 = host_update13(&len33) - (+(25l * len33));
  auto q34 = ((len33 | len33) & 1);
  int off35 = host_update13(&len33);
  if (host_update13(&off35, 22.25f) != TUNE_6)
    return CAT_4(q, 34);
  pivot20<<<(len33 + 127) / 128, dim3((len33 + 63) / 64, (len33 + 127) / 128, (len33 + 63) / 64)>>>(static_cast<float*>(nullptr), &off35, &off35);
  bias8_kernel<<<(1), (TILE_DIM_2 + (NUM_ITERS_1 + 192)), sizeof(double) * 32>>>(q34, (NUM_ITERS_3 + q34), off35);
  return 0;
}
