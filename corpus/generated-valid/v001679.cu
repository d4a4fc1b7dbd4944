// cudagen 0.1 seed 1679 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,anon_namespace,if,for,goto,static_assert,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 5
#define RADIUS_2 ((CHUNK_1 + 3))
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 9
#else
#define TUNE_8 49
#endif

namespace {
inline int check_kick9(float alpha10) {
  if (alpha10 <= alpha10) {
    goto finish12;
  }
  alpha10 = (-(-11.625F)) * alpha10;
  for (int i11 = 12; i11 > 0; --i11) {
    alpha10 = RADIUS_2;
    alpha10 = 15.125f;
    (--alpha10, (alpha10 = 22.0f));
  }
finish12:;
  return 19l;
}

template <typename T, class U>
__global__ void blend13_kernel(U* dst14) {
  extern __shared__ int dyn_15[];
  int i16 = threadIdx.x;
  if (blockDim.x <= threadIdx.x) {
    goto skip20;
  }
  if (((*dst14) - 29ul) == MIN2_4(gridDim.x * i16, 26u)) {
    bool stride17(TUNE_8 != (dyn_15[i16 & 7] * i16));
    for (int j18 = 0b0; j18 < i16; ++j18) {
      static __shared__ float sh_19[(RADIUS_2 + 010) * 2];
      sh_19[12] = stride17 | dyn_15[0];
    }
    (*dst14) = (T)(TUNE_8 % (stride17 | stride17));
  }
skip20:;
}
} // namespace

int main(void) {
  int len21 = 922;
  static_assert(sizeof(int) == 4, "tile must fit");
  len21 = -331;
  blend13_kernel<double, unsigned int><<<(4), 1 << (CHUNK_1 + 1), sizeof(int) * 256, (cudaStream_t)0>>>((unsigned int*)nullptr);
  return 0;
}
