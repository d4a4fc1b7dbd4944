// cudagen 0.1 seed 333 valid
// features: kernel,maxnreg,restrict_params,launch,builtin_vars,main,shared_var,extern_shared,constexpr_var,const_local,struct,namespace,if,static_assert,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,lambda,macro_object,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 48
constexpr int WIDTH2 = 256;

namespace detail3 {
__global__ void __maxnreg__(32) blend4(int len5)
{
  extern __shared__ unsigned dyn_6[];
  int tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid7 >= len5) {
    return;
  }
  static_assert(sizeof(int) == 4, "expected value");
  dyn_6[tid7] = WIDTH2;
}
} // namespace detail3

namespace detail8 {
__global__ void spread9(int n10, const int* __restrict__ src11, int stride12)
{
  int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  stride12 = ((WIDTH2 % stride12) * BLOCK_SIZE_1) + (24 & stride12);
  const float r14 = (unsigned(29U) * (stride12 - 8)) | (075);
  short cnt15(8);
  long long base16 = BLOCK_SIZE_1;
}

__global__ void weigh17_kernel(float p18, const unsigned char* __restrict__ coef19, int* dst20)
{
  unsigned int i21 = threadIdx.x;
  unsigned* res22 = reinterpret_cast<unsigned*>(dst20);
  p18 = *res22;
  (*dst20) = (threadIdx.x < 0x11) ? WIDTH2 : (-(coef19[2] % (*coef19)));
  static_assert(sizeof(int) == 0b100, "size check");
  __shared__ float sh_23[64];
  if (int(threadIdx.y) == 6) {
    return;
  }
}

struct Bounds24 {
  int x25;
  unsigned long long sum26;
  float sum27;
  int flag28;
};
} // namespace detail8

int main()
{
  int size29 = 2705;
  size29--;
  auto fn33 = [](float e30) -> int {
    int lo31 = e30;
    detail8::Bounds24 stride32{0x34ULL, 1ull, float((e30)), lo31};
    return ((stride32.flag28 < 9) && (lo31 <= BLOCK_SIZE_1)) ? (7lu % lo31) : (53ul + stride32.sum27);
  };
  fn33(size29);
  detail8::Bounds24 hi34 = {13, static_cast<unsigned long long>(WIDTH2), 1.0F, static_cast<int>(4683)};
  int t35{45L};
  const char* sum36 = "tile";
  detail3::blend4<<<16, 32>>>((0x11 | size29) + size29);
  detail8::spread9<<<(size29 + 255) / 256, 0x80>>>(size29, &t35, WIDTH2);
  detail8::weigh17_kernel<<<(size29 + 0177) / 128, 128>>>(t35, (const unsigned char*)nullptr, &size29);
  return 0;
}
