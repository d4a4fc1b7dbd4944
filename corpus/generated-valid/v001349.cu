// cudagen 0.1 seed 1349 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,main,host_global,constexpr_var,local_array,const_local,namespace,if,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,lambda,lambda_capture_value,macro_object,macro_paste,comments
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define WARPS_2 (256)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
const double g_shade6 = 22.875;
// NOTE: keep in sync with the host reference.

__global__ void reduce7_kernel(unsigned *__restrict__ data8)
{
  (*data8) = (float)(int(*data8) | (((*data8) & 1) ? (*data8) : 54ll));
  if ((data8[7] += gridDim.x, blockIdx.y) != (*data8)) {
    return;
  }
  double k9 = ((data8[0x6] - L'#') % 0xA7EL) + (4 * ((*data8) | (*data8)));
}

__host__ __device__ float scale10(unsigned q11, int lane12, const double *__restrict__ src13)
{
  if (57 > q11) {
    return 19U + lane12;
  }
  if ((src13[q11] <= sizeof(float)) || (src13 != nullptr)) {
    (q11++, (q11 = 0x963 + q11));
    lane12 = ~((q11 == NUM_ITERS_1) ? q11 : (CAT_5(q, 11) | CAT_5(q, 11)));
  }
  const int *val14 = reinterpret_cast<const int*>(src13);
  bool base15 = (lane12 += val14[3], ((val14[lane12] | 58) - (*src13)));
  return -lane12;
}

__device__ void sweep16(float b17)
{
  b17--;
  int h18[0x2] = {};
  h18[0x0] = (((b17 - b17) != h18[warpSize]) || (!(h18[0] > threadIdx.x))) ? 24U : scale10(WARPS_2 * h18[0], gridDim.x, (const double*)nullptr);
  const float s19 = NUM_ITERS_1;
  scale10(44, b17 + scale10(blockDim.x, 37, nullptr), (const double*)nullptr);
  h18[0x0] = 12L;
}

__device__ __host__ void merge20(int len21)
{
  if ((CAT_5(len, 21) & 1) && (len21 <= 59)) {
    goto done22;
  }
  len21++;
  len21 = len21;
  len21--;
done22:;
}

namespace math23 {
void host_relax24(int count25, unsigned int *out26)
{
  reduce7_kernel<<<(NUM_ITERS_1 + 0x30), 512>>>((unsigned int*)nullptr);
  auto fn29 = [=](int idx27) -> float {
    (*out26) = scale10((*out26) - g_shade6, (int)0xfU, reinterpret_cast<const double*>(out26)) * ((idx27 != 14) ? int(NUM_ITERS_1) : (CAT_5(count, 25) + 55));
    float y28(6 - (idx27 += g_shade6, ((unsigned int)NUM_ITERS_1)));
    return scale10(g_shade6, 25, reinterpret_cast<const double*>(out26)) + 14.25f;
  };
  if (!out26) {
    goto finish30;
  }
  if ((count25 + 0x14) == g_shade6) {
    return;
  }
  count25 = scale10(12, fn29(out26[count25 & 7]) / (g_shade6 - count25), reinterpret_cast<const double*>(out26));
  scale10(WARPS_2, g_shade6 * count25, reinterpret_cast<const double*>(out26));
finish30:;
}
} // namespace math23

int main()
{
  int len31 = 3838;
  reduce7_kernel<<<(len31 + 255) / 256, 128, 0, (cudaStream_t)0>>>(nullptr);
  --len31;
  return 0;
}
