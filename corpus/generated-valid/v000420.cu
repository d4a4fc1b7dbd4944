// cudagen 0.1 seed 420 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_template_function,host_function,main,device_var,managed_var,constexpr_var,using_alias,namespace,if,nested_block,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,cast_const,lambda,lambda_capture_ref,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define CHUNK_1 256
#define BLOCK_SIZE_2 16
#define CHUNK_3 8
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b
template <typename T, typename U>
__device__ T update6(U* buf7) {
  {
    if (buf7[blockIdx.x] >= (buf7[6] / 2529)) {
      return buf7[blockIdx.x & 0b111];
    }
    buf7[threadIdx.x & 7]--;
  }
  buf7[blockIdx.x]++;
  return 64;
}
float check_sweep8(int len9, double* dst10, float p11) {
  int mid12 = (+len9) + (len9 << ((int)dst10[len9 & 7]));
  auto op15 = [](unsigned diff13, unsigned int v14) -> unsigned int {
    diff13 = diff13 ^ (diff13);
    v14--;
    return v14;
  };
  p11 = CAT_5(len, 9);
  constexpr int res16 = CHUNK_3 + (2 * 14);
  return 0b111000;
}
void check_reduce17(const float* src18) {
  auto step20 = [&](int y19) -> float {
    y19++;
    y19 = 11;
    return (int)((int)30lu);
  };
  step20(*src18);
  check_sweep8((src18[3] - (*src18)) - (CHUNK_3), static_cast<double*>(nullptr), check_sweep8(30, static_cast<double*>(nullptr), src18[0]));
}
namespace impl21 {
using real22_t = float;
__global__ void sweep23(impl21::real22_t* buf24, const unsigned long long* in25, bool q26) {
  int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (q26) {
    return;
  }
  short int off28 = ((CAT_5(tid, 27) + blockDim.x) * (gridDim.x * 1U)) >> CHUNK_3;
}
long long run_filter29(long long* out30) {
  const char* u31 = "kernel\n" "_tail";
  out30[5] = 21U - ((long long)static_cast<unsigned int>(*out30));
  return BLOCK_SIZE_2 - check_sweep8(u31[0b0] % u31[0], nullptr, u31[0] * (*out30));
}
} // namespace impl21
void relax32(unsigned long b33, int stride34, int count35) {
  impl21::sweep23<<<dim3(2, (b33 + 0b11111111) / 256, 1 << CHUNK_3), (BLOCK_SIZE_2 + 0b11110000) * 2>>>(nullptr, nullptr, (count35 | 'A') + impl21::run_filter29(nullptr));
  impl21::sweep23<<<dim3((b33 + 63) / 64, 32, (b33 + 31) / 0b100000), dim3(4, (stride34 + 31) / 32)>>>(nullptr, static_cast<const unsigned long long*>(nullptr), CAT_5(b, 33) <= b33);
}
namespace img36 {
__managed__ impl21::real22_t m_pivot37[32];
__device__ bool d_split38;
__global__ void tally39_kernel(const impl21::real22_t* input40, int* __restrict__ data41) {
  unsigned i42 = threadIdx.x;
  img36::d_split38 = (*input40) > (i42 | 3);
  unsigned long z43(56);
  float base44 = img36::m_pivot37[z43];
  z43 = 18;
  update6<unsigned int, impl21::real22_t>(&base44);
  impl21::real22_t z45 = threadIdx.x;
  base44 = int(~(threadIdx.y << img36::d_split38));
}
} // namespace img36
namespace img46 {
__device__ double d_pivot47;
void host_rank48(const float* __restrict__ src49, int len50) {
  img36::m_pivot37[30] = impl21::run_filter29(static_cast<long long*>(nullptr));
  ACCUM_4(img36::m_pivot37[len50], (len50 - (impl21::run_filter29(nullptr) >> 0b101)));
  float val51 = (impl21::real22_t)(((int)(*src49)) - ((int)7lu));
  len50 = BLOCK_SIZE_2;
}
} // namespace img46
int check_apply52(long b53, int len54) {
  (b53++, (b53 = char(6 * len54 * (img36::m_pivot37[len54] - img36::m_pivot37[len54 & 31]))));
  img36::tally39_kernel<<<(len54 + 63) / 64, (64)>>>(img36::m_pivot37, &len54);
  b53 = (b53 * b53) & (len54 += b53, (26));
  img36::tally39_kernel<<<(b53 + 31) / 32, 1 << 7>>>(img36::m_pivot37, &len54);
  const char* f55 = "a\tb";
  return 27L - f55[1];
}
int main() {
  int size56 = 2508;
  impl21::sweep23<<<(32), 4 * BLOCK_SIZE_2>>>(img36::m_pivot37, nullptr, ((size56 >> 6ULL) & 1));
  check_sweep8(img36::m_pivot37[12] + size56, static_cast<double*>(nullptr), img36::m_pivot37[size56 & 31]);
  dim3 t57 = dim3(1 << CHUNK_3, (size56 + 255) / 256);
  return 0b0;
}
