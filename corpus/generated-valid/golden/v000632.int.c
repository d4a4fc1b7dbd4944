# 1 "v000632.cu"
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
# 8 "v000632.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_tally4 = 0; 
# 11
struct Body5 { 
# 12
unsigned mass6; 
# 13
int hi7; 
# 14
long long id8; 
# 15
}; 
# 16
enum class Kind9 { 
# 17
Fast10, 
# 18
Fast11, 
# 19
Mul12 = 4, 
# 20
Slow13 = 8, 
# 21
Slow14
# 22
}; 
# 24
__attribute__((visibility("hidden"))) void rank15_kernel(unsigned *data16, int *buf17) ;
#if 0
# 25
{ 
# 26
Kind9 stride18 = Kind9::Fast10; 
# 27
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))) *= sizeof(long long); 
# 28
Body5 prod19 = Body5{}; 
# 29
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))); 
# 30
(*data16) *= ((((*buf17) + (prod19.mass6)) > (buf17[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4)))])) ? (*buf17) + (prod19.mass6) : (buf17[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4)))])); 
# 31
Body5 v20 = prod19; 
# 32
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))); 
# 33
} 
#endif
# 34 "v000632.cu"
enum Axis21 { 
# 35
ADD22 = 2, 
# 36
LOW23 = 4, 
# 37
LOW24 = 10, 
# 38
LOW25 = 13, 
# 39
SLOW26
# 40
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42
template< class T> static void 
# 43
__wrapper__device_stub_fold27(T &a28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern int dyn_29[]; 
# 46
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))) < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4)))) { 
# 47
return; 
# 48
}  
# 49
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))); 
# 50
int w30 = 0; 
# 51
do { 
# 52
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))); 
# 53
__attribute__((unused)) static double sh_31[8]; 
# 54
++w30; 
# 55
} while (w30 < 7); 
# 56
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))) = ((float)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4)))); 
# 57
} 
#endif

#pragma GCC diagnostic pop

# 42 "v000632.cu"
template< class T> static void 
# 43
fold27(T a28) 
# 44
{__wrapper__device_stub_fold27<T>(a28);
# 57
return;}
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern int dyn_29[]; 
# 46
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))) < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4)))) { 
# 47
return; 
# 48
}  
# 49
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))); 
# 50
int w30 = 0; 
# 51
do { 
# 52
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))); 
# 53
__attribute__((unused)) static double sh_31[8]; 
# 54
++w30; 
# 55
} while (w30 < 7); 
# 56
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))) = ((float)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4)))); 
# 57
} 
#endif
# 59 "v000632.cu"
int main() 
# 60
{ 
# 61
int n32 = 3698; 
# 62
Body5 acc33 = {1U, 34, (-15)}; 
# 63
int acc34 = n32 - 16; 
# 64
n32 = ((static_cast< float>((19.0F))) + (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))) << n32) + (n32 - 3176ULL))); 
# 65
acc33 = Body5{(16), acc34, (43U)}; 
# 66
++(acc33.mass6); 
# 67
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))) + 31) / 32, dim3(32, (acc34 + 31) / 32), 0)) ? (void)0 : rank15_kernel((unsigned *)nullptr, nullptr); 
# 68
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally4))) + 63) / 64, dim3((acc34 + 127) / 128, 1 << 7, 16))) ? (void)0 : fold27((9.0F)); 
# 69
return 0; 
# 70
} 

# 1 "v000632.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c7b4678f_10_v000632_cu_m_tally4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000632.cudafe1.stub.c"
#include "v000632.cudafe1.stub.c"
# 1 "v000632.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
