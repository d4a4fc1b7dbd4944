# 1 "v001089.cu"
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
# 19 "v001089.cu"
__attribute((always_inline)) __attribute__((unused)) inline float warp8(size_t b9) {int volatile ___ = 1;(void)b9;
# 23
::exit(___);}
#if 0
# 19
{ 
# 20
b9 = (b9 | ((int)b9)); 
# 21
float e10 = (__device_builtin_variable_threadIdx.x) * (b9 + b9); 
# 22
return (b9 | b9) % (~(__device_builtin_variable_threadIdx.x)); 
# 23
} 
#endif
# 25 "v001089.cu"
__attribute__((visibility("hidden"))) void fold11_kernel(int len12, const unsigned char *input13, int len14) ;
#if 0
# 25
{ 
# 26
len14 = ((~(3 - len12)) * 4); 
# 27
if ((((__device_builtin_variable_threadIdx.x) > (63)) ? 27 : 13) != (__device_builtin_variable_threadIdx.x)) { 
# 28
__attribute__((unused)) static unsigned sh_15[16]; 
# 29
if (__device_builtin_variable_threadIdx.x) { 
# 30
float val16 = ((3) != ((sh_15[8]) - ((len12 <= (input13[7])) ? 4443 : 59UL))) ? __device_builtin_variable_threadIdx.x : (((19) | (__device_builtin_variable_threadIdx.y)) + ((__device_builtin_variable_threadIdx.x) ? 28 : (18.625F))); 
# 31
(val16++), (len14 = 44); 
# 32
} else { 
# 33
}  
# 34
}  
# 35
} 
#endif
# 37 "v001089.cu"
__attribute((noinline)) __attribute__((unused)) float merge17(bool a18, float beta19, signed char alpha20) {int volatile ___ = 1;(void)a18;(void)beta19;(void)alpha20;
# 55
::exit(___);}
#if 0
# 37
{ 
# 38
switch (a18 * 8) { 
# 39
case 4 + 5:  
# 40
switch (a18) { 
# 41
case 3 * 2:  
# 42
for (int i21 = 15; i21 > 0; --i21) { 
# 43
__attribute__((unused)) static int sh_22; 
# 44
(++alpha20), (alpha20 = ((alpha20 += 14), 127ULL)); 
# 45
}  
# 46
break; 
# 47
default:  
# 48
break; 
# 49
}  
# 50
break; 
# 51
case 1:  
# 52
break; 
# 53
}  
# 54
return static_cast< unsigned>(9UL); 
# 55
} 
#endif
# 57 "v001089.cu"
void relax23(int stride24, int *out25) { 
# 58
stride24 += stride24; 
# 59
(out25[0]) *= stride24; 
# 60
int idx26 = 53; 
# 61
(out25[idx26]) |= 47; 
# 62
idx26 &= ((stride24 += (out25[idx26])), (((idx26 * stride24) > 21UL) ? __alignof__(double) : (out25[4]))); 
# 63
(out25[stride24]) *= 64UL; 
# 64
double cnt27(*out25); 
# 65
} 
# 67
int main() { 
# 68
int len28 = 3905; 
# 69
dim3 v29 = dim3(4 + (3 + (3 + (47 + 455))), (4 + (3 + 9)) * (4 + 12), (len28 + 63) / 64); 
# 70
long long prod30 = len28; 
# 71
(__cudaPushCallConfiguration((len28 + 63) / 64, 256, sizeof(float) * (256), 0)) ? (void)0 : fold11_kernel(39, nullptr, len28); 
# 72
len28 %= (static_cast< int>(2UL)); 
# 73
return 0; 
# 74
} 

# 1 "v001089.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__174b3936_10_v001089_cu_8bc1cd26
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001089.cudafe1.stub.c"
#include "v001089.cudafe1.stub.c"
# 1 "v001089.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
