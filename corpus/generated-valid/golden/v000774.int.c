# 1 "v000774.cu"
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
# 5 "v000774.cu"
__attribute__((visibility("hidden"))) void step1_kernel(int n2, int count3, unsigned *out4) ;
#if 0
# 5
{ 
# 6
(out4[6]) *= (static_cast< int>(57 >> (*out4))); 
# 7
n2 = ((53) ^ (out4[0])); 
# 8
count3 &= 47UL; 
# 9
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 11 "v000774.cu"
template< class T, int N = 6> static void 
# 12
__wrapper__device_stub_count5_kernel(const T *&input6, int &lane7, float *&data8, T *&data9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 12
{ 
# 13
int s10{lane7}; 
# 14
T v11 = data9[0]; 
# 15
static_assert((20 == 20), "size check");
# 16
double z12 = (N); 
# 17
} 
#endif

#pragma GCC diagnostic pop

# 11 "v000774.cu"
template< class T, int N = 6> static void 
# 12
count5_kernel(const T *input6, int lane7, float *data8, T *data9) {__wrapper__device_stub_count5_kernel<T,N>(input6,lane7,data8,data9);
# 17
return;}
#if 0
# 12
{ 
# 13
int s10{lane7}; 
# 14
T v11 = data9[0]; 
# 15
static_assert((20 == 20), "size check");
# 16
double z12 = (N); 
# 17
} 
#endif
# 19 "v000774.cu"
extern "C" {
# 20
__attribute__((visibility("hidden"))) void sift13_kernel(float *dst14, const float *input15) ;
#if 0
# 20
{ 
# 21
--(dst14[7]); 
# 22
(*dst14) /= (dst14[7]); 
# 23
} 
#endif
# 24 "v000774.cu"
}
# 25
static int d_apply16[4]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27
template< class T, class U> static void 
# 28
__wrapper__device_stub_warp17_kernel(const T *&input18, const U *&src19, float *&buf20, float &cfg21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
(d_apply16[3]) -= 58UL; 
# 30
--(*buf20); 
# 31
--(buf20[5]); 
# 32
(d_apply16[2])++; 
# 33
T tmp22 = cfg21; 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 27 "v000774.cu"
template< class T, class U> static void 
# 28
warp17_kernel(const T *input18, const U *src19, float *buf20, float cfg21) {__wrapper__device_stub_warp17_kernel<T,U>(input18,src19,buf20,cfg21);
# 34
return;}
#if 0
# 28
{ 
# 29
(d_apply16[3]) -= 58UL; 
# 30
--(*buf20); 
# 31
--(buf20[5]); 
# 32
(d_apply16[2])++; 
# 33
T tmp22 = cfg21; 
# 34
} 
#endif
# 36 "v000774.cu"
__attribute__((visibility("hidden"))) void accum23(float cfg24) ;
#if 0
# 36
{ 
# 37
--(d_apply16[1]); 
# 38
auto lim25 = cfg24; 
# 39
if (((cfg24 += (d_apply16[3])), lim25) == cfg24) { 
# 40
goto done26; 
# 41
}  
# 42
lim25 = (d_apply16[1]); 
# 43
done26:; ; 
# 44
} 
#endif
# 46 "v000774.cu"
int main() { 
# 47
int count27 = 2991; 
# 48
auto step29 = [](double base28)->float { 
# 49
static_assert((56 == 56), "expected value");
# 50
base28 = base28; 
# 51
(__cudaPushCallConfiguration(sizeof(float) * (128), 128, sizeof(double) * (64))) ? (void)0 : count5_kernel< unsigned, 3> (nullptr, -8LL, static_cast< float *>(nullptr), nullptr); 
# 52
return (1.125F); 
# 53
} ; typedef decltype(step29) __T0;
# 54
step29(count27); 
# 55
count27--; 
# 56
count27++; 
# 57
double cnt30[6]{(8.75), (20.875), (1.0), (-(10.875F)), static_cast< double>(count27), (20.25)}; 
# 58
++(cnt30[3]); 
# 59
(__cudaPushCallConfiguration(1 << 8, 16 * 2)) ? (void)0 : step1_kernel(count27 | count27, 22, (unsigned *)nullptr); 
# 60
(__cudaPushCallConfiguration(2, ((dim3)((count27 + 63) / 64)), sizeof(float) * (128))) ? (void)0 : sift13_kernel(nullptr, nullptr); 
# 61
(__cudaPushCallConfiguration(dim3(2, 32, 32), sizeof(float) * (32), 0)) ? (void)0 : warp17_kernel< long, int> (nullptr, nullptr, (float *)nullptr, cnt30[4]); 
# 62
return 0; 
# 63
} 

# 1 "v000774.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dc034d36_10_v000774_cu_409c3085
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000774.cudafe1.stub.c"
#include "v000774.cudafe1.stub.c"
# 1 "v000774.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
