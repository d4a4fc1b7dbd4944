# 1 "v001092.cu"
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
# 27 "v001092.cu"
__attribute__((visibility("hidden"))) void fuse10(const unsigned *__restrict__ in11, double q12, int count13) ;
#if 0
# 27
{ 
# 28
int tid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (tid14 >= count13) { 
# 30
return; 
# 31
}  
# 32
--count13; 
# 33
q12 = (__alignof__(double)); 
# 34
count13--; 
# 35
} 
#endif
# 38 "v001092.cu"
static float host_split15(unsigned *dst16) { 
# 39
(dst16[1]) = (2622); 
# 40
const char *r17 = ("(3)"); 
# 41
if (long val18 = (35 >= (r17[1])) ? (dst16[6]) & (12) : 57U; (r17[0]) > val18) { 
# 42
const char *cnt19 = ("warp size"); 
# 43
}  
# 44
if ((r17[1]) >= (*dst16)) { 
# 45
(dst16[3])--; 
# 46
double k20[6] = {(23UL), (36), (9.0), (5.0), ((4.125F))}; 
# 47
}  
# 48
return *dst16; 
# 49
} 
# 50
enum Mode21 { ON22 = 1, ADD23, IDLE24, SLOW25 = 6}; 
# 52
namespace img26 { namespace inner27 { 
# 53
int run_grow28(int count29, const short *src30, int count31 = 59) { 
# 54
(__cudaPushCallConfiguration((count31 + 255) / 256, 64, sizeof(double) * (64))) ? (void)0 : fuse10((const unsigned *)nullptr, host_split15(nullptr), (count29 - 60U) | 4UL); 
# 55
if ((*src30) != (L'\x30')) { 
# 56
return host_split15((unsigned *)nullptr) / host_split15(nullptr); 
# 57
}  
# 58
{ 
# 59
if (int u32 = host_split15(nullptr); count31 != ((unsigned char)count31)) { 
# 60
if (!src30) { 
# 61
return u32; 
# 62
}  
# 63
}  
# 64
count31 = count29; 
# 65
} 
# 66
Mode21 sum33 = SLOW25; 
# 67
return (double)(-(19.75F)); 
# 68
} 
# 70
static void count34_kernel(unsigned long beta35, int stride36) ;
#if 0
# 70
{ 
# 71
int gid37 = __device_builtin_variable_threadIdx.x; 
# 72
if (gid37 >= stride36) { 
# 73
return; 
# 74
}  
# 75
static_assert((46 > 45));
# 76
stride36 = stride36; 
# 77
if (beta35 ^ sizeof(int)) { 
# 78
return; 
# 79
}  
# 80
} 
#endif
# 82 "v001092.cu"
static void update38_kernel(int *__restrict__ dst39) ;
#if 0
# 82
{ 
# 83
__attribute__((unused)) extern unsigned dyn_40[]; 
# 84
int tid41 = __device_builtin_variable_threadIdx.x; 
# 85
(dyn_40[4]) = (dyn_40[(__device_builtin_variable_threadIdx.x) & (7)]); 
# 86
float x42 = dyn_40[0]; 
# 87
Mode21 stride43 = IDLE24; 
# 88
} 
#endif
# 89 "v001092.cu"
}}
# 91
int main() { 
# 92
int len44 = 2545; 
# 93
long off45 = len44; 
# 94
(__cudaPushCallConfiguration((len44 + 63) / 64, 32, 0)) ? (void)0 : img26::inner27::count34_kernel(len44, 15); 
# 95
(__cudaPushCallConfiguration((off45 + (255)) / (256), dim3((off45 + (127)) / (128), (off45 + (255)) / (256), (off45 + (127)) / (128)))) ? (void)0 : img26::inner27::update38_kernel((int *)nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v001092.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fd2a9787_10_v001092_cu_9f160762
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001092.cudafe1.stub.c"
#include "v001092.cudafe1.stub.c"
# 1 "v001092.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
