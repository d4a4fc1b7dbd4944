# 1 "i000581.cu"
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
# 16 "i000581.cu"
__attribute__((visibility("hidden"))) void pivot6(const int *in7, int n8, unsigned cfg9) ;
#if 0
# 16
{ 
# 17
unsigned i10 = __device_builtin_variable_threadIdx.x; 
# 18
if (float y11 = (35U + i10) | n8; ((in7[5]) * (cfg9 * y11)) < (1)) { 
# 19
if (i10 - i10) { 
# 20
{ 
# 21
const long base12 = static_cast< unsigned char>((float)(y11 * y11)); 
# 22
--y11; 
# 23
} 
# 24
}  
# 25
cfg9++; 
# 26
}  
# 27
} 
#endif
# 29 "i000581.cu"
struct alignas(8) Bounds13 { 
# 30
double val14; 
# 31
unsigned long long mass15; 
# 32
int flag16, hi17; 
# 33
void reset18(float v19) { 
# 34
float flag20 = ((mass15) - (21.125F)) + ((int)((mass15) - (1))); 
# 35
(val14) = (flag16); 
# 36
} 
# 37
}; 
# 39
struct Acc21 { 
# 40
float hi22; 
# 41
double count23; 
# 42
char id24; 
# 43
void get25(double sum26) { 
# 44
unsigned t27 = (29); 
# 45
(id24) = (-127); 
# 46
} 
# 47
void get28(int prod29) { 
# 48
(hi22) = (-(24.625F)); 
# 49
} 
# 50
}; 
# 52
void host_pivot30(const double *coef31, int count32, long b33) { 
# 53
count32 = (1 / (~(count32 * count32))); 
# 54
if ((coef31[b33]) != (1)) { 
# 55
double r34 = static_cast< float>((count32 + b33) - (~count32)); 
# 56
if (((-b33) >> (-count32)) == (4)) { 
# 57
count32 = (((short)1) | ((count32 - count32) << (count32 - count32))); 
# 58
}  
# 59
long m35 = (static_cast< float>(44UL - b33)) - b33; 
# 60
}  
# 61
} 
# 63
int main() { 
# 64
int count36 = 1114; 
# 65
int uninit40; 
# 66
count36 += uninit40; 
# 67
int x37{(14U)}; 
# 68
if (unsigned long val38 = (static_cast< int>(count36)) - ((18) - (x37 - 55L)); (1 + count36) >= x37) { 
# 69
Bounds13 prod39 = Bounds13{(-(24.875F)), (33), 2864, 2110}; 
# 70
val38 = (val38 | ((prod39.mass15) >> x37)); 
# 71
} else { 
# 72
}  
# 73
(__cudaPushCallConfiguration(16, 1 + 31)) ? (void)0 : pivot6((const int *)nullptr, (long)(x37 | 21L), 1 % count36); 
# 74
return 0; 
# 75
} 

# 1 "i000581.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f2e051bb_10_i000581_cu_d11b1966
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000581.cudafe1.stub.c"
#include "i000581.cudafe1.stub.c"
# 1 "i000581.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
