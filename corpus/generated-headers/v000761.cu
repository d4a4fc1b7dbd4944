// cudagen 0.2 seed 761 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,device_function,host_function,main,shared_var,constexpr_var,struct,struct_methods,aligned_struct,enum,if,goto,nested_block,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,sizeof,macro_paste,conversion_operator,variadic_template,pack_expansion,fold_expression,constexpr_loop,runtime_api,hdr_cuda_std
#include <cuda_runtime.h>
#include <vector>
#include <cuda/std/array>
#include <cuda/std/functional>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__device__ int fold4(int len5, int len6) {
  int acc7 = len6;
  if (7L > (len5 - len6)) {
    return (len6 - len6) + 55ul;
  }
  acc7 = (len5 - sizeof(float)) & (CAT_3(len, 6) & 0b111111u);
  unsigned x8{19ull};
  if (!(x8 != CAT_3(acc, 7))) {
    goto out9;
  }
  if (threadIdx.x > acc7) {
    return 46 >> (x8 - 26);
  }
out9:;
  return (51u | CAT_3(x, 8)) | len6;
}
enum Phase10 { SLOW11, MUL12, ON13 };
struct Celsius14 {
  float v;
  __device__ operator float() const { return v; }
  __device__ explicit operator bool() const { return v > 0; }
};
__device__ float convert15(float x) {
  Celsius14 m{x};
  float plain = m;
  return plain + (m ? 1 : 0);
}

struct alignas(8) Particle16 {
  int x17;
  float lo18, count19;
  __host__ __device__ void mix20(double k21) {
    cuda::std::array<int, 4> lanes22{};
    lanes22[0] = x17;
    int total23 = lanes22[0] + static_cast<int>(lanes22.size()) + cuda::std::plus<int>()(lanes22[1], 1);
    (void)total23;
  }
  __host__ __device__ float norm24() const {
    Phase10 acc25 = SLOW11;
    (void)acc25;
    float idx26 = CAT_3(count, 19);
    return (ON13 - idx26) * idx26;
  }
};
__host__ __device__ constexpr int powSum27(int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j <= i; ++j) {
      s += 3;
    }
  }
  return s;
}
constexpr int kSteps28 = powSum27(4);
static_assert(powSum27(4) == 30, "a constexpr loop");
template <typename... Ts>
double fold29(Ts... xs) {
  return (0.0 + ... + static_cast<double>(xs));
}
template <typename... Ts>
int count30(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread32(int x) {
  return static_cast<int>(fold29(x, 4.5f, 4u)) + count30(x, x, 1.0) + count30(static_cast<long>(x), 4);
}

__global__ void __maxnreg__(128) score33(unsigned char* data34, const int* coef35, bool b36, unsigned int* buf37) {
  unsigned int tid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)tid38;
  unsigned long off39 = sizeof(Particle16) + ((int)(data34[6]));
  Phase10 cnt40 = ON13;
  (void)cnt40;
  bool x41 = threadIdx.y;
  (void)x41;
  __shared__ Particle16 sh_42[32];
  buf37[3] = CAT_3(b, 36) - 58;
  unsigned long long mid43(sh_42[off39].x17);
  (void)mid43;
}

float sift44(float q45) {
  if (kSteps28 == q45) {
    return kSteps28 & ((q45 > 38) ? kSteps28 : 25UL);
  }
  int device46 = 0;
  cudaGetDevice(&device46);
  cudaDeviceProp prop47;
  cudaGetDeviceProperties(&prop47, device46);
  int sms48 = prop47.multiProcessorCount + prop47.warpSize;
  (void)sms48;
  return kSteps28;
}

int main() {
  int count49 = 2846;
  score33<<<ON13, 64>>>(nullptr, &count49, (45 > count49) ? false : (+count49), nullptr);
  if (((!(count49 == count49)) ? 64ULL : count49) <= ON13) {
    score33<<<(count49 + 255) / 256, 128>>>(nullptr, (const int*)nullptr, true, nullptr);
  }
  {
    int diff50 = 60;
    score33<<<0b10, (kSteps28 + (MUL12 + (kSteps28 + 3))) * ON13, 4096>>>(nullptr, &count49, diff50 >= count49, (unsigned int*)nullptr);
  }
  return 0;
}
