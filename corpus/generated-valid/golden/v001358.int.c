# 1 "v001358.cu"
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
# 27 "v001358.cu"
void run_weigh12(int n13, double q14, float *out15) { 
# 28
for (int n16 = 0; n16 < n13; n16++) { 
# 29
const char *val17 = ("kernel\n"); 
# 30
}  
# 31
long idx18 = (11); 
# 32
const char *lo19 = ("ok"); 
# 33
{ 
# 34
unsigned short cnt20 = (57U); 
# 35
q14 /= (q14 + idx18); 
# 36
} 
# 37
} 
# 38
static void kick21(const long *__restrict__ in22, int lane23) ;
#if 0
# 38
{ 
# 39
if ((((in22[5]) + 3LL) * (lane23 + (*in22))) > (58UL - (in22[__device_builtin_variable_threadIdx.x]))) { 
# 40
int hi24 = (-2110L); 
# 41
if (hi24 <= hi24) { 
# 42
return; 
# 43
}  
# 44
if ((*in22) % (8)) { 
# 45
return; 
# 46
}  
# 47
}  
# 48
} 
#endif
# 49 "v001358.cu"
constexpr int check_reduce25(int count26) { 
# 50
return (7 == (((int)count26) * (count26 - 64))) ? (count26 - count26) + count26 : count26; 
# 51
} 
# 52
int main() { 
# 53
int count27 = 687; 
# 54
(__cudaPushCallConfiguration(64 * (7 + 1), 256, 4096)) ? (void)0 : kick21((const long *)nullptr, (count27 < 50) ? count27 : 50); 
# 55
if (count27 <= count27) { 
# 56
if (count27 != count27) { 
# 57
static_assert((3 == 3));
# 58
}  
# 59
} else { 
# 60
count27 = count27; 
# 61
}  
# 62
return 0; 
# 63
} 

# 1 "v001358.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d1f3e84c_10_v001358_cu_ab83197d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001358.cudafe1.stub.c"
#include "v001358.cudafe1.stub.c"
# 1 "v001358.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
