# 1 "v000725.cu"
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
# 8 "v000725.cu"
__attribute__((visibility("hidden"))) void weigh4_kernel(int *data5, int *acc6) ;
#if 0
# 9
{ 
# 10
if (acc6 == (nullptr)) { 
# 11
goto out7; 
# 12
}  
# 13
(*acc6)--; 
# 14
(data5[0]) %= ((((((*data5) < (*data5)) ? data5[0] : (*data5)) + (64 - (data5[2]))) != ((data5[5]) * (L'\x23'))) ? acc6[0] : (((*data5) += (data5[2])), (acc6[6]))); 
# 15
if (((int)(*data5)) == 46) { 
# 16
return; }  
# 17
out7:; ; 
# 18
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19 "v000725.cu"
template< class T, int N = 6> static void 
# 20
__wrapper__device_stub_update8(T &p9, const T *&coef10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
double u11 = p9; 
# 23
int lim12[5]{36, N, (21U), 1, 4}; 
# 24
p9++; 
# 25
u11--; 
# 26
(lim12[1])++; 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 19 "v000725.cu"
template< class T, int N = 6> static void 
# 20
update8(T p9, const T *coef10) 
# 21
{__wrapper__device_stub_update8<T,N>(p9,coef10);
# 27
return;}
#if 0
# 21
{ 
# 22
double u11 = p9; 
# 23
int lim12[5]{36, N, (21U), 1, 4}; 
# 24
p9++; 
# 25
u11--; 
# 26
(lim12[1])++; 
# 27
} 
#endif
# 28 "v000725.cu"
__attribute__((visibility("hidden"))) void apply13(int lane14, int *acc15) ;
#if 0
# 29
{ 
# 30
(acc15[lane14])++; 
# 31
++(*acc15); 
# 32
int lo16[3] = {}; 
# 33
} 
#endif
# 34 "v000725.cu"
int main() 
# 35
{ 
# 36
int n17 = 334; 
# 37
++n17; 
# 38
(n17++), (n17 = ((64) * (((n17 > n17) ? n17 : 25UL) * ((double)(23.25F))))); 
# 39
--n17; 
# 40
(__cudaPushCallConfiguration((n17 + 31) / 32, 128)) ? (void)0 : weigh4_kernel(&n17, &n17); 
# 41
(__cudaPushCallConfiguration(((dim3)((n17 + 255) / 256)), ((dim3)((n17 + 31) / 32)))) ? (void)0 : update8< float, 1> (-((1.25F) - n17), (const float *)nullptr); 
# 42
(__cudaPushCallConfiguration(2 * 2, 64)) ? (void)0 : apply13(34, &n17); 
# 43
return 0; 
# 44
} 

# 1 "v000725.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ac5fa523_10_v000725_cu_d13ed1bc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000725.cudafe1.stub.c"
#include "v000725.cudafe1.stub.c"
# 1 "v000725.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
