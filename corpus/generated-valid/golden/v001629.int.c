# 1 "v001629.cu"
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

# 16 "v001629.cu"
template< class T, int N> static void 
# 17
__wrapper__device_stub_sift6_kernel(T *&out7, float *&acc8, T *&buf9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
char sum10 = (-16); 
# 20
int w11 = 0; 
# 21
do { 
# 22
auto z12 = acc8[sum10]; 
# 23
constexpr int diff13 = (16UL); 
# 24
++w11; 
# 25
} while (w11 < 7); 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 16 "v001629.cu"
template< class T, int N> static void 
# 17
sift6_kernel(T *out7, float *acc8, T *buf9) 
# 18
{__wrapper__device_stub_sift6_kernel<T,N>(out7,acc8,buf9);
# 26
return;}
#if 0
# 18
{ 
# 19
char sum10 = (-16); 
# 20
int w11 = 0; 
# 21
do { 
# 22
auto z12 = acc8[sum10]; 
# 23
constexpr int diff13 = (16UL); 
# 24
++w11; 
# 25
} while (w11 < 7); 
# 26
} 
#endif
# 28 "v001629.cu"
__attribute__((visibility("hidden"))) void weigh14_kernel(const float *coef15) ;
#if 0
# 29
{ 
# 30
auto z16 = 32; 
# 31
++z16; 
# 32
z16 = 32; 
# 33
int f17 = ((unsigned long)32); 
# 34
constexpr unsigned h18 = ('a'); 
# 35
} 
#endif
# 36 "v001629.cu"
enum class Color19 { Low20 = 2, Blue21, Mul22 = 8}; 
# 38
__attribute__((unused)) inline unsigned long long pivot23(int *out24) 
# 39
{int volatile ___ = 1;(void)out24;
# 49
::exit(___);}
#if 0
# 39
{ 
# 40
double r25 = 62 << (static_cast< long>(out24[5])); 
# 41
auto val26 = (static_cast< int>(r25 - (38ULL))) * r25; 
# 42
auto base27 = 11; 
# 43
if (val26 < (12)) { 
# 44
return 5; 
# 45
}  
# 46
int flag28 = 32; 
# 47
float hi29 = r25; 
# 48
return flag28; 
# 49
} 
#endif
# 51 "v001629.cu"
int main() 
# 52
{ 
# 53
int count30 = 2819; 
# 54
Color19 w31 = Color19::Blue21; 
# 55
w31 = w31; 
# 56
(__cudaPushCallConfiguration((count30 + 31) / 32, 256, sizeof(double) * (128))) ? (void)0 : sift6_kernel< long, 2> ((long *)nullptr, nullptr, nullptr); 
# 57
(__cudaPushCallConfiguration(1 << 3, 64 * 2, 0)) ? (void)0 : weigh14_kernel(nullptr); 
# 58
return 0; 
# 59
} 

# 1 "v001629.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8ba2c28a_10_v001629_cu_8f129109
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001629.cudafe1.stub.c"
#include "v001629.cudafe1.stub.c"
# 1 "v001629.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
