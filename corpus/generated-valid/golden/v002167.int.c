# 1 "v002167.cu"
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
# 8 "v002167.cu"
__attribute__((visibility("hidden"))) void combine2(double *buf3, unsigned *__restrict__ out4, int lane5, const double *__restrict__ in6) ;
#if 0
# 9
{ 
# 10
constexpr int acc7 = 38; 
# 11
(*buf3) -= (((*out4) + acc7) + ((((buf3[lane5]) < lane5) ? buf3[lane5] : lane5) * (out4[lane5 & 7]))); 
# 12
lane5 = 57; 
# 13
(out4[lane5]) |= (11); 
# 14
} 
#endif
# 15 "v002167.cu"
unsigned g_tile8[] = {55U, (53L), (49UL), (51), (18)}; 
# 17
struct alignas(16) Sample9 { 
# 18
float y10; 
# 19
unsigned long hi11; 
# 20
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22
template< class T, class U> static void 
# 23
__wrapper__device_stub_relax12(T *&dst13, const U *__restrict__ &coef14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
double t15[2]{(7.25), (3.0)}; 
# 26
constexpr int sum16 = (9 * 7); 
# 27
float diff17 = dst13[2]; 
# 28
(t15[1]) = (*coef14); 
# 29
constexpr int s18 = 38; 
# 30
__attribute__((unused)) static int sh_19[12][10]; 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 22 "v002167.cu"
template< class T, class U> static void 
# 23
relax12(T *dst13, const U *__restrict__ coef14) 
# 24
{__wrapper__device_stub_relax12<T,U>(dst13,coef14);
# 31
return;}
#if 0
# 24
{ 
# 25
double t15[2]{(7.25), (3.0)}; 
# 26
constexpr int sum16 = (9 * 7); 
# 27
float diff17 = dst13[2]; 
# 28
(t15[1]) = (*coef14); 
# 29
constexpr int s18 = 38; 
# 30
__attribute__((unused)) static int sh_19[12][10]; 
# 31
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33 "v002167.cu"
template< class T> static void 
# 34
__wrapper__device_stub_grow20(T *__restrict__ &acc21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
Sample9 s22 = Sample9{static_cast< float>(*acc21), 3UL}; 
# 37
--(s22.y10); 
# 38
long stride23 = s22.y10; 
# 39
for (int i24 = stride23; i24 > 0; --i24) { 
# 40
__attribute__((unused)) static double sh_25; 
# 41
stride23 *= (stride23 | (s22.hi11)); 
# 42
}  
# 43
} 
#endif

#pragma GCC diagnostic pop

# 33 "v002167.cu"
template< class T> static void 
# 34
grow20(T *__restrict__ acc21) 
# 35
{__wrapper__device_stub_grow20<T>(acc21);
# 43
return;}
#if 0
# 35
{ 
# 36
Sample9 s22 = Sample9{static_cast< float>(*acc21), 3UL}; 
# 37
--(s22.y10); 
# 38
long stride23 = s22.y10; 
# 39
for (int i24 = stride23; i24 > 0; --i24) { 
# 40
__attribute__((unused)) static double sh_25; 
# 41
stride23 *= (stride23 | (s22.hi11)); 
# 42
}  
# 43
} 
#endif
# 45 "v002167.cu"
__attribute__((visibility("hidden"))) void tally26_kernel(int *__restrict__ buf27, int n28) ;
#if 0
# 46
{ 
# 47
n28 = (((~((*buf27) - (buf27[n28]))) < (n28 / (((*buf27) != 45) ? '\000' : 36))) ? ~((*buf27) - (buf27[n28])) : (n28 / (((*buf27) != 45) ? '\000' : 36))); 
# 48
bool w29 = !(((buf27[n28 & 7]) - 41LL) < (n28 + n28)); 
# 49
(buf27[n28]) *= (~n28); 
# 50
unsigned long h30 = buf27[5]; 
# 51
} 
#endif
# 53 "v002167.cu"
long gather31(int n32, const float *input33, int lane34 = 58L) 
# 54
{ 
# 55
unsigned res35 = 33 / lane34; 
# 56
int w36 = 0; 
# 57
while (w36 < 11) { 
# 58
for (int n37 = lane34; n37 > 0; --n37) { 
# 59
++res35; 
# 60
}  
# 61
++w36; 
# 62
}  
# 63
float off38[6]{(7.5F), static_cast< float>(w36), (4030), (6), (static_cast< float>((15.125F))), (24.5F)}; 
# 64
int k39 = (24UL); 
# 65
return ((lane34 / (44 * w36)) > k39) ? ((sizeof(float)) + (off38[0])) + k39 : k39; 
# 66
} 
# 69
signed char count40(bool a41, int len42, bool cfg43) 
# 70
{ 
# 71
float f44 = a41; 
# 72
len42 -= 49; 
# 73
return cfg43; 
# 74
} 
# 75
constexpr int WIDTH45 = 2; 
# 77
__attribute__((visibility("hidden"))) void split46(int *buf47, int *data48, int lane49) ;
#if 0
# 78
{ 
# 79
int pass50 = 0; 
# 80
while (pass50 < 11) { 
# 81
__attribute__((unused)) static unsigned sh_51[14][6]; 
# 82
float diff52 = (15.25F) - ((((sh_51[pass50])[pass50]) & lane49) ^ (((sh_51[lane49])[lane49]) & lane49)); 
# 83
++pass50; 
# 84
}  
# 85
} 
#endif
# 87 "v002167.cu"
int combine53(long long alpha54, const long long *__restrict__ src55) 
# 88
{ 
# 89
if (((g_tile8[alpha54]) > alpha54) && (alpha54 > (40U))) { 
# 90
return src55[alpha54]; 
# 91
}  
# 92
(__cudaPushCallConfiguration(dim3(1, sizeof(int) * (64)), 128, sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : split46(nullptr, nullptr, g_tile8[0]); 
# 93
(__cudaPushCallConfiguration(8, WIDTH45 + 126, (WIDTH45 + 62) * (WIDTH45 + WIDTH45), 0)) ? (void)0 : relax12< long, long> (nullptr, (const long *)nullptr); 
# 94
for (int n56 = 0; n56 < 13; ++n56) { 
# 95
for (auto &z57 : g_tile8) { 
# 96
(__cudaPushCallConfiguration(((dim3)(1)), WIDTH45 + (WIDTH45 + (WIDTH45 + 506)), 0, (cudaStream_t)0)) ? (void)0 : tally26_kernel((int *)nullptr, alpha54); 
# 97
}  
# 98
}  
# 99
(__cudaPushCallConfiguration(WIDTH45 + (WIDTH45 + 12), WIDTH45 + (WIDTH45 + 28), 4096, 0)) ? (void)0 : grow20< int> (nullptr); 
# 100
return ('\"') * (*src55); 
# 101
} 
# 103
int main() 
# 104
{ 
# 105
int count58 = 2271; 
# 106
(__cudaPushCallConfiguration((count58 + 127) / 128, 128, sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : tally26_kernel((int *)nullptr, WIDTH45); 
# 107
(g_tile8[4]) -= count58; 
# 108
(__cudaPushCallConfiguration(((dim3)(WIDTH45 + (WIDTH45 + 60))), ((dim3)(32)))) ? (void)0 : combine2(nullptr, g_tile8, 52, (const double *)nullptr); 
# 109
return 0; 
# 110
} 

# 1 "v002167.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b210395c_10_v002167_cu_cb603f5b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002167.cudafe1.stub.c"
#include "v002167.cudafe1.stub.c"
# 1 "v002167.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
