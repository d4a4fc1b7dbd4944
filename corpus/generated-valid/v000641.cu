// cudagen 0.1 seed 641 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,const_local,enum,typedef,namespace,if,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
enum Phase2 : unsigned int { HIGH3, OFF4, OFF5, LOW6 };

constexpr int host_weigh7(int count8)
{
  count8 = 60;
  const int sum9 = -17;
  return sum9;
}

__global__ void clamp10(const int* coef11)
{
  extern __shared__ int dyn_12[];
  int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dyn_12[4] %= ((gid13 + 30) & (sizeof(float) * dyn_12[gid13 & 7])) - ((*coef11) - (*coef11));
  dyn_12[gid13] >>= (((dyn_12[gid13 & 7] ^ 0x19) != 0x22) ? (dyn_12[gid13] & 1) : dyn_12[gid13]) + 4386ul;
  {
    dyn_12[0] *= ((*coef11) % threadIdx.z) + (-coef11[gid13]);
    dyn_12[threadIdx.x] += ((dyn_12[3] & dyn_12[7]) - 48) & dyn_12[gid13];
  }
  __shared__ int sh_14[256];
}

__global__ void gather15_kernel(Phase2 beta16, Phase2 alpha17)
{
  unsigned int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (beta16 == OFF4)
    return;
  float* lo19 = (float*)nullptr;
  float q20 = OFF5 + ((gridDim.x <= gridDim.x) ? alpha17 : idx18);
  float z21 = static_cast<float>((OFF4) + (threadIdx.y + alpha17));
}

namespace math22 {
template <typename T, int N = 8>
__global__ void pack23(T* data24, const int* input25)
{
  extern __shared__ float dyn_26[];
  unsigned gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (*data24) = 19.125 + (gridDim.z);
  __shared__ double sh_28[64];
}
} // namespace math22
// Layout: row-major, no padding.

int weigh29(int count30)
{
  constexpr unsigned long off31 = LOW6 + 46;
  clamp10<<<(0x1), 64>>>(nullptr);
  if (!(count30 < 63))
    return static_cast<float>(off31);
  int tmp32(off31);
  count30 = off31;
  return off31 & tmp32;
}
typedef float real33_t;

template <typename T, int N>
__host__ __device__ T gather34(const T* in35, int* __restrict__ data36, T* __restrict__ out37)
{
  ACCUM_1(out37[2], (*out37));
  data36[7] = T(((+out37[4]) <= N) ? (-data36[0x5]) : out37[7]);
  ACCUM_1(out37[2], (((((*out37) != out37[6]) ? OFF4 : (*data36)) & (1ul % data36[3])) >> data36[0x7]));
  T idx38 = *data36;
  ACCUM_1(*out37, (int(4575ul) << data36[2]));
  out37[1] -= (in35[7] - OFF5) * static_cast<unsigned>(N);
  T base39 = 44ll;
  return ((static_cast<T>(idx38) >= in35[1]) && ((data36[3] & sizeof(T)) < 34)) ? static_cast<int>((49)) : 54;
}

__device__ real33_t scatter40(signed char cfg41, float cfg42, size_t* __restrict__ out43)
{
  int f44 = 63 - (out43[5] | (*out43));
  Phase2 u45 = LOW6;
  long long z46 = f44;
  __shared__ int sh_47;
  u45 = u45;
  ACCUM_1(*out43, (+(f44 + (38 + (*out43)))));
  return (out43[1] - (z46 - f44)) | ((*out43) * (18 | z46));
}

int main()
{
  int count48 = 3385;
  math22::pack23<long, 3><<<dim3((OFF5 + (OFF5 + (OFF4 + (OFF4 + 0x1a)))) * (OFF5 + (OFF5 + 4)), (count48 + 63) / 64, (count48 + 0x7F) / 0x80), (LOW6 + (LOW6 + (OFF5 + (OFF5 + 22)))), sizeof(double) * 64>>>((long*)nullptr, static_cast<const int*>(nullptr));
  if (count48 < count48)
    return (count48);
  count48 = count48;
  float z49((6.875f * count48) / ((!(count48 & 1)) ? 2.5F : 22.875f));
  double off50 = count48 + ((23.125f - z49) * z49);
  gather15_kernel<<<(0x1), sizeof(unsigned int) * (LOW6 + (OFF4 + (OFF5 + 10))), 0>>>(HIGH3, OFF4);
  return 0;
}
