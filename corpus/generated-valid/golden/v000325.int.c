# 1 "v000325.cu"
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
# 17 "v000325.cu"
enum Level8: int { LOW9, FAST10, ON11 = 7}; 
# 19
unsigned long host_step12(Level8 cfg13, int lane14, int lane15) { 
# 20
if (!(lane15 < 47)) { 
# 21
goto finish17; 
# 22
}  
# 23
if (24L <= ((static_cast< int>(lane15)) - (cfg13 & 1))) { 
# 24
unsigned idx16{(17ULL)}; 
# 25
if (cfg13 != (FAST10)) { 
# 26
return +((FAST10) >> cfg13); 
# 27
}  
# 28
}  
# 29
finish17:; ; 
# 30
return ((static_cast< unsigned>(3)) & ((long)cfg13)) ^ (FAST10); 
# 31
} 
# 32
enum class Kind18 { On19, Blue20}; 
# 33
enum State21: unsigned { 
# 34
GREEN22, 
# 35
SLOW23 = 4U, 
# 36
BUSY24 = 6U, 
# 37
MUL25, 
# 38
LOW26
# 39
}; 
# 40
typedef int *ptr27_t; 
# 42
__attribute__((visibility("hidden"))) void decay28(char *out29, size_t alpha30) ;
#if 0
# 42
{ 
# 43
if ((((out29[3]) + (out29[alpha30])) > alpha30) || (alpha30 == (out29[alpha30]))) { 
# 44
if ((*out29) <= 48UL) { 
# 45
unsigned f31[4] = {(43)}; 
# 46
int y32(f31[alpha30]); 
# 47
alpha30 = (21); 
# 48
}  
# 49
}  
# 50
} 
#endif
# 52 "v000325.cu"
inline long host_gather33(int lane34, float beta35) { 
# 53
lane34 = ((lane34 & (-lane34)) / 2); 
# 54
cudaStream_t k36 = (nullptr); 
# 55
return ((static_cast< unsigned>(beta35)) >= (static_cast< int>(lane34))) ? beta35 * beta35 : (~((unsigned)lane34)); 
# 56
} 
# 58
int main() { 
# 59
int count37 = 201; 
# 60
cudaStream_t t38 = (nullptr); 
# 61
float sum39 = (-(13.125F)); 
# 62
if ((static_cast< float>(count37 | count37)) <= (sum39 * sum39)) { 
# 63
if (((count37 == count37) ? 2 : 3) <= count37) { 
# 64
return (sum39 - (5)) * (count37 & count37); 
# 65
}  
# 66
sum39 = ((3 ^ (count37 | count37)) % ((short)20)); 
# 67
}  
# 68
(__cudaPushCallConfiguration(((FAST10) + 7) * 8, 512)) ? (void)0 : decay28(nullptr, 31); 
# 69
return 0; 
# 70
} 

# 1 "v000325.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__37cee735_10_v000325_cu_961e2a9c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000325.cudafe1.stub.c"
#include "v000325.cudafe1.stub.c"
# 1 "v000325.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
