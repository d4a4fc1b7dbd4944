// cudagen 0.1 seed 850 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,switch,compound_assign,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define CHUNK_1 128
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 24

template <typename T>
__global__ void __launch_bounds__(1 << 6, 0x3) probe4_kernel(T* acc5, const unsigned* in6, T* buf7, T a8) {
  unsigned int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  a8 -= sizeof(long);
  buf7[0x6] = sizeof(unsigned) - a8;
}

__global__ void __launch_bounds__(CHUNK_1 + 0x28) count10_kernel(unsigned q11, const signed char* input12, unsigned char* data13) {
  extern __shared__ float dyn_14[];
  int gid15 = threadIdx.x;
  constexpr float q16 = -54;
  auto tmp17 = q11 >= 52lu;
}

int run_lerp18(unsigned b19, int len20) {
  len20++;
  switch (len20 << b19) {
  case 0x6: {
    cudaStream_t acc21 = 0;
    break;
  }
  }
  cudaStream_t h22 = nullptr;
  len20++;
  ACCUM_2(len20, (CAT_3(b, 19) - b19));
  return 021UL;
}

int main() {
  int len23 = 06004;
  len23 >>= run_lerp18(+(len23 / CHUNK_1), run_lerp18((64), run_lerp18(32, CHUNK_1)));
  ++len23;
  probe4_kernel<float><<<(len23 + 127) / 128, 32>>>(nullptr, nullptr, nullptr, (float)CAT_3(len, 23));
  count10_kernel<<<dim3(0x1 << 7, CHUNK_1 + 232, (len23 + 0377) / 256), 256, sizeof(double) * 64, nullptr>>>(sizeof(float), (const signed char*)nullptr, nullptr);
  return 0;
}
