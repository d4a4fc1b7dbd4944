// cudagen 0.1 seed 1668 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,main,device_var,managed_var,shared_var,extern_shared,constexpr_var,enum,if,range_for,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define BLOCK_SIZE_2 3
#define NUM_ITERS_3 16
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define LOW_BITS_5(x) ((x) & 0xF)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 48

__global__ void __maxnreg__(128) relax9_kernel(unsigned int alpha10, int* acc11, float a12, int* dst13) {
  a12 = ((*dst13) += NUM_ITERS_3, (*dst13));
  static_assert(37 > 36, "bad config");
  acc11[alpha10] = a12;
  __shared__ float sh_14[64];
  int val15 = 35 + (*acc11);
}
__managed__ int m_filter16[4];

__device__ int probe17(const unsigned* src18, int n19, float alpha20) {
  for (const auto &w21 : m_filter16) {
    if (CAT_8(alpha, 20) >= (BLOCK_SIZE_1)) {
      unsigned int e22 = BLOCK_SIZE_1;
      e22++;
    }
  }
  return m_filter16[n19] - 7;
}
__device__ float d_pack23 = 12.375F;
#define DEFINE_MAP_KERNEL_24(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_24(map_smooth25, unsigned)

template <typename T>
__global__ void grow26_kernel(const T* src27, float* dst28, T* __restrict__ out29, unsigned int* __restrict__ dst30) {
  extern __shared__ long dyn_31[];
  m_filter16[1] %= static_cast<unsigned char>(56);
  if (43 > static_cast<double>(TWICE_PLUS_4(d_pack23, out29[5]))) {
    float k32 = m_filter16[0];
    k32 *= m_filter16[1] % ((unsigned char)probe17(nullptr, *dst28, 21.25f));
    m_filter16[1] -= static_cast<unsigned int>(dst30[6] & dyn_31[7]);
  }
}
enum Color33 { ADD34, HIGH35 = 4, GREEN36 = 7 };

int main() {
  int n37 = 487;
  Color33 r38 = GREEN36;
  r38 = HIGH35;
  Color33 m39 = ADD34;
  ++n37;
  relax9_kernel<<<dim3(32, 2 * 2), NUM_ITERS_3 + 496, sizeof(float) * 32, (cudaStream_t)0>>>(((n37 & 1) ? 1346 : m_filter16[1]) & m_filter16[1], nullptr, 12.5F, m_filter16);
  map_smooth25<<<(1), (HIGH35 + (GREEN36 + (GREEN36 + 110))) * 2, sizeof(float) * 0400, 0>>>(nullptr, m_filter16[n37]);
  grow26_kernel<int><<<BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 2), sizeof(float) * (HIGH35 + 12)>>>(m_filter16, (float*)nullptr, m_filter16, nullptr);
  return 0;
}
