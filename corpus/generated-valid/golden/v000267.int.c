# 1 "v000267.cu"
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
# 9 "v000267.cu"
const char *g_update5 = ("AB"); 
# 11
class Particle6 { 
# 12
unsigned flag7; 
# 13
double val8; 
# 15
public: Particle6(unsigned c10, double b11) : flag7(c10), val8(b11) { } 
# 16
double total12(float v13) const { 
# 17
size_t z14{(973U)}; 
# 18
int hi15 = (val8) - v13; 
# 19
return -(static_cast< short>(val8)); 
# 20
} 
# 21
void get16(int k17) { 
# 22
k17 = (((flag7) + (val8)) * (55)); 
# 23
} 
# 24
}; 
# 26
__attribute__((visibility("hidden"))) void decay18(int *acc19, int n20, double beta21) ;
#if 0
# 26
{ 
# 27
int r22 = beta21; 
# 28
Particle6 u23(r22, beta21); 
# 29
u23.total12((n20 + 15) + 30UL); 
# 30
static_assert((54 == 54), "tile must fit");
# 31
u23.get16(u23.total12(__device_builtin_variable_blockIdx.x)); 
# 32
(acc19[2]) <<= n20; 
# 33
++beta21; 
# 34
} 
#endif
# 36 "v000267.cu"
size_t run_split24(int len25, int n26) { 
# 37
(__cudaPushCallConfiguration((n26 + 63) / 64, 32 + 224)) ? (void)0 : decay18(static_cast< int *>(nullptr), n26, -26); 
# 38
cudaStream_t acc27 = (nullptr); 
# 39
return n26; 
# 40
} 
# 42
int main() { 
# 43
int size28 = 2594; 
# 44
Particle6 hi29(run_split24(g_update5[1], size28), (6.0F) + (g_update5[1])); 
# 45
float prod30 = ((g_update5[1]) * size28) / 2; 
# 46
const char *lo31 = ("a \"quoted\" )word"); 
# 47
(__cudaPushCallConfiguration(dim3(32 + 32, 8), dim3((size28 + 127) / 128, 32, 256 * 2), 0, (cudaStream_t)0)) ? (void)0 : decay18((int *)nullptr, (g_update5[0]) - (56 % (g_update5[0])), lo31[0]); 
# 48
return 0; 
# 49
} 

# 1 "v000267.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a31b5adb_10_v000267_cu_15963142
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000267.cudafe1.stub.c"
#include "v000267.cudafe1.stub.c"
# 1 "v000267.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
