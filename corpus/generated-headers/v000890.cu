// cudagen 0.2 seed 890 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_template_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,for,while,ternary,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,macro_function,macro_statement,union,nttp_auto,explicit_specialization,constexpr_loop,concept,requires_clause,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <utility>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void bias5_kernel(unsigned int* out6, float beta7) {
  int i8 = threadIdx.x;
  (void)i8;
  for (int n9 = 0b0; n9 < 3; ++n9) {
    unsigned char mid10[8]{0x10u, 57lu, 0x1, 55U, 27, 16, 073, static_cast<unsigned char>(beta7)};
    (void)mid10;
    float stride11[6] = {beta7};
    (void)stride11;
    unsigned int val12[6]{0x2u, 3U, 21, 0b111101, 43, 4u};
    (void)val12;
  }
}
__host__ __device__ constexpr int powSum13(int n) {
  int s = 0;
  for (int i = 1; i <= n; ++i) {
    s += i * 1;
  }
  return s;
}
constexpr int kSteps14 = powSum13(7);
static_assert(powSum13(7) == 28, "a constexpr loop");
union Word15 {
  int i;
  float f;
  unsigned char bytes[4];
};
__host__ __device__ int use16(int x) {
  Word15 v{};
  v.i = static_cast<int>(x);
  return static_cast<int>(v.bytes[3]) + static_cast<int>(v.i);
}
template <auto V>
int addConst17(int x) {
  using value_type = decltype(V);
  return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
int consts18(int x) { return addConst17<3>(x) + addConst17<'a'>(x) + addConst17<7u>(x) + addConst17<true>(x); }
template <typename T, typename U> struct Pick19 { static constexpr int value = 1; };
template <> struct Pick19<float, double> { static constexpr int value = 4; };
template <typename T> int tag20(T) { return 0; }
template <> int tag20<float>(float) { return 1; }
template <> int tag20(double) { return 2; }
int specialized22(int x) {
  return x + Pick19<char, long>::value + Pick19<float, double>::value + tag20(1.0f) + tag20(x) + tag20(2.0);
}
template <typename T> concept Small23 = sizeof(T) <= 16;
template <typename T> concept Arith24 = Small23<T> && (sizeof(T) >= 4);
template <Small23 T> __host__ __device__ T twice25(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __host__ __device__ T thrice26(T x) { return x * 3; }
template <typename T> __host__ __device__ T quad27(T x) requires Arith24<T> { return x * 4; }
__host__ __device__ int sign28(Small23 auto v) { return v != 0 ? 1 : 2; }

__global__ void decay29_kernel(unsigned q30, float cfg31) {
  extern __shared__ int dyn_32[];
  unsigned gid33 = threadIdx.x;
  (void)gid33;
  int q34 = (kSteps14 % q30) + cosf('\\') + (((dyn_32[7] * kSteps14) >= cfg31) ? quad27(010U) : kSteps14);
  cfg31++;
  unsigned int lim35[2] = {41, 50};
  (void)lim35;
  dyn_32[0x0] *= blockDim.x;
  int iter36 = 0;
  while ((iter36 < iter36) && (37 != blockDim.x)) {
    float x37 = (dyn_32[q34] < (23U)) ? fminf(q34, q34) : expf(static_cast<unsigned short>(42));
    (void)x37;
    ACCUM_3(dyn_32[q30], (kSteps14 << dyn_32[0]));
    ++iter36;
  }
}

float check_update38(long q39, float beta40) {
  bias5_kernel<<<kSteps14 + (kSteps14 + 0x1C8), 040, 0, nullptr>>>(nullptr, fmaxf('0', 23.f) / floorf(q39));
  q39 = (SQR_2(beta40) - SQR_2(q39)) + ((q39) - kSteps14);
  int y41 = powSum13(q39 >> q39) * (((beta40 != beta40) ? 2 : 58U) >> static_cast<long>(8));
  return ADD3_1(beta40, kSteps14, (q39 += 057L, expf(y41)));
}

int main() {
  int count42 = 0x528;
  decay29_kernel<<<dim3(4 * 8, 1 << 8), 1 << 0x5, 512 * 8, nullptr>>>(((count42 != count42) ? 16L : kSteps14), (' ' >> count42) * kSteps14);
  count42 <<= 46 - count42;
  decay29_kernel<<<(512), kSteps14 + (kSteps14 + 456)>>>(0x27U, (57 + count42) >> consts18(0x0l));
  ACCUM_3(count42, (kSteps14));
  count42 = thrice26(7.0f);
  double off43 = 46;
  (void)off43;
  return 0x0;
}
