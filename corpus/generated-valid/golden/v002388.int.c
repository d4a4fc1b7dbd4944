# 1 "v002388.cu"
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
# 9 "v002388.cu"
struct Tile4 { 
# 10
double x5; 
# 11
size_t flag6; 
# 12
int weight7, vel8; 
# 13
}; 
# 15
extern "C" {
# 16
__attribute__((unused)) inline void pivot17(Tile4 q18, float *__restrict__ acc19) 
# 17
{int volatile ___ = 1;(void)q18;(void)acc19;
# 27
::exit(___);}
#if 0
# 17
{ 
# 18
if ((acc19[0]) <= (47ULL)) { 
# 19
goto out20; 
# 20
}  
# 21
++(acc19[0]); 
# 22
q18 = Tile4{(11.125), static_cast< unsigned long>(((q18.flag6) / (2)) + (53U)), (-46), (static_cast< int>(61))}; 
# 23
if (acc19 != (nullptr)) { 
# 24
return; 
# 25
}  
# 26
out20:; ; 
# 27
} 
#endif
# 29 "v002388.cu"
__attribute__((visibility("hidden"))) void shade9_kernel(int lane10, const float *in11, char b12) ;
#if 0
# 30
{ 
# 31
b12 = ((b12 += lane10), lane10); 
# 32
const double *val13 = reinterpret_cast< const double *>(in11); 
# 33
Tile4 y14{(8), 5UL, (63U), lane10}; 
# 34
++b12; 
# 35
int *y15 = ((int *)nullptr); 
# 36
float x16 = (val13[b12]) / (2); 
# 37
} 
#endif
# 38 "v002388.cu"
}
# 39
constexpr unsigned BLOCK21 = (7); 
# 40
enum class State22 { Fast23, Green24, Blue25, Low26}; 
# 42
static void bias27_kernel(const long long *in28, int len29, State22 beta30) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern float dyn_31[]; 
# 45
beta30 = beta30; 
# 46
if (beta30 != State22::Green24) { 
# 47
return; 
# 48
}  
# 49
} 
#endif
# 51 "v002388.cu"
__attribute__((visibility("hidden"))) void drift32(int lane33, float cfg34, float b35) ;
#if 0
# 52
{ 
# 53
cfg34 = (((cfg34 * (32ULL)) / (2)) + ((lane33 * 18U) * (BLOCK21 - lane33))); 
# 54
constexpr unsigned f36 = (48); 
# 55
lane33 = cfg34; 
# 56
bool k37 = (b35 + (((16U) == b35) ? b35 : f36)) != (BLOCK21 + b35); 
# 57
} 
#endif
# 59 "v002388.cu"
int check_shade38(signed char cfg39) 
# 60
{ 
# 61
const char *lo40 = ("path\\to"); 
# 62
double prod41 = (8); 
# 63
return BLOCK21; 
# 64
} 
# 66
int main() 
# 67
{ 
# 68
int len42 = 109; 
# 69
len42 = len42; 
# 70
len42 = (((float)BLOCK21) / (((double)len42) / len42)); 
# 71
(__cudaPushCallConfiguration(BLOCK21 + (249), ((dim3)(1 << (BLOCK21 + (1)))))) ? (void)0 : shade9_kernel(len42, nullptr, len42 * BLOCK21); 
# 72
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : bias27_kernel(static_cast< const long long *>(nullptr), len42, State22::Fast23); 
# 73
(__cudaPushCallConfiguration(2 * 8, 512, 1 << (BLOCK21 + (3)), (cudaStream_t)0)) ? (void)0 : drift32((len42 + BLOCK21) * ((len42 >= 58) ? BLOCK21 : BLOCK21), BLOCK21, static_cast< int>(54U * len42)); 
# 74
return 0; 
# 75
} 

# 1 "v002388.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__188b3660_10_v002388_cu_dab98f27
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002388.cudafe1.stub.c"
#include "v002388.cudafe1.stub.c"
# 1 "v002388.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
