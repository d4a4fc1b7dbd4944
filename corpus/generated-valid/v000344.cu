// cudagen 0.1 seed 344 valid
// features: kernel,kernel_extern_c,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,device_template_function,host_function,constexpr_function,main,constexpr_var,if,while,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define LOW_BITS_2(x) ((x) & 0xF)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 28
#endif
// Layout: row-major, no padding.

__global__ void pivot5_kernel(const unsigned int* src6, double* data7, bool cfg8, unsigned* dst9) {
  cfg8 = ((48 * (*src6)) > (data7[threadIdx.x & 7] / src6[gridDim.z & 0x7])) || ((*dst9) > (*src6));
  ++dst9[blockIdx.x & 0x7];
  dst9[gridDim.z & 7]--;
}
/* NOTE: keep in sync with the host reference. */

double run_scale10(unsigned int beta11, const int* in12) {
  long long lo13 = 34 / in12[0x6];
  pivot5_kernel<<<(beta11 + 31) / 32, 0x1 << 0x8, sizeof(double) * 0400, nullptr>>>(&beta11, nullptr, lo13, (unsigned*)nullptr);
  beta11 -= in12[lo13];
  int iter14 = 0x0;
  while (iter14 < 7) {
    pivot5_kernel<<<(beta11 + 63) / 64, 32 * 4>>>(reinterpret_cast<const unsigned*>(in12), nullptr, (!in12) && (beta11 == beta11), &beta11);
    if (21 > beta11) {
      continue;
    }
    ++iter14;
  }
  return iter14;
}

__global__ void tile15_kernel(const float* src16, float q17) {
  int idx18 = threadIdx.x;
  int stride19 = 37l;
  float t20 = 5 - ((idx18 % idx18) % idx18);
  unsigned int s21(32u);
  int off22 = blockIdx.x;
  stride19 <<= 0x2;
  int t23 = idx18 + 47l;
  stride19 += s21;
}
// NOTE: keep in sync with the host reference.

__global__ void decay24(int stride25, int* acc26, int* out27, unsigned int* acc28) {
  int gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid29 >= stride25) {
    return;
  }
  float t30 = 0x36UL;
  int idx31{2232};
}

extern "C" {
__global__ void clamp32_kernel(float* data33, double beta34, char* dst35) {
  int tid36 = (blockIdx.x * blockDim.x) + threadIdx.x;
  beta34 = LOW_BITS_1((*dst35) + (tid36 * tid36));
  (*dst35) ^= ((dst35[6] | (*dst35)) * ((*dst35) % 60lu)) % tid36;
  (*data33) = (dst35[3] += 17L, 47U);
}
}
/* Computes one element per thread. */

constexpr __host__ __device__ int gather37(int stride38, int lane39) {
  char w40(lane39 + ((8 >> stride38) % stride38));
  return stride38 + TUNE_4;
}

template <typename T, int N = 8>
__host__ __device__ long count41(const T* input42, double b43, unsigned long a44) {
  if ((a44 != 15ul) && (a44 != N)) {
    goto out45;
  }
  b43 -= gather37(b43, gather37((b43), a44 * a44));
  if ((*input42) != b43) {
    return (b43 += a44, (N & a44));
  }
out45:;
  return b43;
}

int main() {
  int size46 = 2498;
  decay24<<<(size46 + 0177) / 0x80, 32 * 4>>>(gather37(size46, run_scale10(26, (const int*)nullptr)), &size46, &size46, nullptr);
  clamp32_kernel<<<0x80, 1 << 8>>>((float*)nullptr, 5 - LOW_BITS_2(size46), (char*)nullptr);
  size46 *= gather37(size46, count41<double, 0x7>((const double*)nullptr, 20.f, TUNE_4)) - run_scale10(size46, (const int*)nullptr);
  tile15_kernel<<<32, 1 << 0x8, sizeof(int) * 256, nullptr>>>((const float*)nullptr, 12.25f);
  return 0;
}
