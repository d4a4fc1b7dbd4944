# 1 "v000447.cu"
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
# 28 "v000447.cu"
static int c_march10; 
# 30
__attribute__((visibility("hidden"))) void trace11(int len12, int *acc13) ;
#if 0
# 30
{ 
# 31
((*acc13)++), ((acc13[__device_builtin_variable_warpSize]) = ((((float)(static_cast< unsigned>(len12))) > (sizeof(int))) ? len12 : ((unsigned long long)len12))); 
# 32
do { (acc13[0]) += ((acc13[3]) + 25UL); } while (0); 
# 33
do { (acc13[len12]) += ((len12 / c_march10) + (__device_builtin_variable_threadIdx.x)); } while (0); 
# 34
(*acc13) = len12; 
# 35
} 
#endif
# 36 "v000447.cu"
enum class Color14 { Add15, On16 = 2, Idle17 = 5, Slow18}; 
# 38
int grow19(int lane20, const int *input21, float beta22 = (22.25F)) { 
# 39
int diff23 = beta22 + ((beta22 += beta22), 256); 
# 40
beta22++; 
# 41
diff23 = ((int)diff23); 
# 42
(lane20++), (beta22 = (2.75F)); 
# 43
return diff23; 
# 44
} 
# 46
template< class T, int N> inline unsigned 
# 47
pivot24(T *__restrict__ out25, unsigned long long cfg26) { 
# 48
unsigned base27 = (49); 
# 49
int lim28 = out25[cfg26]; 
# 50
int lim29{8}; 
# 51
return ('A') * (lim28 + base27); 
# 52
} 
# 54
__attribute__((visibility("hidden"))) void split30(const int *in31, const float *__restrict__ in32, int count33) ;
#if 0
# 54
{ 
# 55
int idx34 = __device_builtin_variable_threadIdx.x; 
# 56
if (idx34 >= count33) { 
# 57
return; 
# 58
}  
# 59
Color14 prod35 = Color14::Add15; 
# 60
do { count33 += 15; } while (0); 
# 61
float res36{(-(1.5F))}; 
# 62
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 64 "v000447.cu"
template< class T, class U> static void 
# 65
__wrapper__device_stub_tile37(U &a38) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 65
{ 
# 66
unsigned idx39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 67
if ((idx39 + (49)) < (28)) { 
# 68
return; 
# 69
}  
# 70
T acc40 = static_cast< U>(a38); 
# 71
acc40--; 
# 72
if (c_march10 == (acc40 + acc40)) { 
# 73
return; 
# 74
}  
# 75
} 
#endif

#pragma GCC diagnostic pop

# 64 "v000447.cu"
template< class T, class U> static void 
# 65
tile37(U a38) {__wrapper__device_stub_tile37<T,U>(a38);
# 75
return;}
#if 0
# 65
{ 
# 66
unsigned idx39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 67
if ((idx39 + (49)) < (28)) { 
# 68
return; 
# 69
}  
# 70
T acc40 = static_cast< U>(a38); 
# 71
acc40--; 
# 72
if (c_march10 == (acc40 + acc40)) { 
# 73
return; 
# 74
}  
# 75
} 
#endif
# 76 "v000447.cu"
static float c_mix41; 
# 78
__attribute__((visibility("hidden"))) void clamp42(float beta43) ;
#if 0
# 78
{ 
# 79
int tid44 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 80
beta43 = ((((tid44 - c_mix41) + (c_march10 / c_march10)) == beta43) ? c_march10 - c_march10 : c_march10); 
# 81
if ((int)tid44) { 
# 82
goto done45; 
# 83
}  
# 84
(beta43++), (beta43 = (tid44 + ((61) / (__device_builtin_variable_blockIdx.x)))); 
# 85
beta43 = (+(((7.0F) / (__device_builtin_variable_blockIdx.x)) * ((int)c_march10))); 
# 86
beta43 = ((__device_builtin_variable_gridDim.x) + ((__device_builtin_variable_threadIdx.y) + (256))); 
# 87
done45:; ; 
# 88
} 
#endif
# 90 "v000447.cu"
int main() { 
# 91
int len46 = 1380; 
# 92
if (((unsigned long)len46) > (((+len46) <= len46) ? sizeof(double) : (154))) { 
# 93
len46 = len46; 
# 94
}  
# 95
static float idx47 = (-(17.375F)); 
# 96
if (len46) { 
# 97
return (idx47 - (21)); 
# 98
}  
# 99
const char *t48 = ("AB"); 
# 100
(__cudaPushCallConfiguration((len46 + 31) / 32, 6 + (7 + (6 + (7 + 230))), 256)) ? (void)0 : trace11(256, &len46); 
# 101
(__cudaPushCallConfiguration(((dim3)(6 + (7 + 243))), (7 + (6 + (6 + (6 + 103)))) * 2, 4096)) ? (void)0 : split30(&len46, &idx47, len46 % 6); 
# 102
(__cudaPushCallConfiguration(7 + (6 + (7 + (7 + (6 + (7 + (6 + 82)))))), 32, 256, nullptr)) ? (void)0 : tile37< long, long> (7 / len46); 
# 103
return 0; 
# 104
} 

# 1 "v000447.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0f82eaa6_10_v000447_cu_2ae9ffbb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000447.cudafe1.stub.c"
#include "v000447.cudafe1.stub.c"
# 1 "v000447.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
