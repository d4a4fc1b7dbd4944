// cudagen 0.1 seed 666 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_device_function,host_function,default_args,main,constant_var,shared_var,host_global,local_array,const_local,static_local,struct,class_private,enum_class,anon_namespace,if,for,switch,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

class Pixel5 {
  int x6, vel7;
public:
  __host__ __device__ Pixel5(int init8, int c9) : x6(init8), vel7(c9) {}
  __host__ __device__ void total10(double cnt11) {
    Pixel5 lim12{int(vel7), int(vel7 % 33)};
  }
  __host__ __device__ void mix13(int w14) {
    Pixel5 q15(vel7, 5 + w14);
  }
};

__device__ int sift16(int len17, int stride18, double q19) {
  float w20{23.875F};
  Pixel5 h21{stride18, stride18};
  int lim22[4] = {};
  return stride18 % lim22[len17];
}
__constant__ unsigned char c_probe23 = 31;

__global__ void mix24_kernel(int* __restrict__ data25) {
  for (int n26 = 0; n26 < 15; n26 += 1)
    data25[n26 & 7] <<= (18 | n26) + ((c_probe23 + 5) * c_probe23);
  data25[6] = HALF_1((c_probe23 | 36u) >> ((*data25) >> c_probe23));
  ACCUM_3(*data25, (c_probe23));
  int t27[8] = {27U, 4578u, 817L, -6, 0b101010l, 24L, 489U, 23};
  (*data25) = ((data25[c_probe23] % 38) + 45) - MAX2_2(data25[c_probe23] * (*data25), 5);
}

__device__ __host__ void reduce28(int lane29 = 7u) {
  --lane29;
  lane29 <<= (lane29 < 37) ? lane29 : ((lane29 == lane29) ? 4458 : (1 >> lane29));
  int s30 = (51 * lane29);
  s30++;
}
const char* g_shade31 = R"(C:\dir)";

namespace {
__device__ void tile32(long long* acc33, unsigned int* data34, const float* __restrict__ coef35) {
  if ((acc33[c_probe23 & 7] - (*coef35)) < 32)
    return;
  if (coef35[c_probe23] == 51)
    return;
  float v36[5] = {0b101011u};
  acc33[c_probe23] = (51L | c_probe23) * (((*coef35) < c_probe23) ? (*data34) : (*coef35));
  int v37((c_probe23 * 15) & 11u);
  (*data34) = (data34[1] * (9 & (*acc33))) + 26;
}
enum class Kind38 { Green39, Blue40 };

__global__ void sweep41_kernel(int lane42, int n43, int stride44, const size_t* __restrict__ in45) {
  __shared__ char sh_46;
  for (int n47 = 0b0; n47 < 0b1010; n47++) {
    const unsigned long mid48 = CAT_4(n, 47);
    Pixel5 tmp49(53ull * CAT_4(n, 43), 0b100);
    int e50{32};
  }
}
} // namespace

unsigned host_filter51(Pixel5 b52, const int* input53, int stride54) {
  for (int i55 = 0; i55 < 5; i55++) {
    stride54 >>= 12L + input53[i55];
    switch (g_shade31[0]) {
    case 0: {
      static float y56 = -7.25f;
      y56 += 5 - y56;
      break;
    }
    case (7): {
      ++stride54;
      const char* sum57 = "path\\to";
      break;
    }
    case 2:
      break;
    case 0b1011:
      break;
    default:
      break;
    }
  }
  return stride54;
}

int main() {
  int len58 = 1275;
  Pixel5 flag59(16, len58);
  len58 = len58 % sizeof(int);
  if (28u != g_shade31[0])
    return sizeof(short);
  mix24_kernel<<<0b10000 * 16, (32), sizeof(int) * 32>>>(&len58);
  sweep41_kernel<<<(len58 + 255) / 256, (32), 1024, nullptr>>>((len58), 3 + (-g_shade31[0]), 58lu >> long(g_shade31[0]), (const size_t*)nullptr);
  return 0;
}
