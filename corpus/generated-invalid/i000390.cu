// cudagen 0.1 seed 390 invalid:this_in_static_member
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,builtin_vars,device_function,host_device_function,default_args,main,device_var,shared_var,shared_2d,constexpr_var,const_local,if,if_else,switch,switch_fallthrough,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define RADIUS_1 256
#define RADIUS_2 5
#define CHUNK_3 8
#define LOW_BITS_4(x) ((x) & 0xF)

#ifndef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 59
#endif

#if (TUNE_6 * 2) >= 37 && TUNE_6 != 0
#define CONFIG_7 7
#else
#define CONFIG_7 21
#endif
#undef RADIUS_1
#define RADIUS_1 48

inline __host__ __device__ float drift8(const short* in9, float cfg10, int n11 = 37) {
  float acc12 = 3.625f;
  float sum13 = LOW_BITS_4((static_cast<int>(acc12) - (n11 ^ 2)));
  signed char acc14 = n11;
  const unsigned int q15 = acc14;
  if (((((sum13 < sum13) ? 0x37 : 55ULL) >= 57) ? cfg10 : (n11 & TUNE_6)) < LOW_BITS_4(n11)) {
    acc14 = n11 ? acc14 : 3;
    n11--;
  } else if (n11 <= 48) {
  } else if ((in9[acc14] - cfg10) > ((n11 < in9[0]) ? (*in9) : 32)) {}
  return 1.F;
}
__device__ int d_decay16 = 0xECD;

template <typename T, int N = 6>
__global__ void __maxnreg__(128) probe17_kernel(T cfg18, unsigned long* __restrict__ dst19, const unsigned* input20, T alpha21) {
  __shared__ int sh_22[4][13];
  drift8(nullptr, drift8(nullptr, -10.5F) - (d_decay16), input20[4]);
}

__device__ int shade23(float p24, int count25, int stride26 = 544) {
  const float prod27 = stride26;
  if (!(blockIdx.z == d_decay16)) {
    float s28 = 0xFU * (((d_decay16 == 0xB) ? blockDim.x : 15.375f) - (gridDim.x));
  }
  float lo29 = 56U;
  const int m30 = drift8(nullptr, (count25 * stride26) % (0x26 + threadIdx.z), drift8(nullptr, drift8(static_cast<const short*>(nullptr), CONFIG_7, TUNE_6), 18));
  __shared__ unsigned sh_31[32];
  sh_31[7] = (LOW_BITS_4(d_decay16) % (26 + sh_31[0])) ^ alignof(int);
  return (blockDim.y + 5ULL) * (drift8((const short*)nullptr, 9.625f) + ((threadIdx.x >= TUNE_6) ? m30 : stride26));
}
struct Cfg_33 {
    int v;
    static int get() { return this->v; }
};

int main() {
  int size32 = 1875;
  if ((drift8(nullptr, 43l) != 0x13) || (54 > (size32 + size32))) {
    switch (size32 | 15) {
    case 5:
      --size32;
      [[fallthrough]];
    case 7:
      break;
    case 2 * 2:
      drift8(nullptr, (size32 * size32) | size32, (~size32) + (+size32));
      break;
    }
    size32--;
  } else {
    probe17_kernel<long, 6><<<2, 256>>>(sizeof(double) - (size32 + 2161), nullptr, nullptr, 0x1C);
  }
  return 0;
}
