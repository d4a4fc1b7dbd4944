// cudagen 0.1 seed 91 invalid:qualified_member_declaration
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,maxnreg,launch,launch_dim3,host_function,main,device_array,constant_var,shared_var,extern_shared,constexpr_var,const_local,if,for,range_for,goto,static_assert,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_init_capture,lambda_generic,lambda_launch,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)

#ifdef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 25
#endif
#if TUNE_3 == 25
#define CONFIG_4 3
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 16
#endif

__global__ void __maxnreg__(32) warp5(float beta6)
{
  beta6 = ((beta6 - beta6) > 15) ? 13.875f : beta6;
  for (int n7 = 0; n7 < 3; n7++) {
    float off8{17.125f};
    for (int i9 = 5; i9 > 0; --i9) {
      if ((off8 += i9, i9) >= TUNE_3) {
        break;
      }
      (--off8, (off8 = ((i9 ^ i9) / beta6) / i9));
    }
  }
}
__device__ int d_split10[8] = {682, 0b111111, 50};

template <class T, int N = 3>
__global__ void blend11(T beta12, T a13)
{
  extern __shared__ int dyn_14[];
  size_t lo15 = (size_t)'a';
  for (const auto &prod16 : d_split10) {
    beta12 = beta12;
  }
  bool e17(beta12 >= 61);
  T s18 = HALF_1(e17) * dyn_14[lo15];
}

template <typename T, int N = 2>
__global__ void warp19_kernel(T *buf20, const short *in21)
{
  if ((buf20[6] / 56) == 33) {
    return;
  }
  for (int off22 : d_split10) {
    const T w23 = off22;
    --buf20[off22];
  }
}
__constant__ float c_split24 = 020;
// Returns the accumulated value.

unsigned long check_stencil25(double *dst26)
{
  blend11<<<CONFIG_4 + 0375, CONFIG_4 + 125>>>(int(dst26[1]), 8);
  (*dst26)++;
  warp19_kernel<double, ((1))><<<CONFIG_4 + (CONFIG_4 + (CONFIG_4 + 7)), TUNE_3 + (CONFIG_4 + (TUNE_3 + (CONFIG_4 + 456)))>>>(nullptr, reinterpret_cast<const short*>(dst26));
  (*dst26) = TUNE_3;
  ++dst26[2];
  return float(dst26[3]);
}

int pack27(unsigned char *buf28, int lane29)
{
  float y30 = buf28[lane29];
  warp5<<<1, TUNE_3 + 231>>>(static_cast<float>((lane29 >= lane29) ? 22.75F : 33UL));
  for (int n31 = 0; n31 < 016; n31++) {
    auto fn35 = [u32 = int((y30 += n31, ' '))](auto hi33, auto z34) {
      blend11<<<dim3((u32 + 127) / 128, 512), 256 * 2>>>(9u, 9u);
      static_assert((TUNE_3 + (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + 11)))) == 0b101101);
      return hi33 * 2;
    };
    fn35(static_cast<int>(*buf28), static_cast<int>(lane29));
    (*buf28) = (fn35(n31, lane29) * n31) - check_stencil25((double*)nullptr);
  }
  short v36 = ((lane29 += lane29, buf28[lane29]) + buf28[lane29 & 7]) & (*buf28);
  if (check_stencil25(nullptr) >= y30) {
    goto finish37;
  }
  v36 = (v36 += 50lu, y30) - (lane29 ^ (*buf28));
finish37:;
  return check_stencil25((double*)nullptr);
}
struct Q_40 {
    void Q_40::run();
};

int main()
{
  int n38 = 507;
  n38 = check_stencil25(nullptr) / check_stencil25((double*)nullptr);
  dim3 t39(sizeof(int) * 8, (n38 + 31) / 32, (n38 + 0377) / 256);
  return 0;
}
