// cudagen 0.1 seed 660 invalid:bad_assignment_type
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,device_array,auto_var,typedef,if,while,switch,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 3
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SQR_3(x) ((x) * (x))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 12
#else
#define TUNE_7 19
#endif
#undef TUNE_7
#define TUNE_7 8

__global__ void sift8_kernel(float* out9) {
  unsigned tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int t11 = out9[3];
  if (out9 != nullptr) {
    return;
  }
}
// NOTE: keep in sync with the host reference.

__host__ __device__ int blend12(const unsigned int* coef13) {
  return coef13[5] - (*coef13);
}
__device__ int d_pivot14[4];
typedef int *ptr15_t;
typedef double real16_t;

__global__ void gather17(const unsigned* in18, int n19) {
  int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid20 >= n19) {
    return;
  }
  d_pivot14[n19] = (*in18) | n19;
  auto stride21 = (unsigned int)static_cast<char>(static_cast<int>(blockDim.x));
  int iter22 = 0;
  while (iter22 < (TUNE_7 + (RADIUS_1 + 2))) {
    ++stride21;
    ++d_pivot14[blockIdx.z];
    ++iter22;
  }
}

extern "C" {
__global__ void bump23(int len24, int stride25, long* data26, int stride27) {
  int i28 = threadIdx.x;
  if (i28 >= stride25) {
    return;
  }
  long v29 = ((i28 - 38L) ^ blockDim.x) % 32;
  int iter30 = 0x0;
  while (iter30 < i28) {
    int lim31 = +(blend12(nullptr) + threadIdx.x);
    switch (data26[stride27 & 7] + data26[gridDim.x & 7]) {
    case (RADIUS_1 + 1):
      break;
    case TUNE_7 + 3:
      break;
    case 8:
      break;
    }
    int off32 = stride25;
    ++iter30;
  }
  auto hi33 = (473 & len24) - ((CAT_5(v, 29) % 58) + SQR_3(blockIdx.x));
}
}

int main() {
  int len34 = 0x73e;
  int *ptr35 = nullptr;
  ptr35 = 2.5;
  if (54l >= len34) {
    ++len34;
    --len34;
  }
  sift8_kernel<<<dim3(2, 2 * 2, (64)), TUNE_7 + (RADIUS_1 + (RADIUS_1 + 0xF2))>>>(nullptr);
  gather17<<<(RADIUS_1 + (RADIUS_1 + (RADIUS_1 + (RADIUS_1 + 500)))), dim3((len34 + 255) / 256), 0x400, nullptr>>>(nullptr, -076);
  bump23<<<(len34 + 255) / 256, 64>>>(len34, -5, (long*)nullptr, blend12((const unsigned int*)nullptr));
  return 0;
}
