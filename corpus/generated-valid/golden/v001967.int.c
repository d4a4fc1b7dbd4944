# 1 "v001967.cu"
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
# 15 "v001967.cu"
struct Cell5 { 
# 16
float count6; 
# 17
int weight7; 
# 18
int mass8; 
# 19
bool count9; 
# 20
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22
template< class T, int N = 7> static void 
# 23
__wrapper__device_stub_relax10_kernel(T *&acc11, const T *&in12, int &lane13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern long dyn_14[]; 
# 25
unsigned char lo15 = (1) & ((dyn_14[lane13 & 7]) + (13L - lane13)); 
# 26
lo15 = (*in12); 
# 27
long base16[2] = {}; 
# 28
lane13 = lo15; 
# 29
--lo15; 
# 30
(base16[1]) = (acc11[lo15 & 7]); 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 22 "v001967.cu"
template< class T, int N = 7> static void 
# 23
relax10_kernel(T *acc11, const T *in12, int lane13) {__wrapper__device_stub_relax10_kernel<T,N>(acc11,in12,lane13);
# 31
return;}
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern long dyn_14[]; 
# 25
unsigned char lo15 = (1) & ((dyn_14[lane13 & 7]) + (13L - lane13)); 
# 26
lo15 = (*in12); 
# 27
long base16[2] = {}; 
# 28
lane13 = lo15; 
# 29
--lo15; 
# 30
(base16[1]) = (acc11[lo15 & 7]); 
# 31
} 
#endif
# 32 "v001967.cu"
static float d_spread17[32]; 
# 34
namespace detail18 { 
# 35
__attribute__((visibility("hidden"))) void combine19(const int *in20, int n21, float *data22, const unsigned *input23) ;
#if 0
# 35
{ 
# 36
(d_spread17[n21 & 31]) *= (((*in20) + ((long)2)) % ((*input23) + sizeof(double))); 
# 37
int stride24{n21}; 
# 38
stride24 = n21; 
# 39
int *sum25 = const_cast< int *>(in20); 
# 40
if (stride24 >= sizeof(float)) { 
# 41
goto done26; 
# 42
}  
# 43
--(sum25[n21]); 
# 44
done26:; ; 
# 45
} 
#endif
# 47 "v001967.cu"
__attribute__((visibility("hidden"))) void relax27(const short *src28, float *buf29) ;
#if 0
# 47
{ 
# 48
(d_spread17[20])++; 
# 49
(d_spread17[21]) = ((static_cast< short>(sizeof(short))) + (buf29[6])); 
# 50
(d_spread17[11]) = (6.375F); 
# 51
} 
#endif
# 52 "v001967.cu"
enum class State30 { Blue31 = 2, High32 = 4, Slow33, Blue34 = 7}; 
# 53
}
# 55
unsigned run_shade35(long *out36) { 
# 56
const char *e37 = ("x + 1"); 
# 57
int y38 = e37[1]; 
# 58
y38 = 49; 
# 59
return (e37[0]) - (e37[1]); 
# 60
} 
# 62
int main() { 
# 63
int n39 = 3305; 
# 64
(__cudaPushCallConfiguration(dim3((n39 + 31) / 32, (n39 + 63) / 64, 128), sizeof(int) * (2 + 14), 0, (cudaStream_t)0)) ? (void)0 : detail18::combine19(static_cast< const int *>(nullptr), 2, nullptr, nullptr); 
# 65
unsigned x40 = n39; 
# 66
(__cudaPushCallConfiguration(32, 2 + 62)) ? (void)0 : relax10_kernel< double, 7> (static_cast< double *>(nullptr), nullptr, 2); 
# 67
(__cudaPushCallConfiguration(dim3((x40 + (255)) / (256), sizeof(unsigned), 2), dim3(1, (x40 + (255)) / (256), (x40 + (255)) / (256)))) ? (void)0 : detail18::relax27(nullptr, nullptr); 
# 68
return 0; 
# 69
} 

# 1 "v001967.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6faba1ac_10_v001967_cu_9f431f82
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001967.cudafe1.stub.c"
#include "v001967.cudafe1.stub.c"
# 1 "v001967.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
