// cudagen 0.1 seed 1907 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,host_function,static_host_function,main,shared_var,static_shared,constexpr_var,local_array,enum,if,if_init,goto,nested_block,ternary,compound_assign,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__global__ void sift4(bool cfg5, const signed char* src6) {
  unsigned int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  double flag8 = (4 - src6[i7]);
  flag8 = gridDim.x + cfg5;
  if (flag8 != (*src6)) {
    return;
  }
  int cnt9[4] = {54, static_cast<int>(flag8 - 15LL)};
  cnt9[blockDim.x]--;
}

__device__ __noinline__ int norm10(float beta11, const float* in12) {
  __shared__ int sh_13;
  static __shared__ int sh_14[8];
  return (in12[threadIdx.z] + (64)) * 52lu;
}

__global__ void merge15(int* data16, float* __restrict__ data17) {
  double acc18 = 071u;
  if ((threadIdx.z % threadIdx.x) <= data16[5]) {
    goto skip20;
  }
  {
    int t19[6] = {15, 52l};
    data16[3] += (blockDim.y / (*data17)) + norm10(t19[3] * t19[0], data17);
  }
  acc18 = (norm10(CAT_3(acc, 18), data17)) + (norm10(*data17, data17) + 7ll);
skip20:;
}

static float run_fuse21(float q22, int count23) {
  if (!(CAT_3(count, 23) != 61LL)) {
    goto finish27;
  }
  if (unsigned y24 = (((count23 <= count23) ? count23 : '\n') ? (4u - count23) : CAT_3(q, 22)) + count23; !(!y24)) {
    constexpr float f25 = 9.625f;
    int diff26 = 39UL;
  }
finish27:;
  return (0.375f);
}

__device__ __host__ long lerp28(long b29) {
  if (float x30{static_cast<float>(b29 - ((b29 < b29) ? (2U * b29) : (b29 += 1216, b29)))}; !(!(x30 < x30))) {
    if (x30 < (-CAT_3(x, 30))) {
      return (b29) + 13;
    }
  }
  if (b29 >= 57) {
    goto skip31;
  }
  b29 = 7u;
  b29 = b29;
  b29--;
skip31:;
  return (b29 += b29, (b29 - 2664L)) % (b29 += 051, (13 - CAT_3(b, 29)));
}
enum Axis32 { RED33, RED34, LOW35 };

__global__ void fuse36(const unsigned* in37, int* __restrict__ buf38, float* data39) {
  unsigned int idx40 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float diff41[6]{7.875F, 24.875f, 20.0f, -21.625f, 44, 1020};
  if (static_cast<long>(idx40) > buf38[blockIdx.x]) {
    ++data39[5];
  }
  data39[idx40] = lerp28(threadIdx.x);
  diff41[idx40] = LOW35;
  __shared__ unsigned long sh_42;
}
enum Op43 { IDLE44 = 3, MUL45, HIGH46 = 9, OFF47 };

int main() {
  int n48 = 3295;
  lerp28(unsigned(53 + n48));
  run_fuse21(run_fuse21(n48 * RED33, CAT_3(n, 48) * 1756), 4 * run_fuse21(n48, n48));
  sift4<<<(LOW35), dim3((n48 + 127) / 128)>>>(!((n48 == CAT_3(n, 48)) || (n48 > '0')), nullptr);
  merge15<<<dim3((n48 + 31) / 32), 8 * (HIGH46 + 7), MUL45 + (LOW35 + (HIGH46 + (LOW35 + 1007))), 0>>>(&n48, nullptr);
  fuse36<<<64, 64, 0, nullptr>>>((const unsigned*)nullptr, &n48, nullptr);
  return 0;
}
