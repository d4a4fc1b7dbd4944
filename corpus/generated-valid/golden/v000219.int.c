# 1 "v000219.cu"
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
# 7 "v000219.cu"
constexpr int WIDTH3 = 64; 
# 8
static constexpr float kL4 = (6.5F); 
# 9
using idx5_t = long; 
# 11
namespace ops6 { 
# 12
void probe7(int lane8) 
# 13
{ 
# 14
for (int j9 = 0; j9 < lane8; ++j9) { 
# 15
lane8 = ((j9 * kL4) + lane8); 
# 16
for (int j10 = 0; j10 < j9; j10++) { 
# 17
long stride11 = (40); 
# 18
stride11 = WIDTH3; 
# 19
lane8 = j9; 
# 20
}  
# 21
int val12 = (-48); 
# 22
}  
# 23
} 
# 25
inline void decay13(float b14, int len15) 
# 26
{ 
# 27
for (int n16 = 7; n16 > 0; --n16) { 
# 28
if ((b14 - kL4) == (n16 / kL4)) { 
# 29
unsigned *f17 = ((unsigned *)nullptr); 
# 30
} else { if (b14 <= len15) { 
# 31
long long *lim18 = ((long long *)nullptr); 
# 32
} else { 
# 33
b14 = (2 + (n16 >> len15)); 
# 34
}  }  
# 35
bool z19 = 53U << ((kL4 != len15) ? n16 : 63); 
# 36
}  
# 37
} 
# 38
}
# 40
__attribute__((visibility("hidden"))) void march20_kernel(int n21) ;
#if 0
# 41
{ 
# 42
if (53 > (n21 + ((n21 < kL4) ? WIDTH3 : n21))) { 
# 43
if (n21 + WIDTH3) { 
# 44
return; 
# 45
}  
# 46
n21 = ((n21 += n21), ((float)n21)); 
# 47
}  
# 48
double mid22 = ((18.5F)); 
# 49
int iter23 = 0; 
# 50
while (iter23 < 2) { 
# 51
n21 = ((iter23 + ((iter23 >= WIDTH3) ? 42 : n21)) - 8); 
# 52
++iter23; 
# 53
}  
# 54
n21 = WIDTH3; 
# 55
} 
#endif
# 57 "v000219.cu"
int main() 
# 58
{ 
# 59
int size24 = 3131; 
# 60
(__cudaPushCallConfiguration(32, ((dim3)((size24 + 31) / 32)))) ? (void)0 : march20_kernel(3255 + size24); 
# 61
const double *hi25 = (nullptr); 
# 62
int w26 = 0; 
# 63
while (w26 < (1 << 2)) { 
# 64
size24 = (static_cast< long>(WIDTH3)); 
# 65
(__cudaPushCallConfiguration(WIDTH3 + 448, 1 << 5)) ? (void)0 : march20_kernel(((6 <= w26) ? WIDTH3 : 61) << (WIDTH3 - size24)); 
# 66
++w26; 
# 67
}  
# 68
return 0; 
# 69
} 

# 1 "v000219.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f1e4f1f8_10_v000219_cu_e7e64aec
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000219.cudafe1.stub.c"
#include "v000219.cudafe1.stub.c"
# 1 "v000219.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
