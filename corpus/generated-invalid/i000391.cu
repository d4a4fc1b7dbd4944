// cudagen 0.1 seed 391 invalid:member_of_incomplete_type
// features: kernel,kernel_static,launch_bounds,grid_constant,launch,builtin_vars,host_function,constexpr_function,main,shared_var,constexpr_var,auto_var,struct,struct_template,enum,if,for,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 16
#define WARPS_2 8
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))

#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 42
#endif

template <typename T>
struct Bounds7 {
  T val8;
  int weight9;
  __host__ __device__ T get10() const
  {
    Bounds7<T> v11 = {static_cast<T>(weight9), weight9};
    return 13LL;
  }
};
enum Kind12 : unsigned char { LOW13, BUSY14 };

static __global__ void __launch_bounds__(64, 2) fold15_kernel(int* acc16, int count17, int* out18, const int* coef19)
{
  Bounds7<float> y20 = Bounds7<float>{};
  for (int i21 = 0; i21 < count17; ++i21) {
    __shared__ int sh_22[sizeof(int) * (BUSY14 + BUSY14)];
    Kind12 lo23 = BUSY14;
  }
}

__global__ void sweep24(long* acc25, float a26, double* dst27, __grid_constant__ const Bounds7<int> p28)
{
  (*dst27) = *acc25;
  Kind12 s29 = LOW13;
}

__global__ void blend30_kernel(int stride31)
{
  int idx32 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx32 >= stride31)
    return;
  bool val33 = threadIdx.x;
  Kind12 cnt34 = BUSY14;
}

constexpr int check_clamp35(int len36, int n37)
{
  len36 %= 46;
  len36 = 0b111000l;
  return (len36 += n37, n37) / (0x6 * len36);
}
struct Fwd_42;
int peek_42(Fwd_42 *p)
{
    return p->x;
}

int main()
{
  int n38 = 853;
  n38 &= (5 + n38) * 3046u * ((n38 < n38) ? (n38 + 34l) : n38);
  constexpr float off39 = -1.0F;
  sweep24<<<2 * TILE_DIM_1, 0x20>>>(nullptr, off39, nullptr, Bounds7<int>{n38, 33});
  blend30_kernel<<<64, 32 * 8>>>(off39);
  Kind12 lim40 = BUSY14;
  auto acc41 = lim40;
  fold15_kernel<<<(n38 + 255) / 256, 256>>>(nullptr, 20 + lim40 + (42 + acc41), (int*)nullptr, (const int*)nullptr);
  return 0;
}
