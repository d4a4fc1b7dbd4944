// cudagen 0.1 seed 295 invalid:host_var_in_device
// features: kernel,launch,builtin_vars,grid_stride_loop,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,typedef,using_alias,if,for,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,cast_static,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define CHUNK_1 32
#define RADIUS_2 3
#define RADIUS_3 (32)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if (RADIUS_3 * 2) >= 34 && RADIUS_3 != 0
#define CONFIG_5 4
#else
#define CONFIG_5 26
#endif

__host__ __device__ float filter6(int lane7) {
  lane7 /= 25;
  if (lane7 != RADIUS_3) {
    return (lane7 += lane7, (60));
  }
  float mid8 = 32;
  return mid8;
}
enum Color9 { GREEN10, MUL11 = 4 };
typedef Color9 kind12_t;
using idx13_t = int;

inline __host__ __device__ idx13_t merge14(long p15, kind12_t p16, int count17) {
  if (p15 != (p15 + p16)) {
    float s18((p15 += 50, (count17 += count17, (1.625f - count17))));
    s18 = 30L;
    for (int i19 = 0; i19 < 0b11; i19++) {
      p15 |= 38L << p15;
    }
  }
  int h20{3};
  p15 <<= CONFIG_5;
  return p15 / RADIUS_2;
}

__global__ void rank21_kernel(int lane22) {
  extern __shared__ double dyn_23[];
  unsigned idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
  lane22 = (lane22 + dyn_23[lane22] + idx24) * idx24;
  ++lane22;
  if (33U == dyn_23[5]) {
    for (int i25 = (blockIdx.x * blockDim.x) + threadIdx.x; i25 < 11; i25 += blockDim.x * gridDim.x) {
      ++lane22;
    }
    float q26 = threadIdx.x;
  }
}

float update27(idx13_t* acc28) {
  float y29 = RADIUS_2;
  y29 = *acc28;
  return (*acc28) / ((44U) - (*acc28));
}
int host_table35 = 7;
__global__ void reads_host36(int *p)
{
    p[threadIdx.x] = host_table35;
}

int main() {
  int count30 = 688;
  reads_host36<<<1, 32>>>(nullptr);
  rank21_kernel<<<4, (64)>>>(38);
  idx13_t res31[7]{count30, static_cast<idx13_t>(count30), count30, count30, 46l, static_cast<idx13_t>(-24), 6};
  for (int n32 = 0; n32 < count30; n32++) {
    Color9 base33 = GREEN10;
    (++count30, (count30 >>= RADIUS_2));
  }
  size_t s34(2710 * res31[count30]);
  return 0;
}
