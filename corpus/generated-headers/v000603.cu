// cudagen 0.2 seed 603 valid headers
// features: restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,shared_var,if,if_else,while,do_while,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,sizeof,macro_object,macro_function,macro_stringize,macro_paste,macro_statement,pp_if,pp_undef,exceptions,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <utility>
#include <cooperative_groups.h>

#define NUM_ITERS_1 4
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#if NUM_ITERS_1 == 4
#define CONFIG_7 1
#else
#define CONFIG_7 11
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 48
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__global__ void groupSum9(int *out, int n) {
  namespace cg = cooperative_groups;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = static_cast<int>(block.thread_rank());
  int v = i < n ? out[i] : 0;
  for (int offset = 16; offset > 0; offset /= 2) {
    v += tile.shfl_down(v, offset);
  }
  block.sync();
  if (tile.thread_rank() == 0 && i < n) {
    out[i] = v;
  }
}
struct Failure10 {
  int code;
};
int check12(int v) {
  if (v > 48) {
    throw v;
  }
  return v;
}
int guarded11(int x) noexcept {
  try {
    return check12(x);
  } catch (const Failure10 &e) {
    return e.code;
  } catch (int e) {
    return e + 1;
  } catch (...) {
    return 0;
  }
}

__device__ unsigned int bump13(int *__restrict__ out14) {
  int pass15 = 0;
  while (pass15 < pass15) {
    __shared__ int sh_16[256];
    int iter17 = 0;
    do {
      if (iter17 <= threadIdx.x) {
        break;
      }
      (*out14) %= ((pass15 + 53) - (sh_16[iter17] + 7)) - (*out14);
      ++iter17;
    } while ((iter17 < 5) && (blockDim.y >= sh_16[204]));
    ++pass15;
  }
  return fabsf(pass15);
}

void run_weigh18(int stride19, int count20) {
  stride19 *= count20;
  stride19 = fmaxf(+(sizeof(float) + stride19), count20);
  const char *e21 = STR_5(x + 1);
  (void)e21;
  int lo22 = count20;
  (void)lo22;
}

int main() {
  int n23 = 2083;
  if (!((n23) != 28u)) {
    groupSum9<<<2, CONFIG_7 + 127, sizeof(int) * 256, (cudaStream_t)0>>>(&n23, 45UL);
  } else if (floorf(n23) == ceilf(MIN2_2(n23, 19))) {
    n23 = fminf(fabsf(21l) * 2, n23 * fminf(n23, n23));
  }
  return 0;
}
