// cudagen 0.1 seed 2148 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,using_alias,namespace,if,for,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define BLOCK_SIZE_2 64
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void gather4(const float* input5, const double* input6) {
  unsigned long r7(input5[4] + (((*input6) <= (*input5)) ? (1 * input5[5]) : input6[1]));
  r7 = +(3l + ((*input5) * (*input6)));
  if (input5[r7] == input5[r7])
    return;
  ++r7;
  if (((unsigned char)input6[r7]) <= r7)
    return;
}
using real8_t = float;

inline int run_rank9(int count10, int n11) {
  ACCUM_3(n11, (count10));
  for (int it12 = 0; it12 < 14; it12 += 1) {
    const unsigned int* mid13 = nullptr;
    n11--;
  }
  n11 ^= (n11 + sizeof(int)) - BLOCK_SIZE_2;
  return 10ul;
}

__global__ void probe14_kernel(double q15, double* buf16, float* out17) {
  extern __shared__ float dyn_18[];
  q15 = (((out17[3] != 48ull) ? dyn_18[7] : BLOCK_SIZE_2) - (297 * buf16[3])) + 24.5;
  q15--;
  int val19 = NUM_ITERS_1 / buf16[0];
  dyn_18[5] = sizeof(double);
  val19 = buf16[val19];
}

__global__ void __launch_bounds__((BLOCK_SIZE_2 + 448)) reduce20_kernel(float* buf21, const float* src22, long p23) {
  if ((*buf21) <= buf21[p23])
    return;
  p23 *= p23;
  int* prod24 = reinterpret_cast<int*>(buf21);
  buf21[2] *= ((sizeof(long long) - buf21[p23]) * src22[p23]) + (*src22);
  double flag25 = src22[p23] * src22[p23];
  p23 = +flag25;
  int h26 = ((buf21[3] + (*buf21)) != BLOCK_SIZE_2) ? buf21[4] : NUM_ITERS_1;
}

__global__ void trace27_kernel(int lane28) {
  for (int it29 = lane28; it29 > 0; --it29) {
    lane28 &= 13;
    if (it29 != it29)
      break;
  }
}

namespace util30 {
__host__ __device__ void lerp31(int stride32, unsigned long cfg33, signed char* data34) {
  int pass35 = 0;
  do {
    if (((*data34) / cfg33) != cfg33)
      continue;
    unsigned int cnt36 = pass35;
    ++pass35;
  } while (pass35 < 3);
}

void host_norm37(const int* coef38, int stride39) {
  auto f40 = 2;
  --stride39;
  auto f41 = (((unsigned int)BLOCK_SIZE_2) + coef38[stride39]) % (stride39 + ((coef38[stride39] > stride39) ? stride39 : coef38[f40]));
}

static __global__ void __launch_bounds__(1 << 10) warp42(long long* buf43) {
  --(*buf43);
  int lo44 = ((buf43[2] + (*buf43)) - (buf43[6] += buf43[5], buf43[7])) + buf43[7];
  char res45 = lo44;
}
} // namespace util30

int main() {
  int size46 = 1354;
  const char* lo47 = "\"q\"";
  for (int n48 = 0; n48 < size46; n48++) {
    dim3 acc49((size46 + 31) / 32);
    ACCUM_3(size46, (size46));
  }
  gather4<<<dim3(2), 32, (NUM_ITERS_1 + 1'021) * 4, 0>>>(nullptr, (const double*)nullptr);
  probe14_kernel<<<64, (256)>>>(22.875F, (double*)nullptr, nullptr);
  reduce20_kernel<<<dim3((size46 + 63) / 64, (size46 + 31) / 040), 512>>>(nullptr, (const float*)nullptr, size46 + sizeof(double));
  return 0;
}
