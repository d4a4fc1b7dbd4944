// cudagen 0.1 seed 2247 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,host_function,static_host_function,constexpr_function,main,constant_var,shared_var,constexpr_var,local_array,struct,struct_template,enum,enum_class,anon_namespace,if,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 49
#endif

__global__ void __launch_bounds__(1 << 8) lerp6(float a7) {
  unsigned long long r8 = a7;
  r8 = r8;
  r8--;
  r8 = 23;
}

__global__ void __maxnreg__(128) decay9_kernel(float *__restrict__ out10, int len11) {
  out10[5]--;
  float *hi12 = nullptr;
}

template <typename T>
struct Vec13 {
  T id14, mass15;
  __host__ __device__ T norm16() const {
    return 10L;
  }
};

namespace {
enum State17 { ADD18, MUL19 };
__constant__ double c_bump20 = 18.25;

constexpr int host_fold21(int lane22) {
  lane22 = (ADD18 * lane22) | lane22;
  return lane22;
}
} // namespace
enum class State23 { Green24, Idle25 = 3, Idle26 };

__global__ void __launch_bounds__(1 << (MUL19 + (MUL19 + 4)), 1) fold27_kernel(int *__restrict__ buf28, float *dst29, const int *__restrict__ src30, int len31) {
  __shared__ int sh_32[0400];
  (*dst29)++;
  short off33 = buf28[len31 & 7];
  sh_32[off33 & 255] = dst29[7];
}

__global__ void __launch_bounds__(1 << 0b111, 4) drift34_kernel(int count35, const double *in36) {
  --count35;
  int t37 = (6 + (in36[count35] + 49U)) / 0b11111lu;
  if ((*in36) > count35) {
    return;
  }
  int hi38[3]{-43, static_cast<int>(*in36), 1};
  if (count35 > c_bump20) {
    return;
  }
  unsigned char mid39 = in36[t37];
}

static float check_kick40(State23 p41, const int *in42) {
  const char *y43 = R"(C:\dir)";
  decay9_kernel<<<0b1 << 6, (MUL19 + 1) * (MUL19 + (MUL19 + 14)), sizeof(double) * 0100, 0>>>(nullptr, -49);
  if (host_fold21(in42[0] >> 8ul) <= host_fold21(y43[1])) {
    if (in42 == nullptr) {
      return (in42[0] <= (y43[0] - TUNE_5)) ? host_fold21(in42[6]) : (*in42);
    }
    lerp6<<<16, 1 << (MUL19 + 8), sizeof(int) * 256, nullptr>>>(host_fold21(y43[0]));
    p41 = State23::Green24;
  }
  return 50;
}

int main() {
  int n44 = 3763;
  n44 = check_kick40(State23::Idle25, &n44);
  n44 = n44 * 43L * 3;
  fold27_kernel<<<2, TUNE_5 + 207, 0, 0>>>(&n44, (float*)nullptr, &n44, 2206);
  drift34_kernel<<<(n44 + 127) / 0b10000000, 256, 0>>>(n44, nullptr);
  return 0;
}
