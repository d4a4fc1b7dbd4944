# 1 "v002335.cu"
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
# 27 "v002335.cu"
enum Phase10 { LOW11 = 2, HIGH12 = 7}; 
# 29
__attribute__((visibility("hidden"))) void bias13_kernel(const unsigned *coef14, const double *src15) ;
#if 0
# 29
{ 
# 30
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
__attribute__((unused)) static unsigned sh_17[128]; 
# 32
int lim18 = (31L); 
# 33
} 
#endif
# 35 "v002335.cu"
double rank19(unsigned char p20) { 
# 36
p20 = (18); 
# 37
p20 |= sizeof(int); 
# 38
double h21{((16.5F))}; 
# 39
--h21; 
# 40
return p20; 
# 41
} 
# 43
__attribute__((visibility("hidden"))) void bump22(int *buf23) ;
#if 0
# 43
{ 
# 44
for (int n24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n24 < 15; n24 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 45
unsigned hi25 = n24; 
# 46
--(*buf23); 
# 47
}  
# 48
__attribute__((unused)) static int sh_26[128]; 
# 49
rank19(rank19(24 - (*buf23))); 
# 50
int prod27(*buf23); 
# 51
__attribute__((unused)) static int sh_28[8][12]; 
# 52
} 
#endif
# 54 "v002335.cu"
int check_filter29(unsigned alpha30, float a31, unsigned cfg32 = 40LL) { 
# 55
auto stride33 = alpha30; 
# 56
(__cudaPushCallConfiguration((cfg32 + (255)) / (256), 6 + ((LOW11) + ((HIGH12) + 17)))) ? (void)0 : bias13_kernel(&cfg32, nullptr); 
# 57
stride33 &= ((32) & alpha30); 
# 58
return (((alpha30 << stride33) - (HIGH12)) & (15)); 
# 59
} 
# 61
int main() { 
# 62
int count34 = 3625; 
# 63
cudaStream_t e35 = (nullptr); 
# 64
if (rank19(count34) >= (29)) { 
# 65
return ((count34 & 15) % 8); 
# 66
}  
# 67
(__cudaPushCallConfiguration(((dim3)(64)), 1 << ((HIGH12) + 2), 0, e35)) ? (void)0 : bump22(nullptr); 
# 68
return 0; 
# 69
} 

# 1 "v002335.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9d31dfac_10_v002335_cu_e440d46a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002335.cudafe1.stub.c"
#include "v002335.cudafe1.stub.c"
# 1 "v002335.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
