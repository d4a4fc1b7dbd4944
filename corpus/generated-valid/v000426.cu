// cudagen 0.1 seed 426 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,device_var,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,const_local,enum_class,if,for,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_init_capture,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define MOD8_2(x) ((x) % 8)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

static __global__ void weigh6_kernel(int *data7, double *__restrict__ data8, unsigned char alpha9)
{
  int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  data8[threadIdx.x] *= gridDim.y;
  static __shared__ unsigned int sh_11[10][8];
}
enum class Mode12 : short { Add13 = 2, Off14 = 8 };

template <typename T, int N = 5>
__global__ void tally15(T alpha16)
{
  extern __shared__ unsigned dyn_17[];
  unsigned int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int it19 = 11; it19 > 0b0; --it19) {
    if (gid18 == 0xD) {
      continue;
    }
    const T flag20 = it19;
  }
}

template <typename T>
__global__ void weigh21_kernel(const T *__restrict__ src22, const int *in23)
{
  int gid24 = threadIdx.x;
  if ((MOD8_2(in23[gid24]) >= warpSize) && (src22[1] != 14)) {
    if ((+(gid24 * 64)) < (blockDim.y - gid24)) {}
    static_assert(0x2C > 43);
  }
  Mode12 off25 = Mode12::Add13;
  double h26 = ((T)(*in23)) / CAT_5(gid, 24);
  h26 *= (MOD8_2(CAT_5(gid, 24)) >> (7 - (*in23))) >> (in23[gid24] >> (sizeof(T) + (*in23)));
}

__global__ void __maxnreg__(64) count27(unsigned alpha28, double *__restrict__ dst29, const int *input30)
{
  int tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  char stride32(NUM_ITERS_1);
  alpha28 = threadIdx.x;
  int lo33 = 4LL - ((dst29 == nullptr) ? ((*dst29) * alpha28) : alignof(char));
  stride32 &= CAT_5(lo, 33);
}

__global__ void __launch_bounds__((256), 2) split34_kernel(int n35, double *__restrict__ dst36, int count37)
{
  int i38 = threadIdx.x;
  Mode12 s39 = Mode12::Off14;
  s39 = Mode12::Off14;
  if ((count37 - n35) <= (21)) {
    if ((*dst36) == 0b10101) {
      int lim40 = 32;
    }
    bool hi41 = n35;
  }
}
__device__ double d_spread42 = 32;

__host__ __device__ void norm43(const long long *src44, int stride45)
{
  for (int it46 = 0x0; it46 < stride45; it46 += 1) {
    stride45 = (src44[stride45] / it46) * NUM_ITERS_1;
  }
  stride45--;
  static_assert(sizeof(int) == 0x4);
  stride45 <<= CAT_5(stride, 45) - (53 - (CAT_5(stride, 45) + src44[0x4]));
}

__global__ void accum47_kernel(double *__restrict__ buf48)
{
  extern __shared__ unsigned dyn_49[];
  unsigned idx50 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --d_spread42;
  double t51 = TWICE_PLUS_3(buf48[threadIdx.x], idx50 + 43);
  static __shared__ double sh_52[256];
  int f53 = threadIdx.z;
}

static int host_tile54(int len55, int len56 = 58)
{
  if (len56 == MOD8_2(CAT_5(len, 55))) {
    auto lam60 = [diff57 = 0x27 * len55](float acc58, size_t k59) {
      acc58 = MOD8_2(CAT_5(k, 59));
    };
    lam60(len55, 6);
    unsigned char stride61 = (len56 - CAT_5(len, 56)) * MOD8_2(len55 * len56);
    len56--;
  }
  return (0x1b + MOD8_2(len55)) - 58ULL;
}

int main()
{
  int size62 = 691;
  int k63 = ((0x1b - size62) * (43 - size62)) >> static_cast<unsigned>(size62 << 1);
  weigh6_kernel<<<dim3(1 << 1, 8), (0x100), 64 * 4>>>(&size62, (double*)nullptr, 59);
  for (int it64 = (14); it64 > 0; --it64) {
    weigh21_kernel<<<dim3((k63 + 127) / 128, (k63 + 255) / 0x100, (it64 + 127) / 128), 0x80>>>(&it64, &it64);
  }
  k63 %= (short)((int)CAT_5(size, 62));
  SWAP_4(int, size62, k63);
  tally15<double, NUM_ITERS_1><<<dim3(0x1 << 9, (size62 + 0x1f) / 32, (k63 + 255) / 256), (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 17))), 0>>>(NUM_ITERS_1);
  count27<<<(k63 + 255) / 256, NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 39))))>>>(5, static_cast<double*>(nullptr), (const int*)nullptr);
  split34_kernel<<<NUM_ITERS_1 + 3, dim3(0x1)>>>(CAT_5(k, 63), nullptr, MOD8_2(k63) - 0x7);
  return 0x0;
}
