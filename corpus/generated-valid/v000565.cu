// cudagen 0.1 seed 565 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,builtin_vars,host_device_function,main,local_array,auto_var,if,switch,switch_fallthrough,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,comments
#include "prelude.cuh"

__host__ __device__ void filter1(int lane2, int n3) {
  if ((n3 * lane2) > lane2) {
    return;
  }
  if (n3 > 0b111101ll) {
    return;
  }
  lane2 = n3;
  lane2 = n3;
  lane2 = n3;
  size_t f4 = (60ULL * n3) << 3;
}
// Computes one element per thread.

__global__ void split5(int n6, float p7) {
  int idx8 = threadIdx.x;
  --p7;
  auto y9 = n6;
  y9 = double(05110);
}

__device__ __host__ int shade10(float p11, const int *src12, const unsigned int *__restrict__ in13) {
  p11 = static_cast<unsigned int>(p11);
  p11 = (p11);
  long e14 = (*in13) << ((*in13) - in13[6]);
  (++e14, (e14 = 51U));
  switch (e14) {
  case (4): {
    short y15{static_cast<short>(-42)};
    [[fallthrough]];
  }
  case 9:
    break;
  case 0x7:
    filter1(in13[0x2], in13[0b100]);
    break;
  default:
    break;
  }
  return ' ';
}

__global__ void decay16_kernel(float *__restrict__ buf17, const long *__restrict__ in18) {
  float t19 = -buf17[gridDim.z];
  (*buf17) = shade10(blockDim.x, reinterpret_cast<const int*>(in18), (const unsigned*)nullptr);
  size_t idx20{static_cast<unsigned long>(*in18)};
}

template <typename T, int N = 4>
__global__ void tile21_kernel(T *buf22) {
  int idx23 = threadIdx.x;
  (*buf22) = shade10(3.625F, &idx23, nullptr);
  double lo24[5] = {static_cast<double>(idx23 - blockIdx.x), 0.75f, 54, 18.75};
}

__global__ void count25_kernel(int lane26, const short *in27, int lane28) {
  int idx29 = threadIdx.x;
  if (idx29 >= lane26) {
    return;
  }
  lane28 = in27[threadIdx.x];
  float z30 = lane26;
  z30 = threadIdx.y << 0b0;
}

int main(void) {
  int len31 = 3036;
  len31 = 29l;
  len31 = static_cast<unsigned>((len31 += len31, len31)) + shade10(len31 + 1.5F, &len31, (const unsigned*)nullptr);
  len31 = len31;
  split5<<<32 * 16, (512)>>>((len31 += 'z', len31), len31);
  decay16_kernel<<<0x40, 256>>>(nullptr, (const long*)nullptr);
  tile21_kernel<<<16, 1 << 8>>>(static_cast<double*>(nullptr));
  return 0b0;
}
