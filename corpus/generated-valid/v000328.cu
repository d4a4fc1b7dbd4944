// cudagen 0.1 seed 328 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_forceinline,host_device_function,default_args,main,constexpr_var,local_array,if,for,while,switch,switch_fallthrough,ternary,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define CAT_3(a, b) a##b

__device__ void reduce4(int len5)
{
  int pass6 = 0;
  while (pass6 < pass6) {
    bool m7 = (true + ((float)CAT_3(pass, 6))) - (((pass6 - CAT_3(len, 5)) != pass6) ? (+len5) : true);
    --len5;
    ++pass6;
  }
  if (len5 > (warpSize / threadIdx.z)) {
    return;
  }
}

__device__ __host__ int tally8(const unsigned char *input9)
{
  if (input9 == nullptr) {
    return (input9[1]);
  }
  if ((input9[5] + 0ul) == 29) {
    return (((*input9) * (*input9)) < input9[3]) ? 55ULL : 44;
  }
  double x10{static_cast<double>(5.125 - (*input9))};
  if (input9[4] <= 44l) {
    return 'a';
  }
  return MOD8_1((*input9) * 27);
}

__host__ __device__ void pack11(int *dst12, signed char beta13 = 64u)
{
  ++beta13;
  dst12[beta13]--;
  dst12[beta13] = (MOD8_1(*dst12) - (beta13 + CAT_3(beta, 13))) - tally8(nullptr);
  (*dst12) = -1;
  dst12[beta13]--;
}

__device__ __forceinline__ void norm14(double q15, double alpha16)
{
  for (int it17 = 0; it17 < 16; it17 += 1) {
    size_t s18 = q15;
  }
  int h19 = alpha16;
}
// Helper used by the kernels below.

inline __host__ __device__ unsigned int reduce20(unsigned int q21)
{
  for (int n22 = 0; n22 < (3 * 5); n22++) {
    --q21;
  }
  q21--;
  if (tally8(nullptr) > 12ul) {
    return (8l + q21) << 3;
  }
  short y23(tally8(nullptr));
  return tally8(nullptr);
}

__global__ void count24_kernel(int n25, const int *in26, int n27)
{
  int i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i28 >= n27) {
    return;
  }
  constexpr int r29 = 45;
  for (int it30 = (blockIdx.x * blockDim.x) + threadIdx.x; it30 < 010; it30 += blockDim.x * gridDim.x) {
    switch ((short)i28) {
    case 2 * 4:
      break;
    case 4:
    case 2: {
      unsigned char lo31[2] = {};
      break;
    }
    default: {
      unsigned off32[6]{43U, static_cast<unsigned int>(61), static_cast<unsigned int>(sizeof(int)), 8u, static_cast<unsigned int>(n27), 55};
      break;
    }
    }
  }
  if (!('#' < n27)) {
    return;
  }
}

int main()
{
  int size33 = 2492;
  constexpr int y34 = 5 * 4;
  count24_kernel<<<2 * 8, 64, sizeof(double) * 32>>>(2, (const int*)nullptr, y34);
  size33 = 2831l * size33;
  size33 = y34 * size33;
  float val35 = y34;
  return 0;
}
