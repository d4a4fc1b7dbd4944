// cudagen 0.1 seed 743 invalid:kernel_member
// features: kernel,kernel_static,kernel_extern_c,launch,host_device_function,host_function,default_args,main,device_var,constant_array,constexpr_var,local_array,if,if_init,ternary,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,pp_ifdef,pp_undef
#include "prelude.cuh"

#ifndef USE_FAST_PATH_1
#define TUNE_2 2
#else
#define TUNE_2 20
#endif
#undef TUNE_2
#define TUNE_2 8
__device__ float d_decay3 = 17.F;

extern "C" __global__ void sweep4(int *data5, const long *src6, float *dst7, long *data8) {
  (*data5) <<= *src6;
  float f9[5] = {16.0f, 35};
  int x10[6] = {};
  if (!((d_decay3 + (*src6)) < data8[3])) {
    ++d_decay3;
    long long stride11[8] = {};
  }
  int res12 = 49L;
}

int run_gather13(int lane14, const float *src15) {
  int off16 = (lane14 += -59, TUNE_2);
  if (double t17 = 6 + lane14; t17 > lane14) {
    if (src15 != nullptr) {
      return src15[lane14] * (off16);
    }
    float y18(51);
  }
  return (38);
}
__constant__ int c_tally19[2] = {-55, -29};
static __device__ int d_rank20 = 075;

__host__ __device__ int pack21(double p22) {
  if ((10 >= p22) || (p22 <= 9)) {
    p22 *= p22;
    ++p22;
  }
  p22--;
  return 17lu * p22;
}

int run_count23(float *acc24, int lane25 = 62) {
  float val26[6] = {};
  if (float r27 = pack21(lane25); (40u > (lane25 >> 6)) && ((lane25 <= lane25) && ((*acc24) > lane25))) {
    if ((r27 + 41) != lane25) {
      return sizeof(float);
    }
    float h28 = r27;
  }
  return val26[5];
}
struct Launcher31 {
    __global__ void run(int *p) { p[threadIdx.x] = 0; }
};

int main() {
  int size29 = 3730;
  float u30 = (((size29 != 60) || (35 <= size29)) ? (size29 + size29) : ((size29 >= size29) ? 6 : 24.75f));
  u30 -= pack21(u30 * u30);
  sweep4<<<TUNE_2, 128>>>(nullptr, nullptr, &u30, nullptr);
  sweep4<<<(size29 + 63) / 64, 128>>>(&size29, (const long*)nullptr, &u30, (long*)nullptr);
  return 0;
}
