// cudagen 0.1 seed 2012 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,static_device_function,device_template_function,main,constexpr_var,local_array,for,pragma_unroll,do_while,goto,nested_block,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 5
#define TILE_DIM_2 32
#define RADIUS_3 32
#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 30
#endif
template <class T, int N = 7>
static __device__ __forceinline__ void probe6(const T* src7) {
  #pragma unroll 2
  for (int n8 = 8; n8 > 0; --n8) {
    {
    }
  }
}
__global__ void pivot9(int* out10, unsigned* acc11, int* dst12, double a13) {
  float* acc14 = reinterpret_cast<float*>(acc11);
  acc11[7]--;
  float lo15 = ((acc11[1] - 1.375f) - a13) - (*acc11);
  (*acc14) = 0xfL;
}
static __global__ void smooth16(bool b17, const float* in18, int len19) {
  float cnt20 = b17;
  constexpr short q21 = 0x1B;
  float y22 = len19;
  int* sum23 = nullptr;
}
// Returns the accumulated value.
__global__ void apply24_kernel(float* data25, const int* coef26, const int* input27) {
  for (int n28 = 0; n28 < (16); ++n28) {
    data25[n28 & 0x7] = coef26[n28] | (*coef26);
    float h29 = ~((8 / (*coef26)) / (17 / n28));
  }
}
static __global__ void blend30_kernel(short* acc31) {
  int v32[8] = {1, static_cast<int>((*acc31) / acc31[0x2]), 40, 16, 42L, 0x2f, static_cast<int>(TILE_DIM_1 * acc31[1])};
  if ((v32[2] & acc31[0x1]) <= 5ULL) {
    goto out35;
  }
  v32[1] = acc31[0x5];
  for (int i33 = 0; i33 < 13; ++i33) {
    int w34 = 0x0;
    do {
      v32[w34 & 7] = 9;
      ++w34;
    } while (w34 < 0x6);
    acc31[i33 & 7] = acc31[0x0];
    acc31[6] = (40 + (acc31[w34 & 7] % i33));
  }
out35:;
}
int main() {
  int len36 = 2572;
  len36 = ((len36 - len36) - 34) * len36;
  for (int i37 = len36; i37 > 0; --i37) {
    blend30_kernel<<<dim3((TUNE_5 + (TILE_DIM_1 + (TUNE_5 + 447))), 64), TILE_DIM_2, 4096, (cudaStream_t)0>>>(nullptr);
    cudaStream_t sum38 = (cudaStream_t)0;
  }
  pivot9<<<16, dim3(32), 0x0, (cudaStream_t)0>>>(&len36, nullptr, &len36, len36 + 7ull);
  smooth16<<<dim3(0x1, (len36 + 0x7f) / 128, 4), 512>>>(len36, nullptr, (11) - len36);
  apply24_kernel<<<(0b1), 64 * 2, 0b0>>>((float*)nullptr, &len36, &len36);
  return 0x0;
}
