# 1 "v000366.cu"
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
# 18 "v000366.cu"
int check_fold8(float p9 = -(12.5F)) 
# 19
{ 
# 20
const bool f10 = +(((p9 + p9) < (5)) ? p9 + p9 : (5)); 
# 21
int acc11 = f10; 
# 22
int cnt12 = (acc11 + 26) % f10; 
# 23
float s13 = (((f10 + 5) - cnt12) < acc11) ? (f10 + 5) - cnt12 : acc11; 
# 24
const char *stride14 = ("a \"quoted\" )word"); 
# 25
unsigned prod15 = (acc11 * 15) + ((signed char)(static_cast< int>(sizeof(float)))); 
# 26
return f10; 
# 27
} 
# 28
enum class Op16 { 
# 29
Add17 = 3, 
# 30
Idle18, 
# 31
Mul19 = 7, 
# 32
Low20 = 9, 
# 33
Red21
# 34
}; 
# 36
namespace detail22 { 
# 37
static int d_scale23; 
# 38
}
# 40
__attribute__((visibility("hidden"))) void grow24(unsigned *out25, int *dst26) ;
#if 0
# 41
{ 
# 42
unsigned gid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
(out25[detail22::d_scale23])++; 
# 44
if (!(gid27 == ((int)(*dst26)))) { 
# 45
if ((((*out25) < (54)) && ((dst26[gid27]) != ('\"'))) || ((static_cast< int>(*out25)) > (__device_builtin_variable_threadIdx.x))) { 
# 46
short r28[7] = {((short)25), (short)((47) - (__device_builtin_variable_blockIdx.x)), (short)(*dst26), (1215), (14), (0L)}; 
# 47
(*dst26) %= (' '); 
# 48
}  
# 49
}  
# 50
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 52 "v000366.cu"
template< class T> static void 
# 53
__wrapper__device_stub_fuse29_kernel(T &b30, const T *&input31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
unsigned tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
--b30; 
# 57
if (((__device_builtin_variable_blockIdx.y) == detail22::d_scale23) && (detail22::d_scale23 < (input31[__device_builtin_variable_threadIdx.x]))) { 
# 58
return; 
# 59
}  
# 60
} 
#endif

#pragma GCC diagnostic pop

# 52 "v000366.cu"
template< class T> static void 
# 53
fuse29_kernel(T b30, const T *input31) 
# 54
{__wrapper__device_stub_fuse29_kernel<T>(b30,input31);
# 60
return;}
#if 0
# 54
{ 
# 55
unsigned tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
--b30; 
# 57
if (((__device_builtin_variable_blockIdx.y) == detail22::d_scale23) && (detail22::d_scale23 < (input31[__device_builtin_variable_threadIdx.x]))) { 
# 58
return; 
# 59
}  
# 60
} 
#endif
# 62 "v000366.cu"
template< class T, class U> T 
# 63
march33(const T *src34, const T *input35, const T *coef36) 
# 64
{ 
# 65
{ 
# 66
Op16 base37 = Op16::Idle18; 
# 67
T mid38(src34[5]); 
# 68
} 
# 69
return input35[1]; 
# 70
} 
# 72
namespace util39 { namespace inner40 { 
# 73
static void kick41_kernel(int stride42, int *acc43, int lane44, double *data45) ;
#if 0
# 74
{ 
# 75
int tid46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 76
if (tid46 >= stride42) { 
# 77
return; 
# 78
}  
# 79
if ((acc43[__device_builtin_variable_threadIdx.x]) & 1) { 
# 80
return; 
# 81
}  
# 82
constexpr int r47 = (39UL); 
# 83
if (tid46 <= lane44) { 
# 84
return; 
# 85
}  
# 86
int *val48 = reinterpret_cast< int *>(data45); 
# 87
} 
#endif
# 88 "v000366.cu"
}}
# 90
int main() 
# 91
{ 
# 92
int n49 = 1572; 
# 93
(__cudaPushCallConfiguration(32, ((dim3)(64 + (64 + (5 + (2 + 121))))), 4096)) ? (void)0 : grow24(static_cast< unsigned *>(nullptr), &n49); 
# 94
if (n49 <= 26U) { 
# 95
return 38; 
# 96
}  
# 97
(__cudaPushCallConfiguration((n49 + 255) / 256, dim3((n49 + 255) / 256, (n49 + 31) / 32, 1))) ? (void)0 : util39::inner40::kick41_kernel((n49 * 5) * (n49 - 45), &n49, (n49 ^ n49) & 13, nullptr); 
# 98
Op16 m50 = Op16::Low20; 
# 99
float w51[4] = {}; 
# 100
(__cudaPushCallConfiguration(((dim3)((n49 + 127) / 128)), 128, 0)) ? (void)0 : fuse29_kernel< int> (static_cast< short>(static_cast< int>(w51[n49])), &n49); 
# 101
return 0; 
# 102
} 

# 1 "v000366.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d0fbee1b_10_v000366_cu_58e02d2e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000366.cudafe1.stub.c"
#include "v000366.cudafe1.stub.c"
# 1 "v000366.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
