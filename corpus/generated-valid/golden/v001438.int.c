# 1 "v001438.cu"
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
# 27 "v001438.cu"
template< class T, int N> inline int 
# 28
spread11(const T *__restrict__ src12) { 
# 29
for (int i13 = 0; i13 < 4; i13++) { 
# 30
T idx14 = (sizeof(int)); 
# 31
}  
# 32
for (int i15 = 0; i15 < 3; i15++) { }  
# 33
char tmp16[7]{(char)(src12[4]), '#', (26UL), ((char)N), (-10), static_cast< char>(*src12), (31)}; 
# 34
return tmp16[0]; 
# 35
} 
# 37
static void trace17_kernel(int lane18, float a19) ;
#if 0
# 37
{ 
# 38
double e20 = lane18; 
# 39
if ((1) == a19) { 
# 40
return; }  
# 41
double h21[8] = {((5.5F)), (-(19.125)), static_cast< double>(((22.75F)) - e20), e20, (51L), (4.0)}; 
# 42
__attribute__((unused)) static unsigned short sh_22[(1 << 4) + 112]; 
# 43
} 
#endif
# 45 "v001438.cu"
int main() { 
# 46
int size23 = 1591; 
# 47
spread11< double, 4> ((const double *)nullptr); 
# 48
static_assert((((1 << 4) + (8 + (8 + 2))) == 34), "size check");
# 49
size23 += size23; 
# 50
size23 = size23; 
# 51
++size23; 
# 52
(__cudaPushCallConfiguration(2 * 8, 13 + 51)) ? (void)0 : trace17_kernel(size23 % size23, size23 * (-size23)); 
# 53
return 0; 
# 54
} 

# 1 "v001438.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__43b62d54_10_v001438_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001438.cudafe1.stub.c"
#include "v001438.cudafe1.stub.c"
# 1 "v001438.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
