# 1 "i000576.cu"
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
# 15 "i000576.cu"
namespace impl5 { 
# 16
int g_pack6[] = {42, 9, (18LL), 63, (56L)}; 
# 17
}
# 18
static int c_split7; 
# 20
__attribute__((visibility("hidden"))) void kick8(const float *coef9) ;
#if 0
# 21
{ 
# 22
if (c_split7) { 
# 23
return; 
# 24
}  
# 25
} 
#endif
# 27 "i000576.cu"
__attribute__((visibility("hidden"))) void tile10(unsigned *__restrict__ dst11) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern size_t dyn_12[]; 
# 30
unsigned idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
int diff14[5]{c_split7, 18, (static_cast< int>(12)), static_cast< int>(dst11[7]), c_split7}; 
# 32
constexpr int prod15 = (23L); 
# 33
if (((__device_builtin_variable_threadIdx.x) != (__device_builtin_variable_threadIdx.y)) && (dst11 != (nullptr))) { 
# 34
return; 
# 35
}  
# 36
--(dyn_12[3]); 
# 37
--(*dst11); 
# 38
float hi16 = ((12) & ((__device_builtin_variable_threadIdx.y) - (30))) - (dyn_12[7]); 
# 39
float e17 = (2574); 
# 40
} 
#endif
# 42 "i000576.cu"
__attribute__((visibility("hidden"))) void relax18_kernel(int *out19, int *acc20, char *__restrict__ data21, int len22) ;
#if 0
# 43
{ 
# 44
int gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
if (gid23 >= len22) { 
# 46
return; 
# 47
}  
# 48
if (c_split7 < 32L) { 
# 49
return; 
# 50
}  
# 51
--(acc20[gid23 & 7]); 
# 52
(acc20[3]) = (*data21); 
# 53
} 
#endif
# 55 "i000576.cu"
__attribute__((unused)) unsigned reduce24(int n25, double p26) 
# 56
{int volatile ___ = 1;(void)n25;(void)p26;
# 69
::exit(___);}
#if 0
# 56
{ 
# 57
const double prod27 = __device_builtin_variable_threadIdx.x; 
# 58
p26 = prod27; 
# 59
if ((__device_builtin_variable_gridDim.z) <= (((__device_builtin_variable_threadIdx.y) < (35)) ? n25 : ('\''))) { 
# 60
return (20UL | c_split7) | n25; 
# 61
}  
# 62
p26--; 
# 63
n25 = p26; 
# 64
if ((-n25) >= p26) { 
# 65
return (~n25) & (30 + c_split7); 
# 66
}  
# 67
int r28 = 3537; 
# 68
return ((n25 << __device_builtin_variable_warpSize) & c_split7) - (+n25); 
# 69
} 
#endif
# 70 "i000576.cu"
using ptr29_t = unsigned *; 
# 72
template< class T> 
# 73
struct Particle30 { 
# 74
T lo31; 
# 75
float vel32; 
# 76
}; 
# 78
int main() 
# 79
{ 
# 80
int count33 = 780; 
# 81
count33 = (count33 << 40); 
# 82
if (((impl5::g_pack6[0]) * count33) == ('\"')) { 
# 83
return count33; 
# 84
}  
# 85
--(impl5::g_pack6[count33]); 
# 86
(__cudaPushCallConfiguration(1 << 2, 2 * (12 + 4))) ? (void)0 : kick8(static_cast< const float *>(nullptr)); 
# 87
(__cudaPushCallConfiguration(256, sizeof(int) * (128), 0)) ? (void)0 : tile10((unsigned *)nullptr); 
# 88
(__cudaPushCallConfiguration((count33 + 63) / 64, sizeof(unsigned) * (8), 12 + 4084, 0)) ? (void)0 : relax18_kernel(nullptr, impl5::g_pack6, static_cast< char *>(nullptr), impl5::g_pack6[count33]); 
# 89
return 0; 
# 90
} 

# 1 "i000576.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ed67fed3_10_i000576_cu_1f8feb25
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000576.cudafe1.stub.c"
#include "i000576.cudafe1.stub.c"
# 1 "i000576.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
