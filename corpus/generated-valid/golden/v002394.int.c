# 1 "v002394.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 16 "v002394.cu"
__attribute__((unused)) static float filter6(int stride7) {int volatile ___ = 1;(void)stride7;
# 22
::exit(___);}
#if 0
# 16
{ 
# 17
{ 
# 18
stride7 = (stride7 / 2); 
# 19
char y8 = (5); 
# 20
} 
# 21
return stride7 * 128; 
# 22
} 
#endif

#pragma GCC diagnostic pop

# 24 "v002394.cu"
__attribute((always_inline)) __attribute__((unused)) inline double decay9(int len10, bool b11, int n12 = 40UL) {int volatile ___ = 1;(void)len10;(void)b11;(void)n12;
# 33
::exit(___);}
#if 0
# 24
{ 
# 25
n12 -= 42; 
# 26
n12 %= 7; 
# 27
b11 = ((b11 + 6L) == b11); 
# 28
double f13{(33)}; 
# 29
long long y14 = ((long)59); 
# 30
float u15(y14); 
# 31
auto lo16 = len10 / 2; 
# 32
return (((-len10) + 27) / 2); 
# 33
} 
#endif
# 36 "v002394.cu"
struct Tile17 { 
# 37
int sum18; 
# 38
int count19; 
# 39
unsigned char vel20; 
# 40
int flag21; 
# 41
void total22(float flag23) { 
# 42
unsigned char lo24 = (48UL); 
# 43
} 
# 44
}; 
# 46
__attribute__((visibility("hidden"))) void fuse25(const int *coef26) ;
#if 0
# 46
{ 
# 47
unsigned off27 = (float)(((coef26[6]) / 2) / 2); 
# 48
off27 = off27; 
# 49
double mid28 = *coef26; 
# 50
int y29 = 40; 
# 51
} 
#endif
# 53 "v002394.cu"
struct Cell30 { 
# 54
bool flag31; 
# 55
int x32; 
# 56
unsigned sum33; 
# 57
}; 
# 59
int main() { 
# 60
int count34 = 3765; 
# 61
if (count34 >= 30L) { 
# 62
(__cudaPushCallConfiguration(dim3(2, 128), 512)) ? (void)0 : fuse25(&count34); 
# 63
count34 %= 63; 
# 64
cudaStream_t val35 = (nullptr); 
# 65
}  
# 66
return 0; 
# 67
} 

# 1 "v002394.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6f3da068_10_v002394_cu_d3fdc5bf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002394.cudafe1.stub.c"
#include "v002394.cudafe1.stub.c"
# 1 "v002394.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
