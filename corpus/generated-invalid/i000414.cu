// cudagen 0.1 seed 414 invalid:stray_token
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_forceinline,host_function,main,device_var,constant_array,shared_var,extern_shared,enum_class,namespace,nested_namespace,if,for,switch,switch_fallthrough,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,cast_const,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

namespace detail2 {
enum class Axis3 : int { Low4 = 2, Blue5 = 5, Slow6 };
enum class Kind7 { High8, Idle9 };
} // namespace detail2

static __global__ void filter10(const unsigned int *coef11, float q12, int *__restrict__ out13, int n14)
{
  int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid15 >= n14)
    return;
  q12 /= n14;
  (*out13) += sizeof(double) + ((int)(n14));
  q12--;
  --(*out13);
  float z16 = q12;
}
__constant__ float c_merge17[2] = {4.125f, 34};

int check_pack18(const int *coef19, const float *__restrict__ in20, int *out21)
{
  bool stride22 = (out21[1] - ((unsigned int)6)) < (*coef19);
  out21[0b10]--;
  filter10<<<8, 256, sizeof(float) * 64>>>(reinterpret_cast<const unsigned*>(in20), -18.875F, out21, 53 - (*out21));
  out21[1]--;
  detail2::Axis3 hi23 = detail2::Axis3::Low4;
  return ((*out21) += 14, 9);
}

__global__ void gather24(detail2::Axis3 b25, double *__restrict__ dst26, unsigned int *__restrict__ out27, int *__restrict__ acc28)
{
  extern __shared__ float dyn_29[];
  int i30 = threadIdx.x;
  if ((acc28[7] += *dst26, CAT_1(i, 30)) == acc28[6])
    return;
  dst26[i30] = (short)(static_cast<unsigned char>(threadIdx.z) % (*acc28));
}

__global__ void norm31_kernel(int *buf32, int count33, int lane34, long *out35)
{
  int i36 = threadIdx.x;
  for (int j37 = (blockIdx.x * blockDim.x) + threadIdx.x; j37 < count33; j37 += blockDim.x * gridDim.x) {
    detail2::Kind7 x38 = detail2::Kind7::High8;
  }
  size_t prod39 = *out35;
}

static __global__ void count40(int len41, double p42)
{
  int gid43 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gridDim.y <= 42ul)
    return;
  long base44(((59)));
  int k45 = base44;
}

__global__ void accum46_kernel(double beta47, int *data48, int lane49)
{
  extern __shared__ float dyn_50[];
  int idx51 = threadIdx.x;
  if (idx51 >= lane49)
    return;
  (*data48) = +static_cast<float>(lane49 * 9);
  data48[6] *= gridDim.z;
}

__global__ void accum52(double *out53, int *data54)
{
  int i55 = threadIdx.x;
  (*data54) += data54[i55 & 7] + ((*out53) / (*data54));
  detail2::Kind7 base56 = detail2::Kind7::Idle9;
}
static_assert(9 == 9, "size check");

namespace kern57::v58 {
__host__ int host_tile59(const short int *__restrict__ input60)
{
  if ((*input60) == 41)
    return input60[4] * ((*input60) - 6ull);
  return ~(29 % (*input60));
}

__device__ __forceinline__ void tally61(detail2::Axis3 b62, int count63, detail2::Kind7 cfg64)
{
  b62 = b62;
  for (int i65 = 0b0; i65 < (5 * 0b11); ++i65) {
    count63--;
    detail2::Kind7 v66 = cfg64;
  }
}
__device__ int d_kick67 = 63;
} // namespace kern57::v58

int check_clamp68(unsigned int alpha69)
{
  if (alpha69 > alpha69)
    return alpha69 + alpha69;
  alpha69 = CAT_1(alpha, 69);
  return alpha69;
}
int stray72(int x) )
{
    return x;
}

int main()
{
  int size70 = 3301;
  switch (size70) {
  case (2): {
    if ((size70 == CAT_1(size, 70)) && (size70 >= 7ll))
      return (CAT_1(size, 70) + size70) | ((int)015);
    float f71 = (1206LL | (size70 - 61)) - 12.375f;
    [[fallthrough]];
  }
  case 11:
    accum52<<<(size70 + 31) / 32, 0b10000000, sizeof(float) * 128, 0>>>((double*)nullptr, static_cast<int*>(nullptr));
    break;
  case 9:
    break;
  default:
    break;
  }
  gather24<<<1 << 6, (01000)>>>(detail2::Axis3::Blue5, nullptr, (unsigned*)nullptr, nullptr);
  norm31_kernel<<<dim3(010, (size70 + 31) / 32, (size70 + 037) / 32), dim3((size70 + 63) / 64, 64 * 4), sizeof(double) * 64, (cudaStream_t)0>>>(nullptr, 34, CAT_1(size, 70), (long*)nullptr);
  count40<<<1, dim3(4, sizeof(float) * 16, (64)), 0, (cudaStream_t)0>>>((size70 >= 47) ? 3l : (452ul + size70), 10.5f);
  return 0;
}
