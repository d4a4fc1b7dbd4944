// cudagen 0.1 seed 724 valid
// features: kernel,kernel_extern_c,launch,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,constant_var,shared_var,static_shared,extern_shared,constexpr_var,local_array,const_local,struct,struct_template,enum_class,if,switch,nested_block,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 26
#endif

template <typename T>
struct Span5 {
  T hi6, lo7;
  char x8;
};
// Computes one element per thread.

__global__ void bias9_kernel(unsigned int q10, int *dst11, int *acc12)
{
  int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  q10 = (*acc12) - (*acc12);
  const int k14 = warpSize;
  {
    static __shared__ float sh_15[8];
    int t16[5] = {k14, static_cast<int>((char)TILE_DIM_1), 53, 0b111100L};
  }
  bool h17 = dst11[7];
}
__constant__ char c_update18 = -42;
// Returns the accumulated value.

extern "C" __global__ void scale19_kernel(const long long *input20, int *acc21)
{
  extern __shared__ float dyn_22[];
  int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  long idx24 = 45;
  int y25 = idx24;
  ACCUM_2(y25, (((float)(threadIdx.x & 28)) + (threadIdx.y - (idx24 & 2))));
}
static_assert(9 > 8, "bad config");
enum class Axis26 { Slow27, Green28 = 6 };
// Layout: row-major, no padding.

__host__ __device__ void combine29(int lane30, char *buf31)
{
  (lane30++, (buf31[4] = -1));
  const float k32 = lane30 - (22u * (*buf31));
  (*buf31) |= lane30 | ((63 ^ (*buf31)) + (TUNE_4 << buf31[lane30]));
  lane30 = (*buf31) + 31;
}

__global__ void tally33(const int *in34, float *out35, int stride36)
{
  int i37 = (blockIdx.x * blockDim.x) + threadIdx.x;
  Span5<double> stride38 = {static_cast<double>(20.625f), -5.125, 0b1000000};
  Span5<double> u39 = stride38;
  u39 = u39;
  if (out35 == nullptr) {
    return;
  }
  stride36 += out35[0x0];
  stride36 -= (stride38.x8 += out35[0], (stride38.x8 + (*in34))) & (~stride36);
}

static void run_spread40(int stride41 = 0x26)
{
  switch (stride41) {
  case 0b111: {
    char s42 = (stride41 % 0x2B) + (stride41 * (stride41 - stride41));
    if (s42 < 22L) {
      return;
    }
    break;
  }
  case 0xa:
    break;
  default:
    break;
  }
}

int main()
{
  int len43 = 0x2ce;
  cudaStream_t cnt44 = 0;
  unsigned char y45 = 5;
  bias9_kernel<<<(TUNE_4 + 6), TUNE_4 + 102>>>((23ll | len43), &len43, &len43);
  scale19_kernel<<<(TILE_DIM_1 + TILE_DIM_1), (TUNE_4 + (TILE_DIM_1 + 22))>>>((const long long*)nullptr, &len43);
  tally33<<<(TUNE_4 + 6), sizeof(float) * (TILE_DIM_1 + TILE_DIM_1)>>>(&len43, nullptr, 32 * len43);
  return 0;
}
