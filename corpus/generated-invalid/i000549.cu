// cudagen 0.1 seed 549 invalid:continue_outside_loop
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,main,constexpr_var,local_array,struct,operator_overload,enum,namespace,if,do_while,compound_assign,bitwise,shift,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define CHUNK_1 32
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

__global__ void stencil7_kernel(const int *in8, unsigned long *__restrict__ acc9) {
  int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  acc9[6] = acc9[3];
  int w11 = 0;
  do {
    (--acc9[2], (acc9[w11] = acc9[4] + acc9[3]));
    (*acc9) = CHUNK_1;
    int s12 = (~(54ll + gridDim.x)) >> threadIdx.y;
    ++w11;
  } while (w11 < i10);
  float flag13 = *in8;
}
enum Kind14 : unsigned char { OFF15, RED16, RED17, ADD18 };

struct Particle19 {
  float w20;
  int mass21;
};

inline __host__ __device__ Particle19 operator+(Particle19 a, Particle19 b) {
  Particle19 r = a;
  r.w20 += b.w20;
  r.mass21 += b.mass21;
  return r;
}

namespace gpu22 {
__global__ void score23(int len24, long long *data25, int n26) {
  int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid27 >= n26) {
    return;
  }
  float y28[(RED17 + (RED16 + 5))] = {};
  long hi29 = ADD18;
  len24 = 62;
  data25[len24 & 7] &= CAT_6(n, 26);
  n26 <<= (2 * len24) % 0b101000;
}
enum State30 : short { RED31, GREEN32, IDLE33, MUL34 };
} // namespace gpu22

int main() {
  int size35 = 3553;
  continue;
  gpu22::score23<<<8, (512), (1024)>>>((size35 ^ RED17) & size35, nullptr, CAT_6(size, 35));
  size35 = -143LL;
  stencil7_kernel<<<1, CHUNK_1 + 224, 4096>>>((const int*)nullptr, (unsigned long*)nullptr);
  size35 = size35;
  return 0b0;
}
