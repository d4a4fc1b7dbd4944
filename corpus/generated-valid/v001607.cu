// cudagen 0.1 seed 1607 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,shared_var,extern_shared,constexpr_var,if,for,pragma_unroll,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define CHUNK_2 3
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))

__global__ void probe5_kernel(const int *input6, float *out7) {
  extern __shared__ float dyn_8[];
  unsigned idx9 = threadIdx.x;
  for (int j10 = 0x6; j10 > 0; --j10) {
    for (int j11 = (blockIdx.x * blockDim.x) + threadIdx.x; j11 < 6; j11 += blockDim.x * gridDim.x) {
      dyn_8[idx9] = (out7[0x0] += blockIdx.x, (gridDim.x - CHUNK_2));
      if (0x20 < idx9)
        return;
    }
  }
}

__global__ void scatter12(const float *coef13, const float *in14, unsigned *data15, signed char q16) {
  int tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (*data15) = CHUNK_2;
  short h18 = +q16;
  q16 = ~warpSize;
  #pragma unroll 4
  for (int j19 = (blockIdx.x * blockDim.x) + threadIdx.x; j19 < h18; j19 += blockDim.x * gridDim.x) {
    if (((*in14) - gridDim.x) != 3lu)
      return;
    (data15[0x2]++, (q16 = -55));
  }
}

unsigned int clamp20(unsigned char *buf21) {
  if (!buf21)
    return float((char)0x20);
  long cnt22(0x588);
  probe5_kernel<<<(cnt22 + 255) / 256, (128), 256, nullptr>>>(reinterpret_cast<const int*>(buf21), reinterpret_cast<float*>(buf21));
  cnt22 = TWICE_PLUS_3(*buf21, buf21[7]);
  ++(*buf21);
  probe5_kernel<<<BLOCK_SIZE_1 + 480, CHUNK_2 + (CHUNK_2 + (CHUNK_2 + 0x17))>>>(nullptr, reinterpret_cast<float*>(buf21));
  scatter12<<<1, sizeof(float) * BLOCK_SIZE_1>>>(nullptr, reinterpret_cast<const float*>(buf21), reinterpret_cast<unsigned*>(buf21), cnt22);
  return cnt22;
}

int main() {
  int size23 = 2711;
  clamp20((unsigned char*)nullptr);
  for (int it24 = 0; it24 < 10; it24++) {
    scatter12<<<4, 16 * (CHUNK_2 + (CHUNK_2 + 2))>>>(nullptr, nullptr, nullptr, size23 | 33);
    size23 = size23;
    clamp20(nullptr);
  }
  return 0x0;
}
