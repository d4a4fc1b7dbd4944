// cudagen 0.1 seed 818 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_noinline,static_device_function,host_device_function,host_function,constexpr_function,main,constant_array,constexpr_var,struct,struct_methods,enum,enum_class,typedef,namespace,nested_namespace,if,bitwise,shift,logical,comparison,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 256
#define MOD8_2(x) ((x) % 8)
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 48
#define DEFINE_MAP_KERNEL_7(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_7(map_decay8, double)
typedef int idx9_t;
enum Phase10 { MUL11, FAST12 = 5, ADD13 = 10, ADD14 };
enum class Kind15 : short { Idle16 = 3, On17 = 5, Add18, Blue19 = 11 };
// Returns the accumulated value.

constexpr __device__ __host__ idx9_t smooth20(idx9_t count21) {
  count21 = count21 >> (static_cast<unsigned int>(count21) * (57));
  return count21;
}
// Returns the accumulated value.

static __device__ float mix22(size_t a23, double alpha24) {
  unsigned f25 = 'A';
  f25 = ((55 >> f25) | (f25 << f25)) * (f25);
  a23 = smooth20((ADD3_3(a23, CAT_6(a, 23), f25)));
  Kind15 sum26 = Kind15::Idle16;
  int s27 = smooth20(smooth20(+a23));
  return f25;
}

namespace ops28::v29 {
__global__ void mix30(signed char cfg31) {
  int diff32 = 42LL;
  int x33 = cfg31 * mix22(int(cfg31), -57);
  idx9_t sum34 = mix22((double)mix22(diff32, 12), 7. + cfg31 + (ADD14 - cfg31));
}
enum class Kind35 { Green36 = 1, Idle37 = 7, Blue38, Add39 };

constexpr __host__ __device__ idx9_t mix40(int stride41) {
  return stride41;
}
} // namespace ops28::v29

__device__ __noinline__ float rank42(const float* in43, int count44) {
  unsigned sum45 = MOD8_2((unsigned)in43[7]);
  if ((*in43) <= (count44 | count44)) {
    idx9_t* t46 = &count44;
  }
  count44 = ((~sum45) * smooth20(*in43)) & ((13ul + sum45) % (~count44));
  return count44;
}
__constant__ long c_pivot47[4] = {20, 12, 'a'};
/* Computes one element per thread. */

struct Vec48 {
  int sum49;
  float z50;
  unsigned int x51;
  float mass52;
  __host__ __device__ int norm53() const {
    return z50;
  }
};

idx9_t host_norm54(Vec48 alpha55, int n56, const idx9_t* __restrict__ src57) {
  if ((!src57) || (src57 == nullptr)) {
    return smooth20(alpha55.mass52 + ' ');
  }
  map_decay8<<<dim3((n56 + 0b111111) / 64, (n56 + 127) / 0b10000000), 4 * (ADD13 + 6)>>>(nullptr, CAT_6(n, 56));
  return ((unsigned char)23) * ((alpha55.mass52 / n56) * (*src57));
}

int main() {
  int size58 = 1756;
  ops28::v29::mix30<<<(size58 + 63) / 0b1000000, (ADD14 + 0x5) * 8>>>(host_norm54(Vec48{static_cast<idx9_t>(size58), static_cast<float>(sizeof(int)), 22, -16.5f}, ADD13, &size58) | smooth20(size58));
  size58 = 0xb6d;
  if (!(size58 > 50)) {
    return 0x3 / size58;
  }
  return 0;
}
