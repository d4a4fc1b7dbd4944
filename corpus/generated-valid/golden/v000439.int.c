# 1 "v000439.cu"
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
# 8 "v000439.cu"
__attribute((always_inline)) __attribute__((unused)) inline void grow3(int lane4, int count5 = 48) 
# 9
{int volatile ___ = 1;(void)lane4;(void)count5;
# 15
::exit(___);}
#if 0
# 9
{ 
# 10
for (int it6 = 0; it6 < 6; it6++) { 
# 11
__attribute__((unused)) static int sh_7[32]; 
# 12
static_assert((9 == 9), "bad config");
# 13
const size_t lo8 = (36L); 
# 14
}  
# 15
} 
#endif
# 18 "v000439.cu"
__attribute__((visibility("hidden"))) void scale9_kernel(const int *in10) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern unsigned short dyn_11[]; 
# 21
unsigned m12 = in10[0]; 
# 22
float res13 = (16 * (*in10)) + m12; 
# 23
} 
#endif
# 26 "v000439.cu"
__attribute__((visibility("hidden"))) void warp14_kernel(const int *src15) ;
#if 0
# 27
{ 
# 28
unsigned long y16{(static_cast< size_t>(1528))}; 
# 29
y16 = (16 * ((src15[y16]) * (src15[1]))); 
# 30
auto hi17 = y16; 
# 31
y16 = 53UL; 
# 32
} 
#endif
# 34 "v000439.cu"
__attribute((noinline)) __attribute__((unused)) int trace18(float a19, int lane20, unsigned q21 = 58) 
# 35
{int volatile ___ = 1;(void)a19;(void)lane20;(void)q21;
# 44
::exit(___);}
#if 0
# 35
{ 
# 36
if (static_cast< int>(lane20)) { 
# 37
goto done22; 
# 38
}  
# 39
q21 = lane20; 
# 40
q21 = lane20; 
# 41
lane20 = a19; 
# 42
done22:; ; 
# 43
return 55 << (q21 + lane20); 
# 44
} 
#endif
# 46 "v000439.cu"
int main() 
# 47
{ 
# 48
int n23 = 457; 
# 49
bool cnt24 = (n23 > n23) && ((n23 + (16 + n23)) <= 25); 
# 50
const char *x25 = ("\"q\"_tail"); 
# 51
dim3 q26 = ((dim3)((n23 + 127) / 128)); 
# 52
(__cudaPushCallConfiguration((n23 + 127) / 128, 16 + (16 + 480), sizeof(int) * (32), 0)) ? (void)0 : scale9_kernel(&n23); 
# 53
(__cudaPushCallConfiguration((n23 + 31) / 32, sizeof(int) * (64))) ? (void)0 : warp14_kernel(&n23); 
# 54
return 0; 
# 55
} 

# 1 "v000439.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5d7d4185_10_v000439_cu_9c02d746
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000439.cudafe1.stub.c"
#include "v000439.cudafe1.stub.c"
# 1 "v000439.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
