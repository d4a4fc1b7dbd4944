// cudagen 0.1 seed 2252 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,builtin_vars,grid_stride_loop,host_device_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,enum_class,if,for,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define CHUNK_1 3
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__global__ void update5_kernel(int* __restrict__ dst6, double* out7)
{
  extern __shared__ int dyn_8[];
  int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dst6[6]--;
  for (int n10 = 0; n10 < 10; n10 += 3) {
    dyn_8[n10 & 7] = sizeof(double) & (~tid9);
    unsigned short res11 = ((dyn_8[n10] * dyn_8[6]) | 0x2) + sizeof(unsigned int);
    if ((*dst6) == (*out7))
      break;
  }
  --dyn_8[tid9];
}

static __global__ void __launch_bounds__(CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 500)))) norm12_kernel(const int* input13, int len14, long beta15)
{
  extern __shared__ float dyn_16[];
  int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i17 >= beta15)
    return;
  for (int it18 = (blockIdx.x * blockDim.x) + threadIdx.x; it18 < beta15; it18 += blockDim.x * gridDim.x) {
    int k19 = ((gridDim.y + warpSize) * (i17 - 38ul)) - (dyn_16[i17 & 7]);
  }
  signed char v20 = 0x3dul;
  if ((len14 * v20) >= i17) {
    goto out21;
  }
  len14++;
  len14 = (+(CHUNK_1 + i17));
  dyn_16[v20]++;
out21:;
}
enum class Op22 : int { Idle23, Add24, Blue25, Slow26 = 8 };
/* Layout: row-major, no padding. */

__host__ __device__ double mix27(float* __restrict__ data28, size_t* buf29)
{
  if ((buf29[4] & buf29[6]) >= 47ul)
    return (~buf29[1]) * 14.25;
  for (int it30 = 0; it30 < 12; it30++) {
    for (int i31 = 0x0; i31 < (CHUNK_1 + 1); i31++) {
      float h32 = 077 + ((data28[i31] + data28[6]) - (data28[it30] * CAT_4(it, 30)));
      float lo33 = CHUNK_1;
    }
  }
  return ((CHUNK_1 | (*buf29)) + ((*buf29) >> 6)) - (*data28);
}

static float host_sweep34(const int* input35, unsigned int a36, int stride37)
{
  if ((input35[stride37] / 9) >= CAT_4(stride, 37)) {
    goto done38;
  }
  stride37 %= stride37;
  norm12_kernel<<<128, CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 247))>>>(input35, stride37 % (0x11 + input35[0]), *input35);
  norm12_kernel<<<sizeof(unsigned int), sizeof(float) * (CHUNK_1 + 125)>>>(&stride37, a36, 806 ^ (a36 * input35[1]));
done38:;
  return ((a36 * 655) / (stride37 % 0x78LL)) - 9.5F;
}

int main()
{
  int size39 = 0x8bf;
  size39 = ((size39) * size39) + size39;
  Op22 acc40 = Op22::Slow26;
  acc40 = acc40;
  update5_kernel<<<(size39 + 255) / 256, CHUNK_1 + 035>>>(nullptr, (double*)nullptr);
  return 0x0;
}
