// cudagen 0.1 seed 1672 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_template_function,main,shared_var,shared_2d,constexpr_var,auto_var,const_local,if,for,pragma_unroll,goto,static_assert,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,alignof,macro_object,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define RADIUS_2 32
#define CHUNK_3 32
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 1
#else
#define TUNE_7 38
#endif
#undef RADIUS_2
#define RADIUS_2 48

__global__ void smooth8_kernel(int stride9, short *buf10)
{
  unsigned int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned int lim12 = *buf10;
  buf10[threadIdx.y] = threadIdx.x * (stride9 - threadIdx.y);
  __shared__ unsigned int sh_13[4][13];
  int lim14 = 25ULL;
  if (idx11 < sh_13[2][5]) {
    const float m15 = stride9;
  }
  float z16 = CAT_5(idx, 11) + (sh_13[3][0x0]);
}

template <class T, int N = 4>
__device__ T trace17(T q18, int len19, float alpha20)
{
  alpha20 = TUNE_7;
  __shared__ int sh_21[6][sizeof(float) * 0x3];
  if (static_cast<T>(sh_21[warpSize][5]) > blockIdx.y) {
    return len19;
  }
  constexpr float k22 = 15.0f;
  return sh_21[warpSize][10];
}

__global__ void update23_kernel(int *acc24, int count25)
{
  int idx26 = threadIdx.x;
  count25 &= count25;
  static_assert(51 == 0x33, "bad config");
  #pragma unroll 4
  for (int j27 = (blockIdx.x * blockDim.x) + threadIdx.x; j27 < 0xa; j27 += blockDim.x * gridDim.x) {
    count25 -= RADIUS_2;
    size_t hi28 = BLOCK_SIZE_1;
    acc24[idx26] = (047);
  }
  unsigned long long lo29 = 41;
}

__global__ void scale30_kernel(int *acc31, long *dst32, int count33, int len34)
{
  int idx35 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx35 >= len34) {
    return;
  }
  const int tmp36 = sizeof(size_t);
  if (dst32 == nullptr) {
    goto out37;
  }
  len34 <<= 0x6;
out37:;
}

__global__ void clamp38_kernel(int *buf39)
{
  int gid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
  #pragma unroll
  for (int j41 = 0; j41 < 5; j41++) {
    static_assert((BLOCK_SIZE_1 + 20) > 51);
  }
  buf39[gid40] |= gid40 + (alignof(char) - static_cast<unsigned int>(buf39[gid40]));
  __shared__ int sh_42;
  if (buf39 == nullptr) {
    ACCUM_4(sh_42, (gid40));
    auto f43 = blockIdx.y;
  }
}

int main()
{
  int n44 = 1338;
  if ((n44 >> 7) >= n44) {
    for (int i45 = 0; i45 < n44; i45 += 4) {
      if (i45 >= (i45 + (i45 * 2558u))) {
        double base46 = TUNE_7 + (n44 + i45);
      }
      if (n44 >= i45) {
        break;
      }
      cudaStream_t base47 = 0;
    }
  }
  smooth8_kernel<<<dim3(32 * 4, 0x1), (RADIUS_2 + (BLOCK_SIZE_1 + (RADIUS_2 + 384))), 0, (cudaStream_t)0>>>(-(n44), nullptr);
  update23_kernel<<<(n44 + 127) / 0x80, (TUNE_7 + 032)>>>(static_cast<int*>(nullptr), 40ul);
  scale30_kernel<<<dim3((n44 + 63) / 0x40, CHUNK_3 * 2), dim3(01000, (n44 + 31) / 32)>>>(nullptr, nullptr, n44, CAT_5(n, 44));
  return 0;
}
