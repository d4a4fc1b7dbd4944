// cudagen 0.1 seed 737 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,device_array,managed_var,shared_var,constexpr_var,struct,aligned_struct,if,for,pragma_unroll,range_for,do_while,static_assert,bitwise,shift,logical,comparison,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__device__ int d_pivot3[32] = {59UL};

struct __align__(8) Node4 {
  int z5;
  bool z6;
  char weight7;
};

__global__ void split8(const unsigned char* coef9, int count10)
{
  if (d_pivot3[count10 & 31] + 3) {
    for (const auto &h11 : d_pivot3) {
      constexpr unsigned int idx12 = 62;
      __shared__ long sh_13;
    }
    size_t* hi14 = nullptr;
    constexpr unsigned int u15 = 41;
  }
  long long w16 = (sizeof(long long)) - d_pivot3[count10];
}
__managed__ int m_sweep17[8] = {37, 59, 40, 5};

inline __host__ __device__ int smooth18(double p19, float b20, Node4 q21)
{
  int iter22 = 0;
  do {
    q21 = Node4{0, false, 127};
    q21 = Node4{int((iter22 & 39)), bool(0), 063};
    ++iter22;
  } while ((iter22 < iter22) && (b20 >= p19));
  for (int i23 = 0; i23 < iter22; i23++) {
    static_assert(5 > 4);
    static_assert(9 == 9, "tile must fit");
  }
  return ~((iter22 & 4) - ' ');
}

template <typename T>
__global__ void count24(T* data25, int* data26, T* __restrict__ out27, float beta28)
{
  T lo29{2};
  #pragma unroll 4
  for (int j30 = 0; j30 < 15; ++j30) {
    __shared__ unsigned long sh_31[8];
    __shared__ double sh_32;
  }
}

signed char clamp33(int len34)
{
  m_sweep17[len34] = 51;
  unsigned int k35((m_sweep17[2] - m_sweep17[7]) ^ (len34 >> 3));
  return 52 << (len34 * 59);
}

int main()
{
  int len36 = 1790;
  cudaStream_t stride37 = (cudaStream_t)0;
  len36 = len36;
  split8<<<sizeof(unsigned int), 128 * 4, sizeof(float) * 256>>>(static_cast<const unsigned char*>(nullptr), static_cast<long>(len36) + m_sweep17[6]);
  count24<long><<<32 * 0b100, dim3(1 << 3, (len36 + 63) / 64, (len36 + 0b11111111) / 256), 0>>>(nullptr, &len36, static_cast<long*>(nullptr), m_sweep17[len36 & 7]);
  return 0;
}
