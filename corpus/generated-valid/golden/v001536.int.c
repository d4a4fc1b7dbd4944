# 1 "v001536.cu"
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
# 18 "v001536.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_trace7 = 0; 
# 19
constexpr int reduce8(int lane9) { 
# 20
int z10 = ((lane9 >> 4) + (static_cast< unsigned char>(lane9))) & lane9; 
# 21
return lane9 % (((int)lane9) & 1873); 
# 22
} 
# 23
__attribute__((visibility("hidden"))) void probe11(const double *coef12, unsigned long *acc13, long long b14) ;
#if 0
# 23
{ 
# 24
b14 = (15U - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace7)))); 
# 25
b14 = (b14 ^ (3)); 
# 26
float *idx15 = (nullptr); 
# 27
++b14; 
# 28
} 
#endif
# 29 "v001536.cu"
struct __attribute((aligned(8))) Sample16 { 
# 30
long weight17; 
# 31
int lo18; 
# 32
float val19; 
# 33
void total20(size_t e21) { 
# 34
if ((val19) < (val19)) { 
# 35
return; }  
# 36
} 
# 37
}; 
# 39
void probe22(int *dst23) { 
# 40
if ((*dst23) <= (dst23[0])) { 
# 41
return; }  
# 42
(dst23[1]) = (dst23[5]); 
# 43
} 
# 44
float run_reduce24(int count25, int count26, float *acc27) { 
# 45
auto fn28 = [&]()->unsigned { 
# 46
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace7))) + 31) / 32, 1 << 6)) ? (void)0 : probe11(reinterpret_cast< const double *>(acc27), reinterpret_cast< unsigned long *>(acc27), ((count26) & (count26)) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace7))) % (count26))); 
# 47
return (size_t)(count25); 
# 48
} ; typedef decltype(fn28) __T0;
# 49
(__cudaPushCallConfiguration((count26 + 127) / 128, 256)) ? (void)0 : probe11(reinterpret_cast< const double *>(acc27), reinterpret_cast< unsigned long *>(acc27), (double)(count26 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace7))))); 
# 50
(__cudaPushCallConfiguration(1 << (5 + 3), 4 + (5 + 23))) ? (void)0 : probe11(reinterpret_cast< const double *>(acc27), reinterpret_cast< unsigned long *>(acc27), count25); 
# 51
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace7))) + 255) / 256, 1 << 5)) ? (void)0 : probe11(reinterpret_cast< const double *>(acc27), reinterpret_cast< unsigned long *>(acc27), +(3UL * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace7))))); 
# 52
float v29(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace7))) ^ (count25 * count26)) * (static_cast< float>(count25))); 
# 53
return v29; 
# 54
} 
# 55
int main() { 
# 56
int count30 = 3337; 
# 57
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace7))) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace7))) * __alignof__(double)); 
# 58
(__cudaPushCallConfiguration(dim3((count30 + 255) / 256, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace7))) + 63) / 64, 1), ((dim3)(sizeof(int) * (128))))) ? (void)0 : probe11(nullptr, nullptr, count30); 
# 59
return 0; 
# 60
} 

# 1 "v001536.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__683589c2_10_v001536_cu_m_trace7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001536.cudafe1.stub.c"
#include "v001536.cudafe1.stub.c"
# 1 "v001536.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
