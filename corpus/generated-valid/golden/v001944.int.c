# 1 "v001944.cu"
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
# 21 "v001944.cu"
static unsigned long d_fold8; 
# 22
static double c_scale9[4]; 
# 23
__attribute__((section("__nv_managed_data__"))) static short *m_warp10 = 0; 
# 25
__attribute__((visibility("hidden"))) void gather11(int stride12, const int *in13, long long a14, int *out15) ;
#if 0
# 25
{ 
# 26
unsigned gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
if (gid16 >= stride12) { 
# 28
return; 
# 29
}  
# 30
stride12 = (__device_builtin_variable_gridDim.x); 
# 31
static_assert((((3 + 5) * (3 + 2)) == 40), "bad config");
# 32
do { (out15[__device_builtin_variable_threadIdx.x]) += (((9) - ((unsigned)(in13[4]))) * (gid16 * (3))); } while (0); 
# 33
} 
#endif
# 35 "v001944.cu"
void host_norm17(unsigned *__restrict__ data18, float b19, int n20) { 
# 36
double v21((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10)))); 
# 37
const char res22 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) - 3) + 127; 
# 38
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) > res22) { 
# 39
v21 = ((static_cast< int>(n20 / 3)) / n20); 
# 40
}  
# 41
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))); 
# 42
dim3 lo23 = dim3(2, 128); 
# 43
} 
# 45
int run_smooth24(double p25) { 
# 46
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) + (24L - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))))) == (3169 % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))))) { 
# 47
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) >= p25) { 
# 48
return ((p25 > (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10)))) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))))) ? p25 : (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10)))) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))))); 
# 49
}  
# 50
(__cudaPushCallConfiguration(8, 128)) ? (void)0 : gather11((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))), nullptr, (sizeof(float)) / p25, nullptr); 
# 51
(__cudaPushCallConfiguration(1, ((dim3)(sizeof(unsigned) * (4))))) ? (void)0 : gather11(3UL, nullptr, ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10)))) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10)))) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10)))) ? ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10)))) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))), static_cast< int *>(nullptr)); 
# 52
}  
# 53
p25 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) - ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) > 17L) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))) : 17L) / (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp10))))); 
# 54
int v26[4 + 2] = {21}; 
# 55
return p25; 
# 56
} 
# 58
int main() { 
# 59
int len27 = 2157; 
# 60
len27 = 4; 
# 61
static int u28 = 8; 
# 62
return 0; 
# 63
} 

# 1 "v001944.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__07de5d22_10_v001944_cu_d_fold8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001944.cudafe1.stub.c"
#include "v001944.cudafe1.stub.c"
# 1 "v001944.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
