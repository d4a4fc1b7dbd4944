# 1 "v000581.cu"
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
# 11 "v000581.cu"
enum class Phase4 { Idle5, Off6, On7, On8}; 
# 14
static void weigh9(const int *input10) ;
#if 0
# 15
{ 
# 16
unsigned i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
int hi12 = input10[i11]; 
# 18
const size_t *x13 = reinterpret_cast< const size_t *>(input10); 
# 19
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21 "v000581.cu"
template< class T, int N> static void 
# 22
__wrapper__device_stub_kick14(T &q15, int &n16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
int tid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (tid17 >= n16) { 
# 26
return; 
# 27
}  
# 28
int lo18 = 27 - (q15 - (tid17 << 0)); 
# 29
Phase4 flag19 = Phase4::On7; 
# 30
q15 /= lo18; 
# 31
int w20 = 0; 
# 32
do { 
# 33
n16 += N; 
# 34
lo18 -= (n16 << tid17); 
# 35
++w20; 
# 36
} while (w20 < w20); 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 21 "v000581.cu"
template< class T, int N> static void 
# 22
kick14(T q15, int n16) 
# 23
{__wrapper__device_stub_kick14<T,N>(q15,n16);
# 37
return;}
#if 0
# 23
{ 
# 24
int tid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (tid17 >= n16) { 
# 26
return; 
# 27
}  
# 28
int lo18 = 27 - (q15 - (tid17 << 0)); 
# 29
Phase4 flag19 = Phase4::On7; 
# 30
q15 /= lo18; 
# 31
int w20 = 0; 
# 32
do { 
# 33
n16 += N; 
# 34
lo18 -= (n16 << tid17); 
# 35
++w20; 
# 36
} while (w20 < w20); 
# 37
} 
#endif
# 40 "v000581.cu"
double bump21(int *out22) 
# 41
{ 
# 42
float t23 = (out22[1]) << ((out22[3]) << (3 - (*out22))); 
# 43
float u24 = t23; 
# 44
return (out22[1]) % 25; 
# 45
} 
# 47
__attribute__((visibility("hidden"))) void kick25(float b26, size_t *out27, int stride28) ;
#if 0
# 48
{ 
# 49
Phase4 t29 = Phase4::On8; 
# 50
do { stride28 += stride28; } while (0); 
# 51
if (b26 == __device_builtin_variable_warpSize) { 
# 52
if (((float)(b26 + (*out27))) <= ((__device_builtin_variable_threadIdx.x) - stride28)) { 
# 53
__attribute__((unused)) static float sh_30[256]; 
# 54
stride28 = ((sh_30[141]) + (sh_30[stride28])); 
# 55
} else { 
# 56
}  
# 57
}  
# 58
} 
#endif
# 60 "v000581.cu"
__attribute__((visibility("hidden"))) void bias31_kernel(int stride32, double *buf33, int lane34) ;
#if 0
# 61
{ 
# 62
int tid35 = __device_builtin_variable_threadIdx.x; 
# 63
__attribute__((unused)) static unsigned long long sh_36; 
# 64
if ((__device_builtin_variable_threadIdx.x) < sh_36) { 
# 65
unsigned char k37[2 * 2] = {(255L), static_cast< unsigned char>(lane34 * 7L)}; 
# 66
int *cnt38 = &stride32; 
# 67
} else { 
# 68
char e39 = (127); 
# 69
}  
# 70
} 
#endif
# 72 "v000581.cu"
int main() 
# 73
{ 
# 74
int count40 = 1609; 
# 75
count40 = (31U); 
# 76
Phase4 mid41 = Phase4::Off6; 
# 77
(__cudaPushCallConfiguration(8, 64)) ? (void)0 : weigh9(&count40); 
# 78
(__cudaPushCallConfiguration(128, 32, 0, 0)) ? (void)0 : kick14< long, 4> ((unsigned)((float)count40), 45); 
# 79
(__cudaPushCallConfiguration(8, 1 << 8)) ? (void)0 : kick25(count40 - 47U, (size_t *)nullptr, count40 - count40); 
# 80
return 0; 
# 81
} 

# 1 "v000581.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__24458bde_10_v000581_cu_e3a4a8f3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000581.cudafe1.stub.c"
#include "v000581.cudafe1.stub.c"
# 1 "v000581.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
