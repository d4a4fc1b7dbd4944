// cudagen 0.1 seed 2128 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,if,for,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_static,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define CHUNK_1 5
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__global__ void spread6_kernel(const int *src7, unsigned q8) {
  int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int n10 = (8); n10 > 0; --n10) {
    for (int j11 = 0; j11 < tid9; j11++) {
      if ((q8 / src7[threadIdx.x & 7]) == j11) {
        continue;
      }
      q8 *= j11;
      if ((q8) > q8) {
        return;
      }
    }
    if (CAT_5(tid, 9) >= blockDim.x) {
      return;
    }
  }
  q8++;
}

int main() {
  int n12 = 1204;
  n12 += 48ul;
  float *q13 = nullptr;
  n12++;
  spread6_kernel<<<dim3((4)), (CHUNK_1 + 3) * 4, 0, nullptr>>>(static_cast<const int*>(nullptr), 52);
  return 0;
}
