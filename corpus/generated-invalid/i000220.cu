// cudagen 0.1 seed 220 invalid:ref_to_temporary
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_function,constexpr_function,main,constant_var,shared_var,struct,struct_template,namespace,nested_namespace,if,if_else,if_init,for,bitwise,shift,comparison,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_const
#include "prelude.cuh"

template <typename T>
struct Tile1 {
  T mass2;
  __host__ __device__ T mix3() const
  {
    Tile1<T> val4 = Tile1<T>{};
    return val4.mass2;
  }
};

template <typename T>
__global__ void pivot5(T p6, T *__restrict__ dst7)
{
  unsigned int i8 = threadIdx.x;
  (*dst7) = 6UL - (-(-dst7[threadIdx.x]));
  p6 = (0x5lu) << (i8);
  for (int it9 = 0; it9 < 14; ++it9) {
    if (dst7 == nullptr) {
      p6 = (+i8) - 0x31;
    }
    T diff10 = dst7[i8 & 7];
  }
}
__constant__ unsigned int c_fold11 = 40;

namespace util12::inner13 {
constexpr int run_step14(int count15, float q16)
{
  int w17((float)0x13u);
  count15 = 0x1F8ul + count15;
  return (count15 << (count15 * 'A')) * ((unsigned long long)(14));
}

template <typename T, int N = 5>
__global__ void spread18_kernel(const T *__restrict__ in19)
{
  int i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (!in19) {
    return;
  }
  T diff21 = (N - in19[c_fold11]) + 20.25;
  const T *base22 = nullptr;
  int y23 = threadIdx.z;
  T *q24 = const_cast<T*>(base22);
  if (base22[blockDim.x] == N) {
    return;
  }
}

__device__ float reduce25(unsigned long cfg26, bool beta27, double a28)
{
  if (beta27 != int(c_fold11)) {
    int lo29 = 40ULL + (~threadIdx.z);
    float prod30 = (cfg26 * 425) ^ c_fold11;
  } else if (c_fold11 >= (cfg26)) {
    __shared__ Tile1<unsigned int> sh_31[64];
    __shared__ float sh_32[32];
    a28 = (int(sh_31[gridDim.x].mass2) * threadIdx.z) + float(a28 + 5.25F);
  } else {
  }
  return cfg26;
}
} // namespace util12::inner13

int main()
{
  int n33 = 0xED3;
  int &ref38 = n33 + 1;
  if (int lim34((int)(n33)); ((n33 * n33) & 0x1)) {
    util12::inner13::spread18_kernel<long, 0x4><<<0b100000 * 2, 128>>>(nullptr);
    for (int j35 = 0; j35 < 16; ++j35) {
      if ((lim34 * (3469lu)) != u'a') {
        dim3 mid36((lim34 + 63) / 64, 1, 0x2);
      }
    }
  }
  Tile1<unsigned int> z37 = {53l};
  pivot5<int><<<dim3(0x1 << 3, (n33 + 63) / 64), 512>>>(2 | (n33 + n33), &n33);
  return 0;
}
