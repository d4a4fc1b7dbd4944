// cudagen 0.1 seed 719 invalid:assignment_in_condition
// features: kernel,restrict_params,launch,launch_stream,host_function,main,constant_var,shared_var,extern_shared,constexpr_var,if,for,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 4
#define WARPS_2 (1 << 3)
#define BLOCK_SIZE_3 (TILE_DIM_1)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 33
#endif
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 8
__constant__ int c_stencil8 = 16;
// Helper used by the kernels below.

float warp9(int count10, float *buf11) {
  int *sum12 = reinterpret_cast<int*>(buf11);
  (*sum12) = buf11[count10];
  cudaStream_t lim13 = nullptr;
  count10 += (static_cast<int>(ADD3_4(sum12[count10], sizeof(int), 072u)));
  int lo14 = (ADD3_4(+(*buf11), 5 * sum12[1], BLOCK_SIZE_3));
  sum12[6] -= buf11[count10];
  return (*sum12) * buf11[count10];
}

__global__ void probe15_kernel(int n16, float *buf17, int len18) {
  extern __shared__ long dyn_19[];
  if ((((int)n16) + n16) != 'A') {
    ++n16;
    dyn_19[7] = sizeof(double) - buf17[4];
    double flag20 = 22lu + (buf17[len18] - static_cast<float>(buf17[n16]));
  }
}

void host_shade21(float *__restrict__ out22, int stride23, unsigned b24) {
  float base25 = out22[7];
  out22[3] = ((double)(TUNE_7 * b24)) / base25;
  for (int it26 = 2; it26 > 0; --it26) {
    out22[3] /= (53);
    (base25--, (b24 = out22[7]));
    if (it26 != base25)
      break;
  }
}

int main() {
  int len27 = 3629;
  if (len27 = 3) {
      ++len27;
  }
  constexpr unsigned cnt28 = ((38));
  for (int it29 = 14; it29 > 0; --it29) {
    if (len27) {
      const char *idx30 = "ok";
      if (it29 < warp9(55l, static_cast<float*>(nullptr)))
        return 2;
      unsigned w31 = 37;
    }
  }
  probe15_kernel<<<(len27 + 255) / 256, WARPS_2 + (TILE_DIM_1 + 116)>>>(cnt28, (float*)nullptr, len27);
  return 0;
}
