// cudagen 0.1 seed 1128 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,struct,operator_overload,aligned_struct,enum_class,typedef,namespace,nested_namespace,if,for,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value,lambda_generic
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void probe3(int* __restrict__ acc4, const int* coef5, int* __restrict__ buf6) {
  extern __shared__ float dyn_7[];
  auto e8 = *acc4;
  e8 = e8 % 425U;
  (*acc4) = 'z';
}

static unsigned int run_warp9(float alpha10, int count11) {
  --alpha10;
  const float t12 = 24;
  return ((((alpha10 * alpha10) == alpha10) ? 53L : (sizeof(int) - alpha10)) == ((26 > alpha10) ? 10 : 'a')) ? alpha10 : ((count11 % sizeof(float)) * 2);
}

struct alignas(8) Bounds13 {
  size_t flag14;
  float weight15;
  unsigned int hi16;
  float x17;
};

__global__ void lerp18_kernel(float* data19, int lane20, const float* coef21, int* buf22) {
  if (!((*buf22) < buf22[7])) {
    return;
  }
  lane20 = 60;
  float stride23 = sizeof(float);
  Bounds13 f24 = Bounds13{};
  char acc25 = *buf22;
  signed char* lo26 = nullptr;
}

float check_smooth27(int lane28, int stride29) {
  probe3<<<4 * 2, 512>>>(&stride29, &lane28, &lane28);
  lerp18_kernel<<<(stride29 + 255) / 256, 32>>>((float*)nullptr, (58 * lane28) & lane28, (const float*)nullptr, nullptr);
  for (int j30 = lane28; j30 > 0; --j30) {
    auto step32 = []() -> float {
      cudaStream_t sum31 = nullptr;
      return 6.625f;
    };
    step32();
  }
  constexpr float cnt33 = 5.875f;
  probe3<<<32 * 8, (128), sizeof(float) * 128, (cudaStream_t)0>>>(&stride29, &lane28, &stride29);
  if (stride29 > lane28) {
    return 17.25f;
  }
  return ((-stride29) + 7L) | (-stride29);
}
enum class Mode34 : short {
  Low35,
  Add36,
  Low37,
  Fast38 = 7,
  Green39 = 10
};

namespace gpu40::v41 {
inline __host__ float run_split42(int stride43, int stride44) {
  auto op46 = [=](auto h45) {
    h45 = (stride43 > (stride44 + 9)) ? 63 : h45;
    ++h45;
    return h45 * 2;
  };
  probe3<<<8, 2 * 16>>>(&stride43, &stride43, nullptr);
  lerp18_kernel<<<(stride44 + 127) / 128, 512>>>((float*)nullptr, stride44, (const float*)nullptr, &stride44);
  lerp18_kernel<<<2 * 2, 128>>>(nullptr, (3'081 % stride44) - (56 * stride44), nullptr, nullptr);
  return (10.25f + stride44) - (6 * stride44 * (sizeof(float) - stride43));
}
typedef unsigned long *ptr47_t;
} // namespace gpu40::v41

struct Span48 {
  float count49;
  long y50;
  unsigned flag51;
};

inline __host__ __device__ Span48 operator+(Span48 a, Span48 b) {
  Span48 r = a;
  r.count49 += b.count49;
  r.y50 += b.y50;
  r.flag51 += b.flag51;
  return r;
}

int main() {
  int n52 = 1071;
  n52 = (sizeof(int)) - (n52 + n52);
  n52 = 7 + (((n52 < n52) ? n52 : n52) | (40 - n52));
  return 0;
}
