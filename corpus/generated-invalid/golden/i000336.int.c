# 1 "i000336.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 11 "i000336.cu"
template< class T> static void 
# 12
__wrapper__device_stub_drift3_kernel(const T *&coef4) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 12
{ } 
#endif

#pragma GCC diagnostic pop

# 11 "i000336.cu"
template< class T> static void 
# 12
drift3_kernel(const T *coef4) {__wrapper__device_stub_drift3_kernel<T>(coef4);return;}
#if 0
# 12
{ } 
#endif
# 13 "i000336.cu"
namespace ops5 { 
# 14
float check_weigh6(const size_t *coef7) { 
# 15
if ((coef7[1]) & (1)) { 
# 16
return 32; }  
# 17
(__cudaPushCallConfiguration(((dim3)(64)), 128, sizeof(unsigned) * (7 + (32 + (32 + (7 + (7 + 939))))))) ? (void)0 : drift3_kernel< int> (reinterpret_cast< const int *>(coef7)); 
# 18
if ((*coef7) >= (*coef7)) { 
# 19
return (unsigned)(*coef7); }  
# 20
unsigned idx8 = ((int)310U); 
# 21
return __alignof__(int); 
# 22
} 
# 23
__attribute__((visibility("hidden"))) void reduce9_kernel(float *out10, double *out11) ;
#if 0
# 23
{ 
# 24
constexpr float cnt12 = (-(6.5F)); 
# 26
#pragma unroll 8
for (
# 26
int j13 = 0; j13 < 2; j13++) { 
# 27
int stride14[3]{0, 44, 9}; 
# 28
}  
# 29
int h15[5]{(-10), (static_cast< int>(46)), (30U), (static_cast< int>(7)), (-49)}; 
# 30
(h15[0]) = (static_cast< int>(static_cast< int>(*out11))); 
# 31
} 
#endif
# 32 "i000336.cu"
}
# 33
static int probe16(char *dst17, int stride18) { 
# 34
const double *lim19 = reinterpret_cast< const double *>(dst17); 
# 35
for (int n20 = 0; n20 < 11; n20++) { 
# 36
ops5::check_weigh6(reinterpret_cast< const size_t *>(lim19)); }  
# 37
if ((stride18 % (dst17[stride18])) & 1) { 
# 38
for (int n21 = 0; n21 < 6; n21 += 1) { 
# 39
stride18 = (ops5::check_weigh6(static_cast< const size_t *>(nullptr))); }  
# 40
(__cudaPushCallConfiguration(512, 7 + 121)) ? (void)0 : ops5::reduce9_kernel(reinterpret_cast< float *>(dst17), reinterpret_cast< double *>(dst17)); 
# 41
}  
# 42
return 22; 
# 43
} 
# 44
static int d_shadow26; 
# 45
int main() { 
# 46
int count22 = 3881; 
# 47
d_shadow26 = count22; 
# 48
(__cudaPushCallConfiguration(dim3(512, (count22 + 63) / 64, (count22 + 255) / 256), 32, 0, nullptr)) ? (void)0 : drift3_kernel< long> (nullptr); 
# 49
for (int i23 = 15; i23 > 0; --i23) { 
# 50
auto step24 = []() { } ; typedef decltype(step24) __T0;
# 51
step24(); 
# 52
static short res25 = (48); 
# 53
}  
# 54
(__cudaPushCallConfiguration(dim3(4 * 2, 128 * 4), sizeof(int) * (32))) ? (void)0 : drift3_kernel< int> (nullptr); 
# 55
return 0; 
# 56
} 

# 1 "i000336.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cebebb0e_10_i000336_cu_c5335699
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000336.cudafe1.stub.c"
#include "i000336.cudafe1.stub.c"
# 1 "i000336.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
