# 1 "v000995.cu"
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
# 12 "v000995.cu"
__attribute__((visibility("hidden"))) void trace7_kernel(const float *in8) ;
#if 0
# 12
{ 
# 13
float z9 = (25) - ((*in8) * (*in8)); 
# 14
float h10 = (4); 
# 15
unsigned v11 = *in8; 
# 16
} 
#endif
# 17 "v000995.cu"
static bool c_fuse12; 
# 19
__attribute__((visibility("hidden"))) void bias13_kernel(int *buf14, int lane15) ;
#if 0
# 19
{ 
# 20
if (!buf14) { 
# 21
return; }  
# 22
unsigned long lo16 = (3430); 
# 23
} 
#endif
# 24 "v000995.cu"
enum class Op17: int { Blue18, High19 = 4, Idle20 = 8, On21}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 26
template< class T, class U> 
# 27
__attribute((noinline)) __attribute__((unused)) static int shade22(T q23, float q24) {int volatile ___ = 1;(void)q23;(void)q24;
# 38
::exit(___);}
#if 0
# 27
{ 
# 28
for (int i25 = 0; i25 < 4; i25 += 1) { 
# 29
U u26 = ((c_fuse12 < i25) && i25 && (q23 <= q24) && (q24 > q23)) ? q23 * q23 : (6.875); 
# 30
}  
# 31
--q24; 
# 32
for (int j27 = 9; j27 > 0; --j27) { 
# 33
if (c_fuse12 == j27) { 
# 34
return c_fuse12 ? q23 : q24; }  
# 35
Op17 cnt28 = Op17::High19; 
# 36
}  
# 37
return 49 * (c_fuse12 ? '0' : 128); 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 40 "v000995.cu"
__attribute__((visibility("hidden"))) void tally29_kernel(int count30, unsigned *buf31, int *out32) ;
#if 0
# 40
{ 
# 41
if (unsigned flag33 = (36) - (buf31[count30]); ((*out32) + (c_fuse12 - 25)) == c_fuse12) { 
# 42
flag33 = (__alignof__(float)); }  
# 43
(out32[7])--; 
# 44
static_assert((48 == 48));
# 45
} 
#endif
# 52 "v000995.cu"
__attribute__((visibility("hidden"))) void map_decay35(int *data, int n) ;
#if 0
# 52
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 54 "v000995.cu"
extern "C" {
# 55
__attribute__((visibility("hidden"))) void rank36_kernel(const unsigned short *input37, unsigned long long *data38, const int *input39, int *out40) ;
#if 0
# 55
{ 
# 56
(out40[5]) %= 5; 
# 57
int mid41 = 47 * (input37[5]); 
# 58
} 
#endif
# 59 "v000995.cu"
}
# 61
__attribute__((visibility("hidden"))) void smooth42(Op17 p43, int stride44) ;
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern long dyn_45[]; 
# 63
Op17 t46 = p43; 
# 64
int res47 = (c_fuse12 - 4) - 463UL; 
# 65
for (int n48 = 10; n48 > 0; --n48) { }  
# 66
if ((!(res47 != (dyn_45[7]))) || c_fuse12) { 
# 67
__attribute__((unused)) static int sh_49[256]; 
# 68
do { int tmp_ = res47; res47 = stride44; stride44 = tmp_; } while (0); 
# 69
}  
# 70
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 72 "v000995.cu"
template< class T> static void 
# 73
__wrapper__device_stub_tally50(T &q51, short &beta52, const int *&input53) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 73
{ 
# 74
__attribute__((unused)) extern float dyn_54[]; 
# 75
__attribute__((unused)) static int sh_55[4 + (5 + 247)]; 
# 76
T u56 = (4) + (dyn_54[beta52]); 
# 77
int lim57 = input53[3]; 
# 78
} 
#endif

#pragma GCC diagnostic pop

# 72 "v000995.cu"
template< class T> static void 
# 73
tally50(T q51, short beta52, const int *input53) {__wrapper__device_stub_tally50<T>(q51,beta52,input53);
# 78
return;}
#if 0
# 73
{ 
# 74
__attribute__((unused)) extern float dyn_54[]; 
# 75
__attribute__((unused)) static int sh_55[4 + (5 + 247)]; 
# 76
T u56 = (4) + (dyn_54[beta52]); 
# 77
int lim57 = input53[3]; 
# 78
} 
#endif
# 80 "v000995.cu"
int main() { 
# 81
int count58 = 3779; 
# 82
(__cudaPushCallConfiguration((count58 + 63) / 64, 128 * 4, 4 + 1020)) ? (void)0 : tally29_kernel((count58 + count58) + count58, (unsigned *)nullptr, &count58); 
# 83
count58 = ((count58 + (count58 - ('A'))) + ((count58 + 17) + count58)); 
# 84
(__cudaPushCallConfiguration(128, 512, 0)) ? (void)0 : trace7_kernel(nullptr); 
# 85
(__cudaPushCallConfiguration((count58 + 31) / 32, 4 + 60, sizeof(int) * (256))) ? (void)0 : bias13_kernel(&count58, (count58 + ('#')) * 4); 
# 86
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : map_decay35(nullptr, 57L + count58); 
# 87
return 0; 
# 88
} 

# 1 "v000995.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e185f542_10_v000995_cu_79db8836
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000995.cudafe1.stub.c"
#include "v000995.cudafe1.stub.c"
# 1 "v000995.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
