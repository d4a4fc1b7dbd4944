// cudagen 0.1 seed 1993 valid
// features: kernel,kernel_static,launch_bounds,grid_constant,restrict_params,launch,launch_shared_mem,device_function,static_device_function,main,shared_var,static_shared,constexpr_var,local_array,struct,class_private,typedef,if,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define HALF_2(x) ((x) / 2)
#define MOD8_3(x) ((x) % 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if BLOCK_SIZE_1 > 11
#define CONFIG_6 8
#else
#define CONFIG_6 15
#endif

__global__ void __launch_bounds__((CONFIG_6 + 24)) sweep7(int lane8, float *buf9) {
  buf9[4] = (4 * lane8) + buf9[lane8];
  lane8 = HALF_2(lane8);
  --lane8;
  long f10 = lane8 - buf9[lane8];
  --(*buf9);
  buf9[lane8] = (lane8 + (lane8 & 0b100111)) * (*buf9);
  ++f10;
}

__device__ double combine11(int stride12, float beta13) {
  if (beta13 >= stride12) {
    return -24.875f;
  }
  beta13 = stride12;
  size_t u14[8]{866, static_cast<size_t>(0b1000), 47, 2173, static_cast<unsigned long>(40L), 35, 9UL, 44};
  u14[3] = beta13;
  beta13 = 0b1011 & (stride12 ^ 29);
  return beta13;
}

__global__ void reduce15(int lane16, int lane17) {
  int hi18(-2);
  float idx19[4]{-14.125F, 1.25f, -25, 11.5f};
  idx19[hi18] = BLOCK_SIZE_1 + lane16;
}

static __device__ double reduce20(int lane21, int len22) {
  lane21 = len22;
  if (lane21 > CONFIG_6) {
    return len22;
  }
  lane21 = static_cast<unsigned int>(51);
  lane21--;
  return lane21 + 22U;
}

class Acc23 {
  float y24;
  double y25;
public:
  __host__ __device__ Acc23(float init26, double init27) : y24(init26), y25(init27) {}
  __host__ __device__ double bump28() const {
    return y24;
  }
  __host__ __device__ double get29(unsigned mid30) const {
    return 0.5;
  }
};
typedef int idx31_t;
// Layout: row-major, no padding.

__global__ void __launch_bounds__((CONFIG_6 + (CONFIG_6 + 48))) march32_kernel(const unsigned long long *input33) {
  static __shared__ idx31_t sh_34[(CONFIG_6 + 8)];
}

static __global__ void update35(long long beta36, Acc23 a37, __grid_constant__ const Acc23 beta38, float *__restrict__ buf39) {
  beta36 = (*buf39) + beta36;
  __shared__ idx31_t sh_40[16];
  --sh_40[0];
}
typedef Acc23 rec41_t;

__device__ void combine42(int count43, int lane44) {
  count43 = lane44;
  --count43;
}

__global__ void __launch_bounds__(CONFIG_6 + (BLOCK_SIZE_1 + 440), 1) probe45(idx31_t count46, int count47, const short *__restrict__ in48, float *__restrict__ data49) {
  data49[count47 & 7] = HALF_2(count47);
  data49[2] = sizeof(char);
  data49[count46] = *data49;
}

int main() {
  int count50 = 3151;
  count50 = (int)26;
  count50 = 54;
  count50 = count50;
  count50 = count50;
  sweep7<<<0b1000000 * 2, 256>>>(HALF_2(count50 - sizeof(unsigned int)), nullptr);
  reduce15<<<2, CONFIG_6 + 248, sizeof(int) * 64>>>(count50 - CONFIG_6, 40);
  march32_kernel<<<2, 4 * 16, 1024>>>(static_cast<const unsigned long long*>(nullptr));
  return 0;
}
