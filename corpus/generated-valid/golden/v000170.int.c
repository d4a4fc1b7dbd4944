# 1 "v000170.cu"
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
# 11 "v000170.cu"
__attribute__((visibility("hidden"))) void smooth3(unsigned char *acc4, int lane5) ;
#if 0
# 11
{ 
# 12
int gid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if (gid6 >= lane5) { 
# 14
return; }  
# 15
static_assert((23 > 22));
# 16
(acc4[lane5]) &= (((11) - (__device_builtin_variable_threadIdx.x)) * gid6); 
# 17
--lane5; 
# 18
float h7((11.25F)); 
# 19
} 
#endif
# 22 "v000170.cu"
void run_scatter8(const unsigned short *coef9) { 
# 23
(__cudaPushCallConfiguration(32, 128)) ? (void)0 : smooth3(nullptr, coef9[5]); 
# 24
double idx10 = (static_cast< int>(22)); 
# 25
if ((coef9[6]) < (coef9[3])) { 
# 26
goto skip11; 
# 27
}  
# 28
(__cudaPushCallConfiguration(8, 512)) ? (void)0 : smooth3(nullptr, coef9[6]); 
# 29
skip11:; ; 
# 30
} 
# 32
__attribute__((unused)) unsigned short gather12(int lane13, int count14, int stride15) {int volatile ___ = 1;(void)lane13;(void)count14;(void)stride15;
# 39
::exit(___);}
#if 0
# 32
{ 
# 33
if (count14 <= lane13) { 
# 34
__attribute__((unused)) static float sh_16[32]; 
# 35
int flag17 = count14 - stride15; 
# 36
}  
# 37
__attribute__((unused)) static int sh_18; 
# 38
return lane13; 
# 39
} 
#endif
# 41 "v000170.cu"
static float run_tile19(int count20, int count21) { 
# 42
int acc22(count20); 
# 43
count21 %= count21; 
# 44
return (6.75F); 
# 45
} 
# 47
int main() { 
# 48
int count23 = 1644; 
# 49
int v24 = (32UL); 
# 50
v24 = (run_tile19(run_tile19(35U, 34UL), count23 & count23) * v24); 
# 51
v24 |= 64; 
# 52
size_t lim25 = (12); 
# 53
run_scatter8(nullptr); 
# 54
return 0; 
# 55
} 

# 1 "v000170.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8538397c_10_v000170_cu_1c6dacb0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000170.cudafe1.stub.c"
#include "v000170.cudafe1.stub.c"
# 1 "v000170.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
