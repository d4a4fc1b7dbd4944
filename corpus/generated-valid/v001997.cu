// cudagen 0.1 seed 1997 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,main,shared_var,constexpr_var,const_local,struct,struct_template,enum_class,if,range_for,goto,nested_block,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define RADIUS_2 (1 << 5)
#define WARPS_3 (16 * (2))
#define HALF_4(x) ((x) / 2)

#ifndef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 49
#endif

#if BLOCK_SIZE_1 > 89
#define CONFIG_7 5
#else
#define CONFIG_7 10
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 24

template <typename T>
struct Pixel8 {
  T vel9;
  __host__ __device__ void scale10(T hi11) {
    hi11 = 36 + hi11;
  }
};

__global__ void __maxnreg__(128) probe12_kernel(Pixel8<float> cfg13, int stride14, float *__restrict__ acc15) {
  unsigned int tid16 = threadIdx.x;
  const float u17 = *acc15;
  double h18 = blockDim.x;
}

inline __device__ unsigned long bump19(int *out20, double cfg21, int count22) {
  __shared__ long sh_23;
  sh_23 = 38l;
  (++cfg21, (count22 = static_cast<int>(sh_23)));
  return sh_23;
}
enum class Phase24 { Blue25, Fast26, Fast27, Idle28 };

__global__ void __launch_bounds__((BLOCK_SIZE_1 + 0b1101000)) probe29_kernel(int *__restrict__ acc30, unsigned a31, int lane32, int *__restrict__ out33) {
  int idx34 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx34 >= lane32) {
    return;
  }
  __shared__ Pixel8<float> sh_35[16];
  for (auto &e36 : sh_35) {
    Pixel8<long> idx37 = Pixel8<long>{62};
  }
  float off38 = 33 | idx34;
  if (!(sh_35[a31 & 15].vel9 > 48ULL)) {
    goto skip39;
  }
  lane32 = 39u;
  if (!acc30) {
    return;
  }
skip39:;
}

template <typename T, class U>
__global__ void apply40_kernel(U *dst41, const U *in42, T q43, unsigned p44) {
  int i45 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ float sh_46[256];
  Pixel8<long> sum47 = Pixel8<long>{13};
  Pixel8<float> sum48{6.125f};
}

int main() {
  int len49 = 3785;
  {
    probe29_kernel<<<32, 256, 0>>>(nullptr, len49, len49 % ((len49 <= len49) ? 49ul : len49), nullptr);
    Phase24 flag50 = Phase24::Blue25;
  }
  constexpr unsigned y51 = 44;
  probe12_kernel<<<1 << CONFIG_7, (RADIUS_2 + 96), 0>>>(Pixel8<float>{}, len49 + HALF_4(len49), static_cast<float*>(nullptr));
  apply40_kernel<<<dim3((len49 + 255) / 256, (WARPS_3 + 32) * (CONFIG_7 + 3), (len49 + 31) / 0b100000), (32), sizeof(float) * 128>>>(static_cast<int*>(nullptr), static_cast<const int*>(nullptr), static_cast<long>(int(len49)), y51 + len49 + 30l);
  return 0b0;
}
