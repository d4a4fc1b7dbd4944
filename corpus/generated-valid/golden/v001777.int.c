# 1 "v001777.cu"
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
# 7 "v001777.cu"
enum Axis3 { RED4, GREEN5 = 2, FAST6 = 7, OFF7}; 
# 8
const char *g_lerp8 = ("AB"); 
# 10
int blend9(int count10, Axis3 q11) 
# 11
{ 
# 12
int base12 = 13; 
# 13
Axis3 w13 = q11; 
# 14
base12--; 
# 15
return w13 / (((q11 <= ('A')) || (2 > base12)) ? (count10 += q11), w13 : count10); 
# 16
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 19
__attribute__((unused)) static float scatter14(short *out15) 
# 20
{int volatile ___ = 1;(void)out15;
# 29
::exit(___);}
#if 0
# 20
{ 
# 21
(*out15) = (static_cast< int>(((*out15) * (*out15)) * ((*out15) * (*out15)))); 
# 23
#pragma unroll 8
for (
# 23
int j16 = 0; j16 < 13; ++j16) { 
# 24
Axis3 val17 = GREEN5; 
# 25
blend9(blend9((unsigned char)9, val17), val17); 
# 26
}  
# 27
(*out15) = (out15[0]); 
# 28
return (7.375F); 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 31 "v001777.cu"
__attribute__((visibility("hidden"))) void count18(unsigned q19, const signed char *input20) ;
#if 0
# 32
{ 
# 33
if ((q19 * 24UL) > (22)) { 
# 34
return; 
# 35
}  
# 36
++q19; 
# 37
(++q19), (q19 = (+(((OFF7) - q19) * (blend9(48UL, FAST6))))); 
# 38
} 
#endif
# 40 "v001777.cu"
int main() 
# 41
{ 
# 42
int len21 = 3290; 
# 43
if ((static_cast< double>(len21)) == (26)) { 
# 44
return (g_lerp8[0]) - (static_cast< int>(len21)); 
# 45
}  
# 46
for (int i22 = 0; i22 < ((GREEN5) + ((GREEN5) + ((GREEN5) + 1))); ++i22) { 
# 47
for (int n23 = 3; n23 > 0; --n23) { 
# 48
int idx24{static_cast< int>(blend9((g_lerp8[1]) - 26, FAST6) * len21)}; 
# 49
}  
# 50
len21++; 
# 51
const char *mid25 = ("C:\\dir"); 
# 52
}  
# 53
(__cudaPushCallConfiguration(((GREEN5) + ((GREEN5) + 60)) * 4, 256)) ? (void)0 : count18(blend9(g_lerp8[1], RED4) - ((FAST6) - len21), (const signed char *)nullptr); 
# 54
return 0; 
# 55
} 

# 1 "v001777.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__68c1e96c_10_v001777_cu_g_lerp8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001777.cudafe1.stub.c"
#include "v001777.cudafe1.stub.c"
# 1 "v001777.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
