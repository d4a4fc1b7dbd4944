# 1 "v001623.cu"
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
# 24 "v001623.cu"
static float d_scatter7; 
# 25
int g_grow8 = ('A'); 
# 27
double tally9(int count10, int *data11, int lane12) 
# 28
{ 
# 29
constexpr unsigned stride13 = (17); 
# 30
count10++; 
# 31
float t14 = (30); 
# 32
lane12 |= ((count10 += count10), ((stride13 + (data11[lane12])) ^ ((*data11) * 9U))); 
# 33
if (t14 >= ('0')) { 
# 34
goto done15; 
# 35
}  
# 36
t14 -= stride13; 
# 37
do { lane12 += (-1058); } while (0); 
# 38
if (lane12 > 58) { 
# 39
return count10; 
# 40
}  
# 41
done15:; ; 
# 42
return count10; 
# 43
} 
# 45
struct Node16 { 
# 46
int vel17; 
# 47
bool weight18; 
# 48
int lo19; 
# 49
bool hi20; 
# 50
}; 
# 53
__attribute__((visibility("hidden"))) void step21_kernel(int count22, int stride23) ;
#if 0
# 54
{ 
# 55
unsigned idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (idx24 >= stride23) { 
# 57
return; 
# 58
}  
# 59
--d_scatter7; 
# 60
(d_scatter7--), (d_scatter7 += (48)); 
# 61
tally9(count22, nullptr, 39); 
# 62
} 
#endif
# 64 "v001623.cu"
void run_decay25(int count26, int lane27) 
# 65
{ 
# 66
count26 -= tally9(30, nullptr, ~(47 + g_grow8)); 
# 67
double w28 = 33L / g_grow8; 
# 68
unsigned off29[6] = {(52), (13), (11), ('A'), static_cast< unsigned>(w28 - (sizeof(float)))}; 
# 69
count26 = (tally9(16 | (lane27 + 3919), nullptr, lane27)); 
# 70
} 
# 72
int main() 
# 73
{ 
# 74
int len30 = 2126; 
# 75
tally9(g_grow8, (int *)nullptr, g_grow8); 
# 76
len30 = g_grow8; 
# 77
tally9(sizeof(Node16), nullptr, 6); 
# 78
(__cudaPushCallConfiguration((len30 + 31) / 32, 30 + (30 + 68), 0, (cudaStream_t)0)) ? (void)0 : step21_kernel(len30, -2); 
# 79
len30 = len30; 
# 80
return 0; 
# 81
} 

# 1 "v001623.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e41f22ee_10_v001623_cu_g_grow8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001623.cudafe1.stub.c"
#include "v001623.cudafe1.stub.c"
# 1 "v001623.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
