// cudagen 0.1 seed 926 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,builtin_vars,grid_stride_loop,host_device_function,constexpr_function,main,shared_var,shared_2d,constexpr_var,struct,struct_methods,struct_template,namespace,if,if_init,for,goto,nested_block,ternary,bitwise,logical,comparison,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_reinterpret,sizeof,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 53
#endif
#undef TUNE_3
#define TUNE_3 48

template <typename T>
struct Acc4 {
  T sum5;
  __host__ __device__ void mix6(T mid7) {
    sum5 = 0x7Fu;
  }
};

__global__ void trace8(int* __restrict__ dst9, float* __restrict__ out10) {
  Acc4<unsigned int> u11 = Acc4<unsigned int>{};
  out10[gridDim.x & 0x7] = 19.5F;
  {
    Acc4<unsigned int> h12 = u11;
    __shared__ Acc4<float> sh_13[128];
  }
  size_t res14 = out10[blockIdx.x];
}

struct Vec15 {
  unsigned int lo16;
  int lo17;
  __host__ __device__ unsigned int get18() const {
    return lo16;
  }
};

__global__ void apply19_kernel(float q20, double* __restrict__ buf21, int* __restrict__ buf22, const unsigned long* coef23) {
  int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
  q20 = +((q20 >= CAT_1(i, 24)) ? (*buf21) : buf22[0x2]);
  __shared__ short sh_25[8][10];
  for (int n26 = 0x0, j27 = 10; n26 < j27; (++n26, (--j27))) {
    if (sh_25[n26 & 0x7][gridDim.z] == sizeof(double))
      return;
    const int* stride28 = reinterpret_cast<const int*>(buf21);
  }
  int sum29 = (buf22[0x7]);
  q20 = 0x11f2 - (threadIdx.x + sizeof(short));
}

namespace kern30 {
template <typename T, int N>
__global__ void sift31_kernel(const T* __restrict__ src32, int len33) {
  int gid34 = threadIdx.x;
  if ((len33 >= len33) && (len33 == len33)) {
    goto skip35;
  }
  if (gid34 >= len33)
    return;
  if ((warpSize >= len33) && ((blockIdx.z + len33) < 19ul)) {
    len33 = gid34;
    if ((len33 += 0x15, 62) <= gid34)
      return;
  }
skip35:;
}

constexpr __host__ __device__ int reduce36(int count37) {
  return 44l;
}

__global__ void bias38_kernel(const long* src39, int stride40, const int* __restrict__ src41) {
  int idx42 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int i43 = 0x0, j44 = 2; i43 < j44; (++i43, (--j44))) {
    for (int j45 = (blockIdx.x * blockDim.x) + threadIdx.x; j45 < j44; j45 += blockDim.x * gridDim.x) {
      stride40 = 035l;
      __shared__ Acc4<float> sh_46[128];
      Acc4<unsigned int> v47{8u};
    }
  }
}
} // namespace kern30

int main() {
  int count48 = 0x435;
  if (int v49 = 0x39; (v49 + CAT_1(count, 48) + (count48 * 57)) < 23) {
    if (!((TUNE_3 != v49) || (v49 >= 11))) {
      v49 = (TUNE_3 - count48) + 26ll;
      apply19_kernel<<<sizeof(float) * 0x2, 64>>>(9 ^ CAT_1(count, 48), nullptr, &count48, nullptr);
    }
    if ((count48 != v49) || (count48 != count48))
      return -28L;
    kern30::bias38_kernel<<<(count48 + 0x3F) / 0100, 0x40, 0>>>(nullptr, count48 * v49, &count48);
  }
  trace8<<<8, 32 * 16, 1024>>>(&count48, nullptr);
  kern30::sift31_kernel<double, 0x7><<<(count48 + 63) / 64, 128 * 2>>>(nullptr, 22 + count48);
  return 0x0;
}
