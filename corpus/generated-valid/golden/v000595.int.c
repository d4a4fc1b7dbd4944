# 1 "v000595.cu"
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
# 15 "v000595.cu"
enum class Level6: unsigned char { Off7 = 1U, Slow8}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 17
template< class T, int N> __attribute__((unused)) static int 
# 18
march9(const T *src10, int len11) {int volatile ___ = 1;(void)src10;(void)len11;
# 22
::exit(___);}
#if 0
# 18
{ 
# 19
T hi12 = ((15.375)); 
# 20
static_assert((sizeof(int) == (4)), "bad config");
# 21
return *src10; 
# 22
} 
#endif

#pragma GCC diagnostic pop

# 23 "v000595.cu"
const char *g_relax13 = ("\"q\""); 
# 25
__attribute__((visibility("hidden"))) void filter14_kernel(int len15, const float *input16, double alpha17, int *out18) ;
#if 0
# 25
{ 
# 26
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
if (gid19 >= len15) { 
# 28
return; }  
# 29
double y20 = march9< float, 7> (input16 + 0, *input16); 
# 30
auto q21 = *input16; 
# 31
__attribute__((unused)) static int sh_22[8]; 
# 32
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34 "v000595.cu"
template< class T, int N> static void 
# 35
__wrapper__device_stub_scatter23(T *&dst24, const T *&input25, T *&buf26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
int tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
__attribute__((unused)) static float sh_28; 
# 38
if ((-tid27) <= sh_28) { 
# 39
return; }  
# 40
Level6 mid29 = Level6::Off7; 
# 41
T res30(march9< T, 1> (dst24, (N >> tid27) - ((__device_builtin_variable_threadIdx.z) * (3)))); 
# 42
(buf26[1]) = ((21.125F) / __device_builtin_variable_warpSize); 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 34 "v000595.cu"
template< class T, int N> static void 
# 35
scatter23(T *dst24, const T *input25, T *buf26) {__wrapper__device_stub_scatter23<T,N>(dst24,input25,buf26);
# 43
return;}
#if 0
# 35
{ 
# 36
int tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
__attribute__((unused)) static float sh_28; 
# 38
if ((-tid27) <= sh_28) { 
# 39
return; }  
# 40
Level6 mid29 = Level6::Off7; 
# 41
T res30(march9< T, 1> (dst24, (N >> tid27) - ((__device_builtin_variable_threadIdx.z) * (3)))); 
# 42
(buf26[1]) = ((21.125F) / __device_builtin_variable_warpSize); 
# 43
} 
#endif
# 45 "v000595.cu"
inline float run_step31(int len32) { 
# 46
unsigned diff33 = (45); 
# 47
(__cudaPushCallConfiguration(2, sizeof(int) * (8))) ? (void)0 : scatter23< int, 2> (&len32, &len32, &len32); 
# 48
len32 = diff33; 
# 49
len32 = ((g_relax13[1]) * (((g_relax13[0]) + diff33) * ('\t'))); 
# 50
double idx34(-((59 & len32) | (len32 >> diff33))); 
# 51
if (idx34 >= (9)) { 
# 52
return 48 ^ (g_relax13[1]); }  
# 53
return sizeof(short); 
# 54
} 
# 56
int main() { 
# 57
int len35 = 268; 
# 58
(__cudaPushCallConfiguration((len35 + 255) / 256, 64 + (9 + (9 + (9 + 37))), sizeof(int) * (128))) ? (void)0 : filter14_kernel(__alignof__(char), nullptr, (run_step31(g_relax13[1])) * (8.375), &len35); 
# 59
int iter36 = 0; 
# 60
do { 
# 61
run_step31(4); 
# 62
++iter36; 
# 63
} while (iter36 < (4 * 2)); 
# 64
len35 = ((run_step31(iter36) - (20)) + (7)); 
# 65
return 0; 
# 66
} 

# 1 "v000595.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__96473539_10_v000595_cu_8df41324
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000595.cudafe1.stub.c"
#include "v000595.cudafe1.stub.c"
# 1 "v000595.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
