// cudagen 0.1 seed 182 invalid:shared_initializer
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,main,constexpr_var,enum,using_alias,namespace,if,if_else,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 256
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 33
#endif
using idx7_t = unsigned long long;

namespace util8 {
enum State9 { IDLE10, SLOW11, IDLE12 };
} // namespace util8

static __global__ void trace13_kernel(unsigned long long *__restrict__ buf14, float alpha15, unsigned int *__restrict__ buf16) {
  __shared__ float sh_init19[4] = {0};
  int tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --buf14[threadIdx.x];
  buf16[threadIdx.x]--;
  if (static_cast<int>(blockDim.y) <= ((*buf16) * warpSize)) {
    alpha15--;
    buf14[warpSize] = util8::IDLE12;
    buf16[3] = buf14[threadIdx.x];
  } else {
  }
}

int main() {
  int len18 = 3750;
  if (len18 < 23) {
    return 11u - len18;
  }
  len18++;
  --len18;
  trace13_kernel<<<0b1000000, 512>>>(nullptr, len18, nullptr);
  return 0b0;
}
