// cudagen 0.1 seed 1731 valid
// features: kernel,kernel_from_macro,launch_bounds,grid_constant,launch,launch_shared_mem,builtin_vars,host_function,main,host_global,constexpr_var,auto_var,struct,operator_overload,if,range_for,goto,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_init_capture,lambda_generic,lambda_mutable,lambda_launch,macro_function
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

struct Stats3 {
  int y4;
  unsigned long y5;
};

inline __host__ __device__ Stats3 operator+(Stats3 a, Stats3 b)
{
  Stats3 r = a;
  r.y4 += b.y4;
  r.y5 += b.y5;
  return r;
}
unsigned long g_fuse6[] = {12, 0x8U, 37, 55LL, 54lu};

__global__ void __launch_bounds__(256, 1) decay7(__grid_constant__ const Stats3 a8)
{
  int idx9 = threadIdx.x;
  Stats3 flag10{0x32, 36};
  constexpr float z11 = 2.625F;
  if (a8.y4 == blockDim.y) {
    goto done12;
  }
  flag10.y5++;
done12:;
}

__global__ void __launch_bounds__((0b100000)) accum13_kernel(float beta14, unsigned int *dst15, float beta16, int lane17)
{
  unsigned gid18 = threadIdx.x;
  beta14--;
  beta14++;
}
#define DEFINE_MAP_KERNEL_19(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_19(map_merge20, double)
DEFINE_MAP_KERNEL_19(map_norm21, unsigned)

inline float host_tile22(int n23, const int *coef24)
{
  auto e25 = 63;
  auto fn30 = [tmp26 = g_fuse6[0]](int t27, short tmp28) -> int {
    int h29(g_fuse6[2]);
    return 9;
  };
  fn30(coef24[5], e25);
  for (size_t y31 : g_fuse6) {
    auto step34 = [](auto cnt32, auto diff33) {
      cnt32--;
      g_fuse6[2] = diff33;
      g_fuse6[3]++;
      return cnt32 * 2;
    };
  }
  decay7<<<(n23 + 63) / 64, 32, 0>>>(Stats3{});
  map_merge20<<<1, (512), 0b0>>>(nullptr, 37);
  float cnt35 = n23;
  return (e25 * 44ul) + 7.875f;
}

int main()
{
  int len36 = 3372;
  --len36;
  auto fn37 = [=]() mutable -> double {
    accum13_kernel<<<1 << 5, 32>>>(18.0f, static_cast<unsigned int*>(nullptr), (sizeof(unsigned long) % g_fuse6[len36]) & (10 + len36), 21ll << (g_fuse6[len36]));
    len36 = static_cast<double>(0x6 - len36);
    return 6.375;
  };
  fn37();
  if ((g_fuse6[len36] & 1))
    return static_cast<unsigned>(len36);
  map_norm21<<<16, 0x10 * 4>>>((unsigned int*)nullptr, (g_fuse6[2] += 0x3Bl, g_fuse6[len36]));
  return 0;
}
