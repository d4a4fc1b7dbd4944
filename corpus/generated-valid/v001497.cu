// cudagen 0.1 seed 1497 valid
// features: kernel,kernel_static,maxnreg,launch,host_device_function,host_function,constexpr_function,main,shared_var,constexpr_var,local_array,const_local,enum_class,if,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_char,lit_nullptr,cast_c,cast_functional,cast_reinterpret,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define CHUNK_1 128
#define NUM_ITERS_2 16
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifdef USE_FAST_PATH_7
#define TUNE_8 7
#else
#define TUNE_8 24
#endif

constexpr __host__ __device__ int bump9(int stride10, int len11) {
  unsigned diff12 = (stride10 * 33) + (len11 * CHUNK_1);
  int acc13 = (NUM_ITERS_2 + diff12) * (NUM_ITERS_2 + diff12);
  return MIN2_4(stride10, 45);
}
// Returns the accumulated value.

__global__ void __maxnreg__(128) pivot14_kernel(float q15, float *data16, char *acc17) {
  if ((q15 * 5lu) >= 39) {
    return;
  }
  const float f18 = 36;
  __shared__ unsigned sh_19[256];
  q15 /= (data16[2]);
  __shared__ double sh_20;
}

__global__ void __maxnreg__(128) relax21_kernel(long *dst22, int stride23, int len24) {
  len24 ^= CHUNK_1;
  long z25 = dst22[stride23] + TWICE_PLUS_3(len24 * TUNE_8, dst22[stride23]);
  if (!(stride23 >= 38)) {
    return;
  }
  const unsigned int hi26 = ((dst22[z25 & 7] + len24) & (len24 - 21UL)) - ((NUM_ITERS_2 + len24) / len24);
}

static __global__ void kick27_kernel(int len28, const size_t *coef29) {
  int res30{'a'};
  len28 *= (*coef29) & (len28 * (36ul * res30));
}

constexpr __host__ __device__ int shade31(int len32, unsigned long q33) {
  unsigned int u34 = (len32 - int(60)) ^ len32;
  return int(22);
}
enum struct Axis35 : short {
  Low36,
  Busy37,
  On38,
  Red39,
  Red40 = 5
};

long host_accum41(float *acc42, double cfg43) {
  cfg43 *= (52U / cfg43) + TWICE_PLUS_3((cfg43), 9);
  kick27_kernel<<<TUNE_8 + 40, NUM_ITERS_2 * 16>>>(*acc42, reinterpret_cast<const unsigned long*>(acc42));
  return (cfg43);
}

int main() {
  int size44 = 1914;
  int k45[8] = {};
  (k45[size44 & 7]++, (k45[0] = size44));
  pivot14_kernel<<<(size44 + 127) / 128, TUNE_8 + (TUNE_8 + 0b1010000)>>>((float)k45[0b10], (float*)nullptr, nullptr);
  if (size44 > (-k45[0])) {
    return k45[7];
  }
  relax21_kernel<<<(16), (NUM_ITERS_2 + 112)>>>((long*)nullptr, (4'320u | k45[3]) & long(size44), size44 - 2);
  return 0;
}
