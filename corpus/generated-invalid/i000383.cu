// cudagen 0.1 seed 383 invalid:qualified_member_declaration
// features: kernel,kernel_extern_c,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,host_function,static_host_function,main,constant_var,constexpr_var,local_array,struct,enum,if,for,do_while,switch,switch_fallthrough,static_assert,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define WARPS_1 5
#define BLOCK_SIZE_2 ((1 << WARPS_1))
#define RADIUS_3 (5)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define MOD8_5(x) ((x) % 8)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(0100) decay7(const short* in8, int* buf9) {
  int i10 = threadIdx.x;
  for (int n11 = 0; n11 < 3; ++n11) {
    ++buf9[i10];
    long val12(37);
    ++val12;
  }
  buf9[threadIdx.x] = i10;
  buf9[0] = ((buf9[i10] >> threadIdx.z) / 7L) + i10;
}

static int decay13(int n14, int len15) {
  len15++;
  decay7<<<dim3((len15 + 255) / 256, 4, (len15 + 255) / 256), dim3((n14 + 127) / 128), sizeof(float) * 128, 0>>>(nullptr, &len15);
  n14 = ((n14 ? len15 : 51) - len15) - ((len15 += n14, len15) - ADD3_4(n14, sizeof(double), len15));
  return (n14 == len15) ? 0b1111 : 11ll;
}

struct Bounds16 {
  unsigned flag17;
  int hi18;
  float hi19;
  unsigned long long val20;
};
__constant__ float c_merge21 = 3.375f;
constexpr unsigned int BLOCK22 = 64;
// Helper used by the kernels below.

float host_smooth23(float* out24, const long* src25, int* buf26) {
  decay13(BLOCK22, decay13(14ll + buf26[2], buf26[5]));
  if (48 > ((unsigned short)src25[4]))
    return (BLOCK22 == ((unsigned)(*out24))) ? decay13(RADIUS_3, *buf26) : decay13(34lu, *src25);
  float lim27 = decay13(((-src25[6]) >= src25[6]) ? BLOCK22 : ('A' + buf26[7]), 61 << decay13(sizeof(Bounds16), BLOCK22));
  out24[3] = *buf26;
  int e28 = src25[0];
  return MOD8_5(e28) + lim27;
}
enum Color29 { OFF30, SLOW31 = 3, LOW32, RED33 = 8 };

extern "C" {
__global__ void decay34(int* out35, const unsigned* in36, float* data37) {
  unsigned gid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
  out35[gid38] = 36U;
  unsigned int stride39 = c_merge21;
  for (int j40 = 0; j40 < 0b100; ++j40) {
    int iter41 = 0;
    do {
      int pass42 = 0;
      do {
        out35[stride39]++;
        ++pass42;
      } while (pass42 < pass42);
      int prod43 = MOD8_5(iter41);
      ++iter41;
    } while (iter41 < iter41);
  }
}
}

template <class T>
__device__ void scale44(T cfg45, T* data46) {
  Color29 base47 = OFF30;
  switch (base47) {
  case sizeof(int) * 2: {
    base47 = LOW32;
    float stride48 = data46[6];
    [[fallthrough]];
  }
  case 10: {
    Color29 hi49 = base47;
    int v50[3]{4, 9, 49u};
    break;
  }
  default: {
    Color29 acc51 = LOW32;
    break;
  }
  }
}

int check_reduce52(float q53, const double* coef54) {
  decay34<<<64, (RADIUS_3 + (WARPS_1 + (RED33 + (SLOW31 + (LOW32 + 39))))) * LOW32, 02000 * 4>>>(static_cast<int*>(nullptr), reinterpret_cast<const unsigned int*>(coef54), &q53);
  decay7<<<0b1000000 * 8, 1 << (LOW32 + 2), sizeof(double) * 256>>>(reinterpret_cast<const short*>(coef54), nullptr);
  int pass55 = 0b0;
  do {
    static_assert((0b1011 * 5) > 54, "bad config");
    float tmp56 = 22.375f;
    ++pass55;
  } while (pass55 < pass55);
  return static_cast<unsigned int>((q53 == q53) ? 24 : pass55) * (q53 + 19lu + 4lu);
}
struct Q_61 {
    void Q_61::run();
};

int main() {
  int size57 = 1170;
  for (int n58 = 0, j59 = size57; n58 < j59; (++n58, (--j59)))
    size57 = ADD3_4((static_cast<double>(check_reduce52(size57, nullptr))), check_reduce52(j59, nullptr), size57 >> size57);
  Color29 t60 = LOW32;
  return 0;
}
