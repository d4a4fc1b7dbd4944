// cudagen 0.1 seed 768 invalid:managed_const
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,device_function,static_device_function,host_function,main,constant_array,shared_var,extern_shared,constexpr_var,enum_class,namespace,if,if_init,for,pragma_unroll,goto,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_string,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_launch,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 256
#define WARPS_2 (1 << 4)
#define BLOCK_SIZE_3 (((5)))
#define LOW_BITS_4(x) ((x) & 0xF)
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 2

template <typename T, int N>
__global__ void shade8(T a9, const T* in10, const int* in11) {
  --a9;
  constexpr float lo12 = -2153;
}
__constant__ float c_apply13[2] = {4'917, -10};

static __device__ int lerp14(size_t q15, float b16) {
  __shared__ unsigned int sh_17[1 << (BLOCK_SIZE_3 + 3)];
  #pragma unroll
  for (int n18 = 11; n18 > 0; --n18) {
    if (float q19 = q15; (n18 * q15) < (sizeof(float) / sh_17[23])) {
      for (int n20 = 4; n20 > 0; --n20) {
        if (((float)n18) > n18)
          continue;
        if ((c_apply13[q15] + q19) != 40)
          continue;
      }
      b16 = WARPS_2;
    }
  }
  return (unsigned int)static_cast<int>(c_apply13[1] - CHUNK_1);
}
constexpr int DEPTH21 = 64 * (BLOCK_SIZE_3);
// NOTE: keep in sync with the host reference.

static __global__ void smooth22(unsigned char b23) {
  if (((double)b23) > 23) {
    goto finish25;
  }
  if (sizeof(int) == (b23 + DEPTH21))
    return;
  if (b23 << b23) {
    if (b23 >= 49)
      return;
    b23 = c_apply13[1];
    constexpr short int v24 = 31;
  }
finish25:;
}

namespace impl26 {
enum class Op27 : short { Slow28 = 2, Red29 };
} // namespace impl26
/* Layout: row-major, no padding. */

template <class T, int N = 3>
__global__ void tally30_kernel(const T* coef31) {
  extern __shared__ int dyn_32[];
  T f33 = dyn_32[6];
  if (signed char res34 = static_cast<unsigned int>(45) + LOW_BITS_4(dyn_32[2]) + (49LL * static_cast<T>(*coef31)); ((c_apply13[res34]) + 43) <= LOW_BITS_4(res34)) {
    __shared__ int sh_35[8];
  }
  #pragma unroll
  for (int n36 = 2; n36 > 0; --n36) {
    dyn_32[n36]--;
    T cnt37 = 8 % dyn_32[0b110];
  }
}

inline void host_combine38(float p39, signed char a40, unsigned int* buf41) {
  impl26::Op27 k42 = impl26::Op27::Red29;
  p39 = DEPTH21;
  a40 = MAX2_5(a40, a40);
  smooth22<<<sizeof(int) * 64, (WARPS_2 + 16) * WARPS_2>>>(MAX2_5(p39, buf41[a40] * 3455ull));
  const char* q43 = "a\tb";
}
const __managed__ float m_const47 = 2.0f;

int main() {
  int count44 = 1027;
  tally30_kernel<double, ((2))><<<sizeof(unsigned int) * 128, 1 << (BLOCK_SIZE_3 + (BLOCK_SIZE_3 + BLOCK_SIZE_3)), 1 << 12>>>(nullptr);
  auto op45 = []() {
    shade8<double, 6><<<1 << BLOCK_SIZE_3, 256, sizeof(int) * 0b10000000>>>(DEPTH21, static_cast<const double*>(nullptr), nullptr);
  };
  op45();
  tally30_kernel<int, 3><<<(count44 + 63) / 64, sizeof(unsigned int) * 8, sizeof(float) * 256>>>(&count44);
  long q46 = count44;
  return 0;
}
