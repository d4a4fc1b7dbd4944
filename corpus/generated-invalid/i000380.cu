// cudagen 0.1 seed 380 invalid:const_without_initializer
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,device_function,main,shared_var,shared_2d,constexpr_var,local_array,if,if_init,while,shift,comparison,incdec,comma,array_index,lit_int_binary,lit_int_suffix,cast_c,cast_functional,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define WARPS_1 4
#define NUM_ITERS_2 8
#define NUM_ITERS_3 4
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_5(x) ((x) % 8)
#if NUM_ITERS_2 > 53
#define CONFIG_6 5
#elif NUM_ITERS_2 < 0
#error unreachable configuration
#else
#define CONFIG_6 11
#endif
inline __device__ void spread7(float a8, unsigned cfg9)
{
  a8 = cfg9;
  if (unsigned w10 = 62; ((-warpSize) - a8) >= ((unsigned char)threadIdx.x)) {
    int pass11 = 0;
    while (pass11 < 9) {
      a8 = MOD8_5(cfg9);
      ++pass11;
    }
    if (0b11110 < w10) {
      return;
    }
  }
  --cfg9;
}
__global__ void __maxnreg__(32) pivot12_kernel(int n13)
{
  int gid14 = threadIdx.x;
  if (gid14 >= n13) {
    return;
  }
  n13 = 23 + ((threadIdx.z >> n13) << 2);
  int q15 = (n13 += 61u, NUM_ITERS_3);
  if (0b10110 > gid14) {
    return;
  }
  __shared__ int sh_16[(WARPS_1 + (NUM_ITERS_2 + WARPS_1)) * NUM_ITERS_3];
  n13 = q15 * sh_16[30];
  q15 = sh_16[41];
  __shared__ int sh_17[6][(16)];
}
int main()
{
  int size18 = 3290;
  const int limit_20;
  if ((size18 + int(size18)) <= sizeof(double)) {
    size18 = size18;
    (++size18, (size18 = (size18 * size18) - MIN2_4(size18, size18)));
    size18 = 55ul;
  }
  unsigned char m19[8] = {};
  pivot12_kernel<<<1 << (NUM_ITERS_3 + 0b1), 2 * 16, 0>>>(-WARPS_1);
  return 0;
}
