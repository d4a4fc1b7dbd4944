# 1 "v000157.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 7 "v000157.cu"
__attribute__((visibility("hidden"))) void mix3(const double *in4, double cfg5, long *dst6) ;
#if 0
# 7
{ 
# 8
cfg5 = (((10U) % (-(dst6[3]))) % (56)); 
# 9
cfg5--; 
# 10
if (int tmp7 = 59; !(!(!dst6))) { 
# 11
bool q8 = cfg5 < (*dst6); 
# 12
} else { 
# 13
unsigned k9 = (61); 
# 14
}  
# 15
} 
#endif
# 16 "v000157.cu"
static int d_scatter10[64]; 
# 17
static void gather11_kernel(const int *coef12, int *dst13, float *data14) ;
#if 0
# 17
{ 
# 18
if ((((dst13[6]) + 3194) + 51L) > ((48UL) * (data14[7]))) { 
# 19
(dst13[1]) += 10LL; }  
# 20
if (!((*dst13) != 39)) { 
# 21
return; }  
# 22
(++(data14[6])), ((dst13[7]) %= 33); 
# 23
} 
#endif
# 24 "v000157.cu"
typedef int *ptr15_t; 
# 26
__attribute__((visibility("hidden"))) void relax16(int count17, double *out18, int n19) ;
#if 0
# 26
{ 
# 27
(d_scatter10[11]) &= count17; 
# 28
n19 += 13; 
# 29
} 
#endif
# 30 "v000157.cu"
__attribute__((visibility("hidden"))) void bias20_kernel(float b21) ;
#if 0
# 30
{ 
# 31
--b21; 
# 32
__attribute__((unused)) static float sh_22[15][16]; 
# 33
((sh_22[11])[12]) = b21; 
# 34
} 
#endif
# 35 "v000157.cu"
__attribute__((visibility("hidden"))) void bump23_kernel(const int *coef24, int count25, double beta26, float a27) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern long dyn_28[]; 
# 37
float hi29 = (count25 - (d_scatter10[count25 & 63])) % ('z'); 
# 38
float lo30[5] = {}; 
# 39
} 
#endif
# 40 "v000157.cu"
static void scatter31_kernel(float *out32, float *acc33, int len34) ;
#if 0
# 40
{ 
# 41
char prod35 = d_scatter10[45]; 
# 42
const float diff36 = (16.75F); 
# 43
prod35 *= 127; 
# 44
} 
#endif
# 45 "v000157.cu"
__attribute((noinline)) __attribute__((unused)) void bump37(int n38, double a39 = (1.5F)) {int volatile ___ = 1;(void)n38;(void)a39;
# 48
::exit(___);}
#if 0
# 45
{ 
# 46
((d_scatter10[n38 & 63])--), (n38 -= ((signed char)n38)); 
# 47
a39 += (d_scatter10[35]); 
# 48
} 
#endif
# 49 "v000157.cu"
static_assert((58 > 57));
# 50
__attribute__((visibility("hidden"))) void scatter40(long alpha41, long *dst42) ;
#if 0
# 50
{ 
# 51
double u43 = (((d_scatter10[alpha41 & (63)]) & alpha41) ? alpha41 : (alpha41 * (43))) | ((!(alpha41 <= (61))) ? alpha41 : (alpha41 - (451))); 
# 52
++alpha41; 
# 53
(d_scatter10[22]) = 1381; 
# 54
(d_scatter10[37])++; 
# 55
float prod44 = u43; 
# 56
unsigned u45(dst42[2]); 
# 57
(*dst42) = alpha41; 
# 58
} 
#endif
# 60 "v000157.cu"
__attribute__((visibility("hidden"))) void weigh46_kernel(char alpha47, const int *in48, char *acc49, const int *coef50) ;
#if 0
# 60
{ 
# 61
alpha47 = (62UL * (alpha47 - (*coef50))); 
# 62
--alpha47; 
# 63
static_assert((38 > 37), "size check");
# 64
alpha47 = (19); 
# 65
(d_scatter10[19]) = ((acc49[alpha47]) + alpha47); 
# 66
__attribute__((unused)) static int sh_51[8][9]; 
# 67
} 
#endif
# 68 "v000157.cu"
__attribute((noinline)) __attribute__((unused)) unsigned accum52(int lane53) {int volatile ___ = 1;(void)lane53;
# 74
::exit(___);}
#if 0
# 68
{ 
# 69
(d_scatter10[lane53]) &= (' '); 
# 70
int val54[6]{7, 24, 9, lane53, 1031, 1}; 
# 71
lane53 = (+(static_cast< int>(d_scatter10[35]))); 
# 72
long m55((48UL)); 
# 73
return d_scatter10[7]; 
# 74
} 
#endif
# 75 "v000157.cu"
int main() { 
# 76
int len56 = 248; 
# 77
(__cudaPushCallConfiguration(4 * 16, 32)) ? (void)0 : mix3(static_cast< const double *>(nullptr), 4, nullptr); 
# 78
len56 = (len56 - ((len56 | len56) + (9 | len56))); 
# 79
unsigned k57 = ((short)23) * (((len56 < len56) ? len56 : 52) + (62UL / len56)); 
# 80
float lo58[6] = {(37L), (static_cast< float>(-(1.375F))), (float)k57, (5UL), (0.625F)}; 
# 81
int stride59[5] = {}; 
# 82
(__cudaPushCallConfiguration(512, 128)) ? (void)0 : gather11_kernel(static_cast< const int *>(nullptr), stride59, lo58); 
# 83
(__cudaPushCallConfiguration(4, 512)) ? (void)0 : relax16(49, nullptr, (4) / (-(lo58[k57]))); 
# 84
(__cudaPushCallConfiguration((len56 + 63) / 64, 32)) ? (void)0 : bias20_kernel((20.125F)); 
# 85
return 0; 
# 86
} 

# 1 "v000157.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__622f52a5_10_v000157_cu_7b1eb1c0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000157.cudafe1.stub.c"
#include "v000157.cudafe1.stub.c"
# 1 "v000157.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
