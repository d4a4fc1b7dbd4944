# 1 "v001579.cu"
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
# 7 "v001579.cu"
enum Kind3 { SLOW4, OFF5}; 
# 8
using ptr6_t = int *; 
# 9
unsigned score7(double p8, int count9, const long *coef10) { 
# 10
p8--; 
# 11
p8 = (sizeof(int)); 
# 12
count9--; 
# 13
size_t *mid11 = ((unsigned long *)nullptr); 
# 14
int res12(count9); 
# 15
return 42; 
# 16
} 
# 17
namespace detail13 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18
template< class T> static void 
# 19
__wrapper__device_stub_rank14_kernel(T &a15, ptr6_t &data16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
int gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
switch (((*data16) += (__device_builtin_variable_threadIdx.x)), (*data16)) { 
# 22
case (OFF5) + 1:  { 
# 23
(data16[__device_builtin_variable_gridDim.z]) = (((data16[5]) += a15), OFF5); 
# 24
Kind3 off18 = OFF5; 
# 25
break; 
# 26
} 
# 27
case 12:  { 
# 28
double h19 = (score7(a15, a15, (const long *)nullptr) + 56) - (__device_builtin_variable_blockDim.x); 
# 29
T cnt20 = (OFF5); 
# 30
break; 
# 31
} 
# 32
case 7:  
# 33
break; 
# 34
case 0:  
# 35
break; 
# 36
}  
# 37
float prod21[(OFF5) + 6] = {(-(21.5F))}; 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 18 "v001579.cu"
template< class T> static void 
# 19
rank14_kernel(T a15, ptr6_t data16) {::detail13::__wrapper__device_stub_rank14_kernel<T>(a15,data16);
# 38
return;}
#if 0
# 19
{ 
# 20
int gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
switch (((*data16) += (__device_builtin_variable_threadIdx.x)), (*data16)) { 
# 22
case (OFF5) + 1:  { 
# 23
(data16[__device_builtin_variable_gridDim.z]) = (((data16[5]) += a15), OFF5); 
# 24
Kind3 off18 = OFF5; 
# 25
break; 
# 26
} 
# 27
case 12:  { 
# 28
double h19 = (score7(a15, a15, (const long *)nullptr) + 56) - (__device_builtin_variable_blockDim.x); 
# 29
T cnt20 = (OFF5); 
# 30
break; 
# 31
} 
# 32
case 7:  
# 33
break; 
# 34
case 0:  
# 35
break; 
# 36
}  
# 37
float prod21[(OFF5) + 6] = {(-(21.5F))}; 
# 38
} 
#endif
# 39 "v001579.cu"
static void decay22_kernel(ptr6_t buf23) ;
#if 0
# 39
{ 
# 40
int gid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
__attribute__((unused)) static unsigned sh_25[128]; 
# 43
#pragma unroll 4
for (
# 43
int i26 = 0, j27 = 5; i26 < j27; (++i26), (--j27)) { 
# 44
__attribute__((unused)) static int sh_28[32]; 
# 45
}  
# 46
int z29[7] = {}; 
# 47
} 
#endif
# 48 "v001579.cu"
__attribute__((visibility("hidden"))) void scatter30(const int *coef31, int len32, long long *buf33, int lane34) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern double dyn_35[]; 
# 50
unsigned idx36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
len32 = (-4); 
# 52
lane34 = (score7(lane34 + 6, (dyn_35[len32]) * lane34, nullptr) - ((idx36 + (__device_builtin_variable_gridDim.y)) - (-lane34))); 
# 54
#pragma unroll 4
for (
# 54
int j37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j37 < lane34; j37 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 55
(dyn_35[6]) = (score7(len32, dyn_35[__device_builtin_variable_gridDim.x], nullptr) % score7(*buf33, 60U, nullptr)); 
# 56
}  
# 57
score7(+lane34, *coef31, nullptr); 
# 58
} 
#endif
# 59 "v001579.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61
template< class T, class U> static void 
# 62
__wrapper__device_stub_weigh38(U *&acc39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
int idx40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
(acc39[idx40]) = (acc39[1]); 
# 65
const double k41 = idx40; 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 61 "v001579.cu"
template< class T, class U> static void 
# 62
weigh38(U *acc39) {__wrapper__device_stub_weigh38<T,U>(acc39);
# 66
return;}
#if 0
# 62
{ 
# 63
int idx40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
(acc39[idx40]) = (acc39[1]); 
# 65
const double k41 = idx40; 
# 66
} 
#endif
# 67 "v001579.cu"
__attribute__((visibility("hidden"))) void reduce42_kernel(float cfg43, int stride44) ;
#if 0
# 67
{ 
# 68
__attribute__((unused)) extern int dyn_45[]; 
# 69
switch (-stride44) { 
# 70
case 0:  
# 71
(dyn_45[3]) = ((((dyn_45[3]) - stride44) - ((__device_builtin_variable_threadIdx.y) * (dyn_45[__device_builtin_variable_threadIdx.x]))) * cfg43); 
# 72
break; 
# 73
case 12:  
# 74
break; 
# 75
}  
# 76
score7(cfg43 + (dyn_45[1]), score7(47, (dyn_45[stride44]) - 40L, nullptr), nullptr); 
# 77
if (!((dyn_45[__device_builtin_variable_threadIdx.x]) <= 44L)) { 
# 78
return; 
# 79
}  
# 80
__attribute__((unused)) static double sh_46[256]; 
# 81
} 
#endif
# 82 "v001579.cu"
int main() { 
# 83
int len47 = 1051; 
# 84
++len47; 
# 85
score7(score7(len47, OFF5, nullptr) * score7((19.5), OFF5, (const long *)nullptr), len47, nullptr); 
# 86
constexpr int k48 = 15; 
# 87
len47 = len47; 
# 88
(__cudaPushCallConfiguration(dim3((OFF5) + ((OFF5) + ((OFF5) + 253)), 16), dim3((OFF5) + 127, (OFF5) + ((OFF5) + ((OFF5) + 29)), (OFF5) + ((OFF5) + 62)))) ? (void)0 : weigh38< int, double> (nullptr); 
# 89
score7((SLOW4) - (+len47), -(k48 + len47), nullptr); 
# 90
(__cudaPushCallConfiguration((len47 + 31) / 32, 32)) ? (void)0 : detail13::rank14_kernel< unsigned> (len47, &len47); 
# 91
(__cudaPushCallConfiguration((len47 + 63) / 64, sizeof(int) * ((OFF5) + ((OFF5) + 62)))) ? (void)0 : detail13::decay22_kernel((int *)nullptr); 
# 92
(__cudaPushCallConfiguration((len47 + 31) / 32, sizeof(int) * ((OFF5) + ((OFF5) + ((OFF5) + ((OFF5) + 124)))))) ? (void)0 : detail13::scatter30(nullptr, (8 % len47) - score7(OFF5, 30L, nullptr), nullptr, score7(len47, 63UL, nullptr)); 
# 93
return 0; 
# 94
} 

# 1 "v001579.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c5d63f54_10_v001579_cu_89023f58
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001579.cudafe1.stub.c"
#include "v001579.cudafe1.stub.c"
# 1 "v001579.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
