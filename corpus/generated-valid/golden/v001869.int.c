# 1 "v001869.cu"
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
# 9 "v001869.cu"
const char *g_spread5 = ("AB"); 
# 11
struct __attribute((aligned(16))) Tile6 { 
# 12
size_t x7; 
# 13
double z8; 
# 14
char weight9; 
# 15
float weight10; 
# 16
}; 
# 18
template< class T> 
# 19
struct Pixel11 { 
# 20
T val12; 
# 21
int val13; 
# 22
T flag14; 
# 23
void apply15(size_t e16) 
# 24
{ 
# 25
(val13) = 58; 
# 26
} 
# 27
}; 
# 34
__attribute__((visibility("hidden"))) void map_merge18(float *data, int n) ;
#if 0
# 34
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 35 "v001869.cu"
enum Op19 { 
# 36
LOW20, 
# 37
IDLE21 = 3, 
# 38
ON22, 
# 39
BLUE23, 
# 40
MUL24
# 41
}; 
# 43
template< class T> 
# 44
struct Cell25 { 
# 45
T count26; 
# 46
float y27; 
# 47
short count28; 
# 48
T bump29(unsigned h30) const 
# 49
{ 
# 50
return (h30 & (15)); 
# 51
} 
# 52
}; 
# 54
int main() 
# 55
{ 
# 56
int size31 = 3998; 
# 57
{ 
# 58
(__cudaPushCallConfiguration(8, sizeof(int) * ((MUL24) + 2), sizeof(double) * (128))) ? (void)0 : map_merge18(nullptr, (g_spread5[1]) + 27); 
# 59
int pass32 = 0; 
# 60
while (pass32 < 3) { 
# 61
unsigned off33{static_cast< unsigned>((-((26U >= (g_spread5[0])) ? pass32 : 61L)) + (+(3029 - pass32)))}; 
# 62
(__cudaPushCallConfiguration((size31 + 127) / 128, sizeof(unsigned) * (32))) ? (void)0 : map_merge18((float *)nullptr, size31 - (g_spread5[1])); 
# 63
++pass32; 
# 64
}  
# 65
} 
# 66
return 0; 
# 67
} 

# 1 "v001869.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4428053a_10_v001869_cu_1572a1d7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001869.cudafe1.stub.c"
#include "v001869.cudafe1.stub.c"
# 1 "v001869.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
