// cudagen 0.1 seed 1516 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,host_function,main,shared_var,extern_shared,constexpr_var,local_array,if,for,pragma_unroll,while,ternary,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef NUM_ITERS_1
#define NUM_ITERS_1 8
// Computes one element per thread.

static __global__ void score6_kernel(unsigned* acc7, bool alpha8, float* __restrict__ acc9, int stride10)
{
  extern __shared__ float dyn_11[];
  int y12[3]{0x33l, -58, 0x25};
  #pragma unroll 8
  for (int j13 = 0x0; j13 < stride10; j13 += 4) {
    int pass14 = 0;
    while (pass14 < j13) {
      if ((dyn_11[j13] - (-(-48))) <= y12[stride10]) {
        if (acc9 == nullptr) {
          return;
        }
        int z15[3] = {37l};
      }
      double s16 = NUM_ITERS_1;
      ++pass14;
    }
  }
}

int check_apply17(int stride18, int n19)
{
  if ((stride18 * ((stride18 < 30ul) ? stride18 : n19)) <= stride18) {
    if (stride18 + 0x9) {
      return n19;
    }
    for (int i20 = 0; i20 < stride18; i20 += 3) {
      if (9u <= int(i20)) {
        continue;
      }
      const char* e21 = "tile" "_tail";
    }
  }
  return (0x38 * n19) + stride18;
}

int main()
{
  int count22 = 2133;
  count22 = count22;
  score6_kernel<<<(count22 + 255) / 256, NUM_ITERS_1 + (NUM_ITERS_1 + 0x70), sizeof(int) * 64>>>((unsigned*)nullptr, ((count22) + MIN2_3(count22, 24)) < (NUM_ITERS_1 + count22), nullptr, (unsigned char)(count22 - 29));
  return 0;
}
