# 1 "v001523.cu"
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
# 8 "v001523.cu"
static int d_norm2; 
# 9
__attribute__((section("__nv_managed_data__"))) static int (*m_march3)[32] = 0; 
# 11
__attribute__((visibility("hidden"))) void scale4(const unsigned *src5) ;
#if 0
# 11
{ 
# 12
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_march3)))[d_norm2 & 31]) %= d_norm2; 
# 13
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_march3)))[29])--; 
# 14
unsigned s6 = (48); 
# 15
s6 = (((7) & (src5[d_norm2])) * 54L); 
# 16
} 
#endif
# 18 "v001523.cu"
namespace _GLOBAL__N__628b5040_10_v001523_cu_d_norm2 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__628b5040_10_v001523_cu_d_norm2; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__628b5040_10_v001523_cu_d_norm2 __attribute__((visibility("hidden")))  { 
# 19
__attribute__((section("__nv_managed_data__"))) static int (*m_pivot7)[8] = 0; 
# 21
void decay8_kernel(int *data9, unsigned beta10, unsigned long *buf11, int stride12) ;
#if 0
# 21
{ 
# 22
d_norm2 = (788U); 
# 23
double idx13 = (d_norm2 * (*data9)) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_march3)))[10]); 
# 24
float acc14 = (26 | (data9[4])) + (23.0F); 
# 25
for (int it15 = stride12; it15 > 0; --it15) { 
# 26
switch (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_march3)))[26]) - stride12) { 
# 27
case 1:  
# 28
break; 
# 29
case 0:  
# 30
break; 
# 31
}  
# 32
idx13++; 
# 33
}  
# 34
idx13 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot7)))[4]); 
# 35
} 
#endif
# 36 "v001523.cu"
}
# 37
static char d_probe16; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39
template< class T, class U> static void 
# 40
__wrapper__device_stub_update17(T *&out18, double *&data19, unsigned char *&dst20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
U flag21 = (sizeof(unsigned short)); 
# 42
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot7)))[5]) < d_probe16) { 
# 43
return; 
# 44
}  
# 45
--((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot7)))[d_probe16]); 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001523.cu"
template< class T, class U> static void 
# 40
update17(T *out18, double *data19, unsigned char *dst20) {__wrapper__device_stub_update17<T,U>(out18,data19,dst20);
# 46
return;}
#if 0
# 40
{ 
# 41
U flag21 = (sizeof(unsigned short)); 
# 42
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot7)))[5]) < d_probe16) { 
# 43
return; 
# 44
}  
# 45
--((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot7)))[d_probe16]); 
# 46
} 
#endif
# 48 "v001523.cu"
int main() { 
# 49
int len22 = 3757; 
# 50
cudaStream_t base23 = (0); 
# 51
long long q24 = (3020U); 
# 52
(__cudaPushCallConfiguration((len22 + 255) / 256, ((dim3)(32)))) ? (void)0 : scale4((const unsigned *)nullptr); 
# 53
(__cudaPushCallConfiguration((len22 + 31) / 32, 64)) ? (void)0 : decay8_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_march3))), 56, (size_t *)nullptr, len22); 
# 54
(__cudaPushCallConfiguration(32, 64 * 2, 32 * 8, base23)) ? (void)0 : update17< int, long> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot7))), nullptr, nullptr); 
# 55
return 0; 
# 56
} 

# 1 "v001523.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__628b5040_10_v001523_cu_d_norm2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001523.cudafe1.stub.c"
#include "v001523.cudafe1.stub.c"
# 1 "v001523.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
