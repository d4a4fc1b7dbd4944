// cudagen 0.1 seed 73 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,main,shared_var,constexpr_var,struct,struct_methods,namespace,if,if_else,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b

namespace math4 {
__global__ void __maxnreg__(128) lerp5(double b6, int *acc7) {
  int gid8 = threadIdx.x;
  if (((gid8 - acc7[blockDim.x]) * threadIdx.z) > ((*acc7) += gridDim.z, gid8)) {
    b6 = TILE_DIM_1;
    if ((!acc7[0x5]) || ((*acc7) > gid8)) {
      if (acc7[gid8] >= 37) {
        b6--;
        acc7[gid8] -= 12UL;
        float hi9 = gid8;
      } else {
      }
    } else if (b6 >= gid8) {
    } else {
    }
  } else {
  }
}
} // namespace math4
// Returns the accumulated value.

template <class T>
inline __device__ float tally10(T beta11, int *dst12) {
  static_assert(sizeof(int) == 0x4);
  ++beta11;
  return -12.625f;
}

struct Vec13 {
  char hi14;
  unsigned y15;
  int z16;
  __host__ __device__ unsigned reset17(int lo18) const {
    return z16 * hi14;
  }
  __host__ __device__ void apply19(char acc20) {
    hi14 |= TILE_DIM_1 << CAT_3(hi, 14);
  }
};

template <typename T, class U>
__global__ void tile21_kernel(const U *__restrict__ in22) {
  int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  tally10<T>(tid23, (int*)nullptr);
  float s24{0};
  if (threadIdx.x >= 0x34) {
    goto out25;
  }
  static_assert(30 == 30, "tile must fit");
out25:;
}

struct Acc26 {
  int x27;
  unsigned int weight28;
  bool w29;
  int sum30;
};

__global__ void tally31(bool beta32, int n33) {
  unsigned int gid34 = threadIdx.x;
  if (gid34 >= n33) {
    return;
  }
  __shared__ double sh_35[64];
  if (n33 < (gid34)) {
    return;
  }
  tally10(static_cast<float>(n33), (int*)nullptr);
}

int main() {
  int n36 = 3446;
  math4::lerp5<<<dim3(1, (n36 + 255) / 0x100, (n36 + 255) / 256), 1 << 9, 0>>>((TILE_DIM_1 - n36) % (CAT_3(n, 36) + sizeof(float)), nullptr);
  static_assert(0x20 > 31);
  int v37 = TILE_DIM_1 / (n36 >> n36);
  tile21_kernel<double, int><<<(n36 + 127) / 0x80, 16 * 4, sizeof(float) * 64>>>(nullptr);
  n36 >>= (v37 += n36, (1));
  tally31<<<1, TILE_DIM_1 + TILE_DIM_1, sizeof(int) * 0x20>>>((n36 * alignof(float)) < n36, v37);
  return 0b0;
}
