# 1 "v000199.cu"
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
# 8 "v000199.cu"
int norm3(int len4, int count5) { 
# 9
for (int j6 = 0; j6 < count5; ++j6) { 
# 10
long u7[4] = {}; 
# 11
}  
# 12
int res8 = (~((int)len4)) / len4; 
# 13
return 53U; 
# 14
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16
template< class T, class U> static void 
# 17
__wrapper__device_stub_march9_kernel(const T *&src10, int &len11, const U *&input12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
unsigned tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (tid13 >= len11) { 
# 20
return; 
# 21
}  
# 22
float u14 = (46); 
# 23
T sum15 = ((23.125)); 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 16 "v000199.cu"
template< class T, class U> static void 
# 17
march9_kernel(const T *src10, int len11, const U *input12) {__wrapper__device_stub_march9_kernel<T,U>(src10,len11,input12);
# 24
return;}
#if 0
# 17
{ 
# 18
unsigned tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (tid13 >= len11) { 
# 20
return; 
# 21
}  
# 22
float u14 = (46); 
# 23
T sum15 = ((23.125)); 
# 24
} 
#endif
# 25 "v000199.cu"
static double g_apply16; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27
template< class T> static void 
# 28
__wrapper__device_stub_stencil17(T *__restrict__ &data18, unsigned *&acc19, const short *&in20, int &stride21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
float prod23[6]{(20.875F), static_cast< float>(in20[__device_builtin_variable_blockIdx.x]), (17.875F), (10.625F), (7.5F), (static_cast< float>(45))}; 
# 31
auto val24 = prod23[5]; 
# 32
int f25((prod23[__device_builtin_variable_blockIdx.y]) - (((in20[__device_builtin_variable_blockDim.x]) < 2) ? in20[__device_builtin_variable_blockDim.x] : 2)); 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 27 "v000199.cu"
template< class T> static void 
# 28
stencil17(T *__restrict__ data18, unsigned *acc19, const short *in20, int stride21) {__wrapper__device_stub_stencil17<T>(data18,acc19,in20,stride21);
# 33
return;}
#if 0
# 28
{ 
# 29
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
float prod23[6]{(20.875F), static_cast< float>(in20[__device_builtin_variable_blockIdx.x]), (17.875F), (10.625F), (7.5F), (static_cast< float>(45))}; 
# 31
auto val24 = prod23[5]; 
# 32
int f25((prod23[__device_builtin_variable_blockIdx.y]) - (((in20[__device_builtin_variable_blockDim.x]) < 2) ? in20[__device_builtin_variable_blockDim.x] : 2)); 
# 33
} 
#endif
# 35 "v000199.cu"
__attribute__((visibility("hidden"))) void relax26(unsigned short a27) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern float dyn_28[]; 
# 37
int v29[7]{14, (15UL), 1, (-34L), 8, 24, 61}; 
# 38
static_assert((62 > 61));
# 39
} 
#endif
# 41 "v000199.cu"
namespace util30 { 
# 42
constexpr int march31(int lane32, int count33) { 
# 43
return static_cast< int>(((count33 % count33) < 55U) ? count33 % count33 : 55U); 
# 44
} 
# 45
}
# 47
__attribute__((visibility("hidden"))) void bias34_kernel(unsigned char *__restrict__ buf35, int len36) ;
#if 0
# 47
{ 
# 48
int idx37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if (idx37 >= len36) { 
# 50
return; 
# 51
}  
# 52
len36 = (((unsigned char)idx37) ^ (len36 + 32U)); 
# 53
double sum38 = static_cast< size_t>(__device_builtin_variable_blockIdx.y); 
# 54
const unsigned long long x39 = __device_builtin_variable_warpSize & (len36 + (__device_builtin_variable_blockDim.x)); 
# 55
__attribute__((unused)) static int sh_40[8]; 
# 56
float res41 = ((len36 - len36) & idx37) * ((-(sh_40[len36])) - (5.375F)); 
# 57
} 
#endif
# 59 "v000199.cu"
int main() { 
# 60
int len42 = 3736; 
# 61
const char *h43 = ("x=%d_tail"); 
# 62
static unsigned h44 = (3355L); 
# 63
if (((h44 < (8)) ? h44 : (8)) >= (h43[1])) { 
# 64
return (((((h43[0]) < 7) ? h43[0] : 7) < 22U) ? ((h43[0]) < 7) ? h43[0] : 7 : 22U); 
# 65
}  
# 66
(__cudaPushCallConfiguration(dim3((len42 + 255) / 256, 2, 64), 64)) ? (void)0 : bias34_kernel((unsigned char *)nullptr, (((h43[0]) < (h43[0])) ? h43[0] : (h43[0])) * (h43[0])); 
# 67
(__cudaPushCallConfiguration((len42 + 127) / 128, 256)) ? (void)0 : march9_kernel(&h44, h44, (const double *)nullptr); 
# 68
(__cudaPushCallConfiguration(32 * 8, dim3((h44 + (255)) / (256), 64 * 8))) ? (void)0 : stencil17< double> (&g_apply16, &h44, nullptr, 60); 
# 69
(__cudaPushCallConfiguration(4 * 16, dim3(512, 2))) ? (void)0 : relax26(len42); 
# 70
return 0; 
# 71
} 

# 1 "v000199.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4700c897_10_v000199_cu_4fcd67df
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000199.cudafe1.stub.c"
#include "v000199.cudafe1.stub.c"
# 1 "v000199.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
