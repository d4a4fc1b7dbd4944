# 1 "v001635.cu"
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
# 11 "v001635.cu"
constexpr int filter4(int stride5, int len6) { 
# 12
return len6; 
# 13
} 
# 15
float check_trace7(const unsigned *coef8, float b9, int stride10) { 
# 16
if (!((*coef8) < b9)) { 
# 17
return ((filter4(coef8[3], coef8[4])) != b9) ? b9 : stride10; 
# 18
}  
# 19
if (coef8 == (nullptr)) { 
# 20
return b9 + (64U); 
# 21
}  
# 22
const char *s11 = ("AB"); 
# 23
return (((b9 += (10.5F)), (coef8[3])) & (16)) + b9; 
# 24
} 
# 26
template< class T> 
# 27
struct Pixel12 { 
# 28
T z13; 
# 29
unsigned x14; 
# 30
T sum15; 
# 31
void mix16(T r17) { 
# 32
r17 = (sum15); 
# 33
} 
# 34
}; 
# 36
int kick18(float b19) { 
# 37
for (int i20 = 0; i20 < 15; i20++) { 
# 38
b19--; 
# 39
b19--; 
# 40
}  
# 41
return 58U; 
# 42
} 
# 44
__attribute__((visibility("hidden"))) void combine21(int len22) ;
#if 0
# 44
{ 
# 45
for (int n23 = 0; n23 < len22; ++n23) { 
# 46
int t24 = len22; 
# 47
}  
# 48
++len22; 
# 49
if ((len22 <= len22) && (len22 == 41)) { 
# 50
return; 
# 51
}  
# 52
len22--; 
# 53
} 
#endif
# 55 "v001635.cu"
constexpr int run_update25(int n26, int stride27) { 
# 56
return n26; 
# 57
} 
# 59
int main() { 
# 60
int count28 = 1141; 
# 61
(__cudaPushCallConfiguration(dim3(1, 32, 16), 32, sizeof(double) * (64), nullptr)) ? (void)0 : combine21(-11); 
# 62
const char *diff29 = ("tile_tail"); 
# 63
(__cudaPushCallConfiguration(dim3(256, 12 + 244), 12 + (16 + (12 + 216)))) ? (void)0 : combine21(filter4(count28, (diff29[0]) * count28)); 
# 64
return 0; 
# 65
} 

# 1 "v001635.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fc145482_10_v001635_cu_b7924ae0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001635.cudafe1.stub.c"
#include "v001635.cudafe1.stub.c"
# 1 "v001635.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
