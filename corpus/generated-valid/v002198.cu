// cudagen 0.1 seed 2198 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,main,shared_var,shared_2d,static_shared,constexpr_var,if,if_init,goto,ternary,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,alignof,macro_object,pp_if
#include "prelude.cuh"

#define CHUNK_1 64
#define TILE_DIM_2 4

#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_3 4
#else
#define CONFIG_3 14
#endif

__global__ void bump4(const long long *__restrict__ src5, float a6) {
  int tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (((*src5) - (*src5)) == (a6 * (29 % src5[warpSize]))) {
    if (constexpr size_t val8 = 48; (tid7 <= 55U) || (59 == (blockIdx.z - src5[0x0]))) {
      a6 = a6;
      a6 = src5[tid7];
    }
  }
}

template <typename T, int N = 8>
__global__ void accum9_kernel(T cfg10, float *out11, int n12) {
  int gid13 = threadIdx.x;
  static __shared__ int sh_14[13][TILE_DIM_2 + 3];
  if (!(0xD > n12)) {
    goto out18;
  }
  if (int hi15 = ((*out11) * out11[n12]) - ((double)(gid13 - n12)); (threadIdx.x - (gid13 / 7)) < alignof(int)) {
    if (((blockIdx.x - 1308) - 0x1B) > N) {
      --n12;
      T k16 = cfg10;
    }
    T sum17 = gridDim.y;
  }
out18:;
}

template <typename T, typename U>
__device__ T march19(U alpha20, T *__restrict__ out21, const T *coef22) {
  static __shared__ double sh_23;
  if (threadIdx.z != 15)
    return (sh_23 >= 20) ? (9.625f * sh_23) : (sh_23 + 0LL);
  return threadIdx.z;
}

int main() {
  int len24 = 2292;
  constexpr float acc25 = 19.375f;
  ++len24;
  bump4<<<dim3(1 << (TILE_DIM_2 + 2)), (64), 4096, nullptr>>>(nullptr, 11);
  accum9_kernel<<<dim3(0x200, (len24 + 255) / 256), CHUNK_1 * CONFIG_3, (TILE_DIM_2 + (TILE_DIM_2 + (CONFIG_3 + (TILE_DIM_2 + 48)))) * 4, 0>>>(1.0, (float*)nullptr, TILE_DIM_2);
  return 0;
}
