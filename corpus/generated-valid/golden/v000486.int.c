# 1 "v000486.cu"
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
# 9 "v000486.cu"
void split4(int count5, int *out6, int lane7) { 
# 10
unsigned x8 = lane7 + lane7; 
# 11
count5 = 12; 
# 12
} 
# 13
static int c_sweep9[2]; 
# 15
__attribute__((visibility("hidden"))) void probe10(int stride11, int *out12, double alpha13) ;
#if 0
# 15
{ 
# 16
int gid14 = __device_builtin_variable_threadIdx.x; 
# 17
if (gid14 >= stride11) { 
# 18
return; 
# 19
}  
# 20
int diff15 = static_cast< unsigned>(gid14 >> 2); 
# 21
double m16 = (static_cast< short>(13)) % ((short)gid14); 
# 22
long k17 = (int)(*out12); 
# 23
__attribute__((unused)) static short sh_18[128]; 
# 24
stride11 = (c_sweep9[k17]); 
# 25
m16 = ((6.625F)); 
# 26
} 
#endif
# 28 "v000486.cu"
void grow19(int len20, double cfg21) { 
# 29
len20 = len20; 
# 30
(__cudaPushCallConfiguration(sizeof(unsigned), 5 + 59)) ? (void)0 : probe10(12, (int *)nullptr, -5); 
# 31
bool k22 = len20 <= (50L - len20); 
# 32
if (len20 <= ((28) - cfg21)) { 
# 33
(__cudaPushCallConfiguration((len20 + 31) / 32, sizeof(unsigned) * (8))) ? (void)0 : probe10((-len20) - cfg21, &len20, len20 * (len20 % 8)); 
# 34
(__cudaPushCallConfiguration(sizeof(int) * (4), 1 << 9)) ? (void)0 : probe10(-34LL, (int *)nullptr, 5); 
# 35
}  
# 36
} 
# 38
int main() { 
# 39
int count23 = 1182; 
# 40
int w24 = 0; 
# 41
while ((w24 < 12) && (w24 < w24)) { 
# 42
char val25[4]{(35), (64), (static_cast< char>(45L)), (13)}; 
# 43
++w24; 
# 44
}  
# 45
double hi26 = count23 % count23; 
# 46
return 0; 
# 47
} 

# 1 "v000486.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__72ce60c2_10_v000486_cu_2d7b18c2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000486.cudafe1.stub.c"
#include "v000486.cudafe1.stub.c"
# 1 "v000486.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
