// cudagen 0.1 seed 1804 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,host_device_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,typedef,namespace,anon_namespace,if,if_else,if_init,compound_assign,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define CAT_2(a, b) a##b
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 8

constexpr __device__ __host__ int norm3(int n4, unsigned long long beta5)
{
  bool v6((((float)n4) / (beta5 << 6)) >= 51l);
  return (25 - n4) + BLOCK_SIZE_1 + 63;
}

template <typename T, int N = 7>
__global__ void __maxnreg__(64) shade7_kernel(T a8, T cfg9)
{
  if (norm3(cfg9, N) <= N) {
    int x10[sizeof(float)]{-35, 35, static_cast<int>(-30), 33ul};
    x10[0] = (int)((x10[0] * sizeof(int)) + norm3(x10[0], cfg9));
  }
}

namespace impl11 {
inline __host__ __device__ unsigned int pivot12(int count13)
{
  float cnt14(norm3(count13 - BLOCK_SIZE_1, count13 + count13));
  cnt14 = count13 + CAT_2(cnt, 14);
  norm3(cnt14, norm3(norm3(cnt14, count13), count13 + 59));
  int idx15 = cnt14;
  float prod16 = (float)cnt14;
  int flag17 = (norm3(prod16 + prod16, 32));
  return (float)((22.625f - prod16) + (count13));
}
typedef unsigned int idx18_t;

template <typename T, class U>
__global__ void __launch_bounds__((BLOCK_SIZE_1 + 24) * BLOCK_SIZE_1) probe19(const U *input20, int *dst21, const T *in22)
{
  norm3(impl11::pivot12(*input20), impl11::pivot12(45));
  if (T tmp23 = ((T)norm3(*input20, *dst21)) + static_cast<int>(*input20); norm3(impl11::pivot12(in22[2]), tmp23 / BLOCK_SIZE_1) <= (25 << (*dst21))) {
    if ((BLOCK_SIZE_1 - (*input20)) >= norm3(*in22, in22[1] / sizeof(float))) {
      dst21[1] = input20[6] * ('z' - (tmp23 * input20[1]));
      float diff24[7] = {static_cast<float>(impl11::pivot12(dst21[3])), static_cast<float>(impl11::pivot12(*dst21)), 3.0f, 1.875f, static_cast<float>((*dst21) / 6), 11.125f, -16.625F};
    } else {
    }
  }
}
} // namespace impl11
typedef unsigned int *ptr25_t;

namespace {
template <typename T>
__global__ void probe26_kernel(const T *__restrict__ input27, int stride28, int len29, T q30)
{
  if (int s31 = (CAT_2(len, 29) + (stride28 - (*input27))) * (norm3(*input27, BLOCK_SIZE_1) + (27 * CAT_2(len, 29))); s31 >= (stride28 >> 0)) {
    unsigned long sum32 = impl11::pivot12(impl11::pivot12(4L * s31));
    T res33 = stride28;
    stride28 += static_cast<double>(s31);
  }
}

template <typename T, typename U>
__global__ void rank34(const T *coef35, int *out36, int len37, U *acc38)
{
  extern __shared__ int dyn_39[];
  if ((out36[len37] + (acc38[7] - BLOCK_SIZE_1)) < (*out36)) {
    norm3(coef35[len37], out36[len37]);
  } else {
    int *v40 = out36;
  }
}

constexpr __host__ __device__ int trace41(int len42, double cfg43)
{
  return norm3(norm3(cfg43, BLOCK_SIZE_1), 55 + CAT_2(cfg, 43));
}
} // namespace

int main()
{
  int len44 = 2846;
  len44 /= (len44 + len44) << 6;
  impl11::probe19<<<dim3(2 * BLOCK_SIZE_1, 0200), sizeof(unsigned int) * 64>>>(&len44, &len44, (const int*)nullptr);
  shade7_kernel<unsigned, 3><<<BLOCK_SIZE_1 + BLOCK_SIZE_1, BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 32)))>>>(len44, norm3((unsigned long long)CAT_2(len, 44), len44 % 35));
  probe26_kernel<<<(4), sizeof(int) * (BLOCK_SIZE_1 + 24)>>>((const impl11::idx18_t*)nullptr, len44 * (16 + len44), trace41(CAT_2(len, 44), -14.25f), static_cast<unsigned int>(CAT_2(len, 44) + CAT_2(len, 44)));
  rank34<<<sizeof(int) * 0100, sizeof(int) * (BLOCK_SIZE_1 + BLOCK_SIZE_1)>>>((const float*)nullptr, &len44, -6, &len44);
  return 0;
}
