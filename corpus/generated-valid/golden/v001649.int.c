# 1 "v001649.cu"
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
# 21 "v001649.cu"
__attribute__((unused)) unsigned long count6(bool a7, float q8, const int *__restrict__ in9) {int volatile ___ = 1;(void)a7;(void)q8;(void)in9;
# 28
::exit(___);}
#if 0
# 21
{ 
# 22
--q8; 
# 23
if (((in9[3]) + (15UL + (__device_builtin_variable_threadIdx.z))) < (35)) { 
# 24
q8 = ((in9[0]) + a7); 
# 25
double w10[4] = {(9.0), ((double)((unsigned)50ULL))}; 
# 26
}  
# 27
return __device_builtin_variable_warpSize; 
# 28
} 
#endif
# 29 "v001649.cu"
enum class Mode11 { Add12, Red13 = 4, Add14, High15}; 
# 30
__attribute__((unused)) unsigned char scatter16(Mode11 a17, unsigned b18, unsigned long long alpha19) {int volatile ___ = 1;(void)a17;(void)b18;(void)alpha19;
# 49
::exit(___);}
#if 0
# 30
{ 
# 31
if (int flag20 = ((b18 * alpha19) & (15)) | ((alpha19 | alpha19) - ((alpha19 += (__device_builtin_variable_gridDim.x)), (__device_builtin_variable_blockDim.y))); b18 >= (26)) { 
# 32
switch (b18 + alpha19) { 
# 33
case 6:  { 
# 34
int f21 = alpha19; 
# 35
break; 
# 36
} 
# 37
case 1:  
# 38
b18 += (static_cast< float>((21.875F))); 
# 39
break; 
# 40
case 0:  
# 41
if (alpha19 > b18) { 
# 42
return static_cast< int>((flag20 += 10), b18); 
# 43
}  
# 44
break; 
# 45
}  
# 46
} else { 
# 47
}  
# 48
return alpha19; 
# 49
} 
#endif
# 50 "v001649.cu"
__attribute__((visibility("hidden"))) void warp22_kernel(const int *in23, int *dst24) ;
#if 0
# 50
{ 
# 51
int i25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
Mode11 flag26 = Mode11::Add14; 
# 53
int stride27 = dst24[i25]; 
# 54
Mode11 k28 = Mode11::Add14; 
# 55
} 
#endif
# 56 "v001649.cu"
static unsigned long long host_kick29(float alpha30, int lane31, const int *in32) { 
# 57
lane31++; 
# 58
if (lane31 >= lane31) { 
# 59
switch ((*in32) * 48L) { 
# 60
case 3 * 3:  
# 61
break; 
# 62
}  
# 63
do { lane31 += (lane31 << (((*in32) * 15) - 62)); } while (0); 
# 64
} else { if (in32 == (nullptr)) { 
# 65
return lane31 + (lane31 * (in32[3])); 
# 66
}  }  
# 67
lane31 = ((static_cast< unsigned char>(lane31)) / 48); 
# 68
return (((in32[lane31]) * (in32[7])) >> (~(in32[3]))) * 64; 
# 69
} 
# 70
int main() { 
# 71
int n33 = 846; 
# 72
n33 = n33; 
# 73
(__cudaPushCallConfiguration((n33 + 31) / 32, 64, (45 + (6 + (6 + (6 + 193)))) * 4, nullptr)) ? (void)0 : warp22_kernel(nullptr, nullptr); 
# 74
n33 = (n33 - n33); 
# 75
n33 = (53 / (n33 + n33)); 
# 76
return 0; 
# 77
} 

# 1 "v001649.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__04e2372a_10_v001649_cu_828ea230
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001649.cudafe1.stub.c"
#include "v001649.cudafe1.stub.c"
# 1 "v001649.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
