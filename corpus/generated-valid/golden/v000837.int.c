# 1 "v000837.cu"
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
# 8 "v000837.cu"
class Span3 { 
# 9
float sum4; 
# 10
char sum5; 
# 11
int z6; 
# 13
public: Span3(float c7, char c8, int a9) : sum4(c7), sum5(c8), z6(a9) { } 
# 14
void scale10(int s11) { 
# 15
unsigned q12 = (unsigned)(((2) * (sum4)) + (s11 / 2)); 
# 16
if (q12 <= (((z6) == (sum5)) ? 57 : 33)) { 
# 17
return; }  
# 18
} 
# 19
float total13() const { 
# 20
return sum5; 
# 21
} 
# 22
}; 
# 23
static int g_relax14; 
# 25
namespace gpu15 { 
# 26
inline void count16(double b17, float *data18, long q19) { 
# 27
for (int i20 = 0; i20 < q19; i20++) { 
# 28
--b17; 
# 29
for (int it21 = i20; it21 > 0; --it21) { 
# 30
bool diff22 = ((data18[4]) >= q19) || (((q19 < q19) ? b17 : ('z')) == (((2) * ((data18[6]) + (8U))) + (data18[7]))); 
# 31
unsigned r23 = it21 + it21; 
# 32
}  
# 33
}  
# 34
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36
template< class T> static void 
# 37
__wrapper__device_stub_fold24_kernel(T &a25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
constexpr int off27 = (-51); 
# 40
T cnt28 = a25; 
# 41
cnt28 *= ((idx26 - ((__device_builtin_variable_gridDim.y) * a25)) * (__device_builtin_variable_gridDim.x)); 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 36 "v000837.cu"
template< class T> static void 
# 37
fold24_kernel(T a25) {::gpu15::__wrapper__device_stub_fold24_kernel<T>(a25);
# 42
return;}
#if 0
# 37
{ 
# 38
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
constexpr int off27 = (-51); 
# 40
T cnt28 = a25; 
# 41
cnt28 *= ((idx26 - ((__device_builtin_variable_gridDim.y) * a25)) * (__device_builtin_variable_gridDim.x)); 
# 42
} 
#endif
# 43 "v000837.cu"
}
# 45
int main() { 
# 46
int len29 = 852; 
# 47
int stride30 = (2 * g_relax14) + (len29 / 2); 
# 48
int mid31 = 3; 
# 49
unsigned long stride32{static_cast< unsigned long>(stride30)}; 
# 50
(__cudaPushCallConfiguration((stride30 + 127) / 128, 16 * 16, 0)) ? (void)0 : gpu15::fold24_kernel(g_relax14); 
# 51
return 0; 
# 52
} 

# 1 "v000837.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ca60f6cd_10_v000837_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000837.cudafe1.stub.c"
#include "v000837.cudafe1.stub.c"
# 1 "v000837.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
