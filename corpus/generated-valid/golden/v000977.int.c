# 1 "v000977.cu"
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
# 15 "v000977.cu"
double g_blend6 = (43); 
# 17
template< class T> 
# 18
struct Stats7 { 
# 19
T val8; 
# 20
unsigned y9; 
# 21
T val10; 
# 22
}; 
# 24
namespace img11 { 
# 25
__attribute((always_inline)) __attribute__((unused)) inline double combine12(const Stats7< long>  &p13, const Stats7< long>  &p14, unsigned *data15) {int volatile ___ = 1;(void)p13;(void)p14;(void)data15;
# 34
::exit(___);}
#if 0
# 25
{ 
# 26
unsigned w16 = ((2) * (__device_builtin_variable_threadIdx.x)) + (((__device_builtin_variable_threadIdx.x) | (*data15)) * ((256) + (data15[7]))); 
# 27
w16++; 
# 28
int *prod17 = (nullptr); 
# 29
++(data15[0]); 
# 30
w16--; 
# 31
unsigned char res18 = *data15; 
# 32
Stats7< long>  hi19 = Stats7< long> {((long)15), (23UL), (49)}; 
# 33
return data15[3]; 
# 34
} 
#endif
# 35 "v000977.cu"
typedef Stats7< long>  rec20_t; 
# 37
class Particle21 { 
# 38
int flag22; 
# 40
public: Particle21(int init23) : flag22(init23) { } 
# 41
int norm24() const { 
# 42
return flag22; 
# 43
} 
# 44
}; 
# 45
}
# 47
__attribute__((visibility("hidden"))) void pivot25_kernel(int lane26) ;
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern double dyn_27[]; 
# 49
unsigned gid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
if (gid28 >= lane26) { 
# 51
return; 
# 52
}  
# 53
if (lane26 >= ((dyn_27[0]) - (__device_builtin_variable_blockIdx.x))) { 
# 54
return; 
# 55
}  
# 56
int u29{(int)(+((__device_builtin_variable_blockDim.x) + img11::combine12(Stats7< long> {(1483UL), static_cast< unsigned>(gid28), 3L}, Stats7< long> {(2306), 8U, (static_cast< long>(41UL))}, nullptr)))}; 
# 57
(dyn_27[u29])--; 
# 58
if ((gid28 * 31UL) != u29) { 
# 59
return; 
# 60
}  
# 61
} 
#endif
# 63 "v000977.cu"
double relax30(int len31) { 
# 64
len31 = 98; 
# 65
g_blend6 = (len31 % (5 - (len31 >> 5))); 
# 66
len31 = ((len31 << len31) * g_blend6); 
# 67
if ((-len31) == len31) { 
# 68
goto done32; 
# 69
}  
# 70
(__cudaPushCallConfiguration(4, 6 + (32 + 26))) ? (void)0 : pivot25_kernel((len31 - 3) ^ 24L); 
# 71
g_blend6 = (25); 
# 72
len31 = (57L); 
# 73
done32:; ; 
# 74
return g_blend6; 
# 75
} 
# 77
int main() { 
# 78
int size33 = 1874; 
# 79
size33 = g_blend6; 
# 80
size33 = (23L); 
# 81
(__cudaPushCallConfiguration((6 + (6 + (6 + 46))) * 8, 16 * 16)) ? (void)0 : pivot25_kernel((2 * size33) + relax30(57L)); 
# 82
return 0; 
# 83
} 

# 1 "v000977.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f4bc83a8_10_v000977_cu_g_blend6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000977.cudafe1.stub.c"
#include "v000977.cudafe1.stub.c"
# 1 "v000977.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
