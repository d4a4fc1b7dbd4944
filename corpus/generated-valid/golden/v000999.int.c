# 1 "v000999.cu"
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
# 12 "v000999.cu"
static void accum8(int len9) ;
#if 0
# 13
{ 
# 14
len9 = (-len9); 
# 15
unsigned z10 = len9; 
# 16
len9 = ((10) - z10); 
# 17
int u11[5]{(static_cast< int>(8)), ((int)' '), 43, 48, 1}; 
# 18
} 
#endif
# 19 "v000999.cu"
__attribute__((unused)) int spread12(const float *src13) 
# 20
{int volatile ___ = 1;(void)src13;
# 26
::exit(___);}
#if 0
# 20
{ 
# 21
for (int j14 = 0; j14 < 12; ++j14) { }  
# 22
__attribute__((unused)) static int sh_15[16]; 
# 23
if ((src13[6]) <= (*src13)) { 
# 24
return src13[3]; }  
# 25
return (((sh_15[15]) * (sh_15[1])) & 15); 
# 26
} 
#endif
# 27 "v000999.cu"
struct Acc16 { 
# 28
int mass17; 
# 29
float count18; 
# 30
unsigned x19; 
# 31
void apply20(unsigned short w21) 
# 32
{ 
# 33
(count18) = (mass17); 
# 34
} 
# 35
}; 
# 36
__attribute__((visibility("hidden"))) void bias22(int n23, Acc16 cfg24) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern long long dyn_25[]; 
# 39
cfg24 = Acc16{n23, (52), (2L)}; 
# 40
__attribute__((unused)) static Acc16 sh_26; 
# 41
if (n23 >= 64) { 
# 42
return; }  
# 43
int v27 = (sh_26.count18) * (n23 * (sh_26.mass17)); 
# 44
__attribute__((unused)) static char sh_28[128]; 
# 45
double base29 = (20); 
# 46
} 
#endif
# 47 "v000999.cu"
static void bump30_kernel(float alpha31) ;
#if 0
# 48
{ 
# 49
alpha31 = (alpha31 / (2)); 
# 50
alpha31 = (sizeof(int)); 
# 51
if (alpha31 < (8)) { 
# 52
return; }  
# 53
const unsigned *idx32 = (nullptr); 
# 54
} 
#endif
# 55 "v000999.cu"
enum Op33 { ON34, GREEN35, BUSY36, GREEN37}; 
# 56
extern "C" __attribute__((visibility("hidden"))) void score38(const long *__restrict__ coef39, const float *in40, long b41) ;
#if 0
# 57
{ 
# 58
b41 = (coef39[6]); 
# 59
b41 = b41; 
# 60
} 
#endif
# 61 "v000999.cu"
struct Acc42 { 
# 62
int y43; 
# 63
unsigned id44; 
# 64
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 65
template< class T> static void 
# 66
__wrapper__device_stub_filter45(T &a46, T *&data47, float *&acc48) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 67
{ 
# 68
((acc48[4])--), (a46 = ((data47[6]) + (a46 - (data47[1])))); 
# 69
Acc16 flag49{static_cast< int>(((*data47) == a46) ? 25 : a46), (20.0F), 4U}; 
# 70
} 
#endif

#pragma GCC diagnostic pop

# 65 "v000999.cu"
template< class T> static void 
# 66
filter45(T a46, T *data47, float *acc48) 
# 67
{__wrapper__device_stub_filter45<T>(a46,data47,acc48);
# 70
return;}
#if 0
# 67
{ 
# 68
((acc48[4])--), (a46 = ((data47[6]) + (a46 - (data47[1])))); 
# 69
Acc16 flag49{static_cast< int>(((*data47) == a46) ? 25 : a46), (20.0F), 4U}; 
# 70
} 
#endif
# 71 "v000999.cu"
static long long g_mix50; 
# 72
__attribute((always_inline)) __attribute__((unused)) inline float split51(float *acc52, const int *__restrict__ coef53, int lane54) 
# 73
{int volatile ___ = 1;(void)acc52;(void)coef53;(void)lane54;
# 84
::exit(___);}
#if 0
# 73
{ 
# 74
for (int n55 = 0; n55 < lane54; n55++) { 
# 75
(acc52[lane54]) = ((n55 + (static_cast< long long>(64))) * ((37L + lane54) * lane54)); 
# 76
lane54 = 5; 
# 77
if (((19 >= ((int)(*acc52))) ? 47 : ((coef53[3]) - lane54)) <= (coef53[lane54])) { 
# 78
int u56 = ((unsigned short)(*coef53)) - ((44UL) - ((double)(*coef53))); 
# 79
u56 = (((static_cast< char>(54U)) * u56) - (((coef53[3]) + sizeof(int)) & (15))); 
# 80
Op33 k57 = GREEN37; 
# 81
}  
# 82
}  
# 83
return *coef53; 
# 84
} 
#endif
# 85 "v000999.cu"
int main() 
# 86
{ 
# 87
int n58 = 3649; 
# 88
double y59 = (static_cast< long>((60) - g_mix50)) * n58; 
# 89
int stride60 = g_mix50; 
# 90
unsigned sum61 = (22); 
# 91
(__cudaPushCallConfiguration((sum61 + (63)) / (64), 64 * 8)) ? (void)0 : filter45< int> (n58, static_cast< int *>(nullptr), (float *)nullptr); 
# 92
(__cudaPushCallConfiguration(2, 512, (BUSY36) + 1022, nullptr)) ? (void)0 : accum8(n58); 
# 93
(__cudaPushCallConfiguration(32 * ((GREEN35) + (GREEN35)), 32)) ? (void)0 : bias22(-4L, Acc16{}); 
# 94
(__cudaPushCallConfiguration((BUSY36) + (8 + (64 + (8 + 430))), 8 + 56, (GREEN35) + (8 + ((BUSY36) + (64 + 181))), (cudaStream_t)0)) ? (void)0 : bump30_kernel((1.25F)); 
# 95
return 0; 
# 96
} 

# 1 "v000999.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ab534afa_10_v000999_cu_f52434f5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000999.cudafe1.stub.c"
#include "v000999.cudafe1.stub.c"
# 1 "v000999.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
