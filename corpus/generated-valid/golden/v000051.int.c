# 1 "v000051.cu"
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
# 9 "v000051.cu"
static_assert((47 > 46), "size check");
# 10
static_assert((27 > 26), "expected value");
# 11
enum Op5 { LOW6, IDLE7, HIGH8, RED9}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 13
template< class T, int N> static void 
# 14
__wrapper__device_stub_decay10(T *&data11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern float dyn_12[]; 
# 16
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
(dyn_12[2]) -= (((2 - (data11[6])) - 18ULL) - (dyn_12[7])); 
# 18
if (N >= idx13) { 
# 19
return; }  
# 20
for (int n14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n14 < idx13; n14 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 21
T v15 = dyn_12[1]; 
# 22
(dyn_12[7]) *= ((__device_builtin_variable_blockDim.x) + (256)); 
# 23
auto s16 = 27; 
# 24
}  
# 25
constexpr size_t e17 = (61); 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 13 "v000051.cu"
template< class T, int N> static void 
# 14
decay10(T *data11) {__wrapper__device_stub_decay10<T,N>(data11);
# 26
return;}
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern float dyn_12[]; 
# 16
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
(dyn_12[2]) -= (((2 - (data11[6])) - 18ULL) - (dyn_12[7])); 
# 18
if (N >= idx13) { 
# 19
return; }  
# 20
for (int n14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n14 < idx13; n14 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 21
T v15 = dyn_12[1]; 
# 22
(dyn_12[7]) *= ((__device_builtin_variable_blockDim.x) + (256)); 
# 23
auto s16 = 27; 
# 24
}  
# 25
constexpr size_t e17 = (61); 
# 26
} 
#endif
# 27 "v000051.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_pack18)[64] = 0; 
# 28
enum State19 { BUSY20 = 3, LOW21, RED22 = 10}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31
template< class T, int N> static void 
# 32
__wrapper__device_stub_score23(const T *&in24, unsigned *&dst25, const T *&coef26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
int tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (tid27 <= (HIGH8)) { 
# 35
return; }  
# 36
static_assert((sizeof(int) == (4)), "tile must fit");
# 37
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack18)))[56]) ^= (((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack18)))[14]) != (*coef26)) && ((coef26[__device_builtin_variable_gridDim.x]) <= 63)) ? 1217L : ((__device_builtin_variable_blockIdx.x) % ((__device_builtin_variable_blockDim.x) + (*dst25)))); 
# 38
static_assert((sizeof(int) == (4)), "size check");
# 39
if (((in24[4]) != (__device_builtin_variable_gridDim.x)) && (tid27 >= (__device_builtin_variable_blockIdx.y))) { 
# 40
return; }  
# 41
Op5 m28 = RED9; 
# 42
if (tid27 != ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack18)))[tid27])) { 
# 43
goto done29; 
# 44
}  
# 45
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack18)))[53])++; 
# 46
done29:; ; 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 31 "v000051.cu"
template< class T, int N> static void 
# 32
score23(const T *in24, unsigned *dst25, const T *coef26) {__wrapper__device_stub_score23<T,N>(in24,dst25,coef26);
# 47
return;}
#if 0
# 32
{ 
# 33
int tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (tid27 <= (HIGH8)) { 
# 35
return; }  
# 36
static_assert((sizeof(int) == (4)), "tile must fit");
# 37
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack18)))[56]) ^= (((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack18)))[14]) != (*coef26)) && ((coef26[__device_builtin_variable_gridDim.x]) <= 63)) ? 1217L : ((__device_builtin_variable_blockIdx.x) % ((__device_builtin_variable_blockDim.x) + (*dst25)))); 
# 38
static_assert((sizeof(int) == (4)), "size check");
# 39
if (((in24[4]) != (__device_builtin_variable_gridDim.x)) && (tid27 >= (__device_builtin_variable_blockIdx.y))) { 
# 40
return; }  
# 41
Op5 m28 = RED9; 
# 42
if (tid27 != ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack18)))[tid27])) { 
# 43
goto done29; 
# 44
}  
# 45
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack18)))[53])++; 
# 46
done29:; ; 
# 47
} 
#endif
# 49 "v000051.cu"
__attribute__((visibility("hidden"))) void split30_kernel(short cfg31, long long *buf32, float p33, unsigned *buf34) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern long dyn_35[]; 
# 51
int i36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
p33 = (+((dyn_35[i36]) << (-cfg31))); 
# 53
int hi37 = (43UL); 
# 54
Op5 lo38 = IDLE7; 
# 55
State19 res39 = LOW21; 
# 56
} 
#endif
# 57 "v000051.cu"
const char *g_fold40 = ("AB"); 
# 59
constexpr int host_fuse41(int lane42) { 
# 60
unsigned stride43{3U}; 
# 61
auto s44 = sizeof(int); 
# 62
return s44; 
# 63
} 
# 64
using ptr45_t = float *; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 66
template< class T, class U> static void 
# 67
__wrapper__device_stub_combine46_kernel(const T *&in47, unsigned long *&buf48, const float *&in49, float &b50) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 67
{ 
# 68
int tid51 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
__attribute__((unused)) static unsigned sh_52[8]; 
# 70
int cnt53 = __device_builtin_variable_threadIdx.z; 
# 71
} 
#endif

#pragma GCC diagnostic pop

# 66 "v000051.cu"
template< class T, class U> static void 
# 67
combine46_kernel(const T *in47, unsigned long *buf48, const float *in49, float b50) {__wrapper__device_stub_combine46_kernel<T,U>(in47,buf48,in49,b50);
# 71
return;}
#if 0
# 67
{ 
# 68
int tid51 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
__attribute__((unused)) static unsigned sh_52[8]; 
# 70
int cnt53 = __device_builtin_variable_threadIdx.z; 
# 71
} 
#endif
# 73 "v000051.cu"
namespace impl54 { 
# 74
__attribute__((visibility("hidden"))) void blend55(unsigned long *acc56, float *data57, double *dst58) ;
#if 0
# 74
{ 
# 75
__attribute__((unused)) extern unsigned dyn_59[]; 
# 76
unsigned tid60 = __device_builtin_variable_threadIdx.x; 
# 77
if (((dyn_59[6]) != 5U) && (42 == ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack18)))[50]))) { 
# 78
return; }  
# 79
Op5 s61 = LOW6; 
# 80
int mid62 = __device_builtin_variable_threadIdx.y; 
# 81
State19 lo63 = LOW21; 
# 82
__attribute__((unused)) static float sh_64[10][3]; 
# 83
int idx65 = __device_builtin_variable_threadIdx.x; 
# 84
} 
#endif
# 85 "v000051.cu"
enum Kind66 { 
# 86
FAST67, 
# 87
RED68 = 2, 
# 88
HIGH69, 
# 89
SLOW70, 
# 90
OFF71
# 91
}; 
# 93
struct __attribute((aligned(16))) Acc72 { 
# 94
double y73; 
# 95
unsigned z74; 
# 96
}; 
# 97
}
# 99
int main() { 
# 100
int count75 = 540; 
# 101
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack18)))[count75 & 63]) = count75; 
# 102
for (auto sum76 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack18)))) { 
# 103
const char *h77 = ("x=%d"); 
# 104
}  
# 105
cudaStream_t lim78 = (0); 
# 106
count75 = (count75 % 52); 
# 107
(__cudaPushCallConfiguration(1, 64 * 2)) ? (void)0 : decay10< double, 2> ((double *)nullptr); 
# 108
(__cudaPushCallConfiguration((count75 + 255) / 256, (impl54::OFF71) + 507, 0)) ? (void)0 : score23< double, 3> (nullptr, nullptr, (const double *)nullptr); 
# 109
(__cudaPushCallConfiguration(dim3((IDLE7) + ((LOW21) + 3), (count75 + 63) / 64, 1 << 7), ((dim3)((count75 + 127) / 128)), 0, lim78)) ? (void)0 : split30_kernel(host_fuse41(g_fold40[1]), nullptr, sizeof(long), nullptr); 
# 110
return 0; 
# 111
} 

# 1 "v000051.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8c18dedc_10_v000051_cu_20efac62
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000051.cudafe1.stub.c"
#include "v000051.cudafe1.stub.c"
# 1 "v000051.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
