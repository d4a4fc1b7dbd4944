# 1 "v002343.cu"
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
# 18 "v002343.cu"
static constexpr float kS8 = (4.75F); 
# 20
__attribute__((visibility("hidden"))) void reduce9_kernel(int count10) ;
#if 0
# 20
{ 
# 21
if ((count10 <= count10) || (count10 >= 11)) { 
# 22
return; }  
# 23
for (int n11 = 0; n11 < count10; n11++) { 
# 24
for (int j12 = 0; j12 < 6; ++j12) { 
# 25
float lo13 = kS8; 
# 26
float m14 = kS8; 
# 27
}  
# 28
if ((n11 + 33LL) >= n11) { 
# 29
break; }  
# 30
count10++; 
# 31
}  
# 32
} 
#endif
# 34 "v002343.cu"
__attribute__((visibility("hidden"))) void gather15_kernel(const int *input16, int n17, int len18, int len19) ;
#if 0
# 34
{ 
# 35
constexpr char k20 = (62); 
# 36
int w21 = 0; 
# 37
while ((w21 < (4 + 2)) && (kS8 < len19) && (input16[n17])) { 
# 38
n17 = 4; 
# 39
++w21; 
# 40
}  
# 41
int r22 = ((__device_builtin_variable_threadIdx.x) * (*input16)) / (2); 
# 42
} 
#endif
# 43 "v002343.cu"
using real23_t = float; 
# 44
__attribute__((section("__nv_managed_data__"))) static int *m_step24 = 0; 
# 45
enum Level25 { ADD26 = 1, SLOW27 = 3, BLUE28, LOW29}; 
# 46
using real30_t = float; 
# 48
namespace ops31 { namespace inner32 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 49
template< class T, class U> static void 
# 50
__wrapper__device_stub_decay33_kernel(U &beta34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 50
{ 
# 51
beta34--; 
# 52
--beta34; 
# 53
Level25 lim35 = LOW29; 
# 54
T f36 = __device_builtin_variable_warpSize + ((40) % (lim35 - 43UL)); 
# 55
T s37 = (f36 >= (41 - f36)) ? static_cast< U>(lim35 / (__device_builtin_variable_blockDim.x)) : (4 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step24)))); 
# 56
} 
#endif

#pragma GCC diagnostic pop

# 49 "v002343.cu"
template< class T, class U> static void 
# 50
decay33_kernel(U beta34) {::ops31::inner32::__wrapper__device_stub_decay33_kernel<T,U>(beta34);
# 56
return;}
#if 0
# 50
{ 
# 51
beta34--; 
# 52
--beta34; 
# 53
Level25 lim35 = LOW29; 
# 54
T f36 = __device_builtin_variable_warpSize + ((40) % (lim35 - 43UL)); 
# 55
T s37 = (f36 >= (41 - f36)) ? static_cast< U>(lim35 / (__device_builtin_variable_blockDim.x)) : (4 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step24)))); 
# 56
} 
#endif
# 57 "v002343.cu"
}}
# 58
enum Kind38: short { 
# 59
SLOW39, 
# 60
HIGH40, 
# 61
ADD41 = 6, 
# 62
HIGH42, 
# 63
ON43
# 64
}; 
# 66
int main() { 
# 67
int size44 = 3978; 
# 68
(__cudaPushCallConfiguration(4, 256, sizeof(int) * (256), 0)) ? (void)0 : reduce9_kernel(7UL); 
# 69
if ((size44 / 2) > 53) { 
# 70
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step24))) / 29U; }  
# 71
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step24))) = size44; 
# 72
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step24)))--; 
# 73
--size44; 
# 74
(__cudaPushCallConfiguration(dim3(1, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step24))) + 127) / 128), 1 << ((BLUE28) + 2))) ? (void)0 : gather15_kernel(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step24))), 692 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step24))), 57, 14); 
# 75
(__cudaPushCallConfiguration(sizeof(float) * ((ADD41) + 2), 1 << 6, sizeof(float) * (64), nullptr)) ? (void)0 : ops31::inner32::decay33_kernel< double, double> ((int)(size44 / 2)); 
# 76
return 0; 
# 77
} 

# 1 "v002343.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0a7a5c60_10_v002343_cu_c4392d9a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002343.cudafe1.stub.c"
#include "v002343.cudafe1.stub.c"
# 1 "v002343.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
