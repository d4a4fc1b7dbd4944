// cudagen 0.1 seed 796 valid
// features: kernel,grid_constant,restrict_params,launch,launch_dim3,device_function,device_forceinline,host_device_function,main,managed_var,constexpr_var,local_array,struct,if,range_for,do_while,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define RADIUS_1 32
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__device__ __forceinline__ unsigned int fuse6(int count7) {
  count7 ^= 44L << count7;
  int w8 = 0;
  do {
    count7 = (w8 / w8) - CAT_5(w, 8);
    constexpr int x9 = 0b11101ul;
    ++w8;
  } while (w8 < 4);
  ++count7;
  return (~(count7 * RADIUS_1)) + ((count7 < RADIUS_1) ? count7 : U'0');
}
__managed__ long m_relax10 = 'a';

struct Span11 {
  int lo12, mass13;
};

inline __device__ __host__ int drift14(int* __restrict__ data15, int len16) {
  len16 ^= (len16);
  char hi17[6]{static_cast<char>(data15[len16 & 0x7]), 50L, static_cast<char>(0x25ll), static_cast<char>(7UL), static_cast<char>(len16), static_cast<char>(RADIUS_1)};
  for (auto v18 : hi17) {
    constexpr int val19 = 13 * 2;
  }
  if (hi17[len16] - data15[len16 & 7]) {
    goto done20;
  }
  len16 = hi17[len16] * 21l;
  data15[3]++;
  if (((hi17[len16] & hi17[len16]) & 1)) {
    return (len16 | 0x8);
  }
done20:;
  return 21 % hi17[4];
}

__global__ void norm21(double* __restrict__ buf22, __grid_constant__ const Span11 p23) {
  fuse6(buf22[m_relax10 & 7] / p23.lo12);
  m_relax10--;
  m_relax10 = m_relax10 & (m_relax10 * fuse6(m_relax10));
  constexpr double acc24 = 8.375;
  Span11 off25{34, 31};
  if ((off25.lo12) >= m_relax10) {
    goto done26;
  }
  buf22[m_relax10] = -((p23.mass13 <= acc24) ? fuse6('A') : (m_relax10 % p23.lo12));
  if ((~off25.mass13) > off25.mass13) {
    return;
  }
done26:;
}

int main() {
  int size27 = 0x295;
  size27 = drift14(&size27, -m_relax10);
  norm21<<<(0x40), sizeof(float) * RADIUS_1>>>((double*)nullptr, Span11{});
  norm21<<<dim3(RADIUS_1, (size27 + 0b11111) / 32, 1), 0b10000000>>>(nullptr, Span11{4985L, -0x40});
  return 0x0;
}
