# 1 "v000224.cu"
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
# 17 "v000224.cu"
enum Op7: unsigned char { 
# 18
ADD8, 
# 19
RED9 = 6U, 
# 20
MUL10, 
# 21
ON11, 
# 22
LOW12
# 23
}; 
# 24
enum Axis13: short { BLUE14, FAST15}; 
# 25
static float d_scale16; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27
template< class T, int N> static void 
# 28
__wrapper__device_stub_stencil17(T *&acc18, T &q19, int &lane20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern int dyn_21[]; 
# 30
int idx22 = __device_builtin_variable_threadIdx.x; 
# 31
auto flag23 = lane20; 
# 32
(dyn_21[(__device_builtin_variable_blockDim.x) & (7)]) = (((dyn_21[0]) > N) ? dyn_21[0] : N); 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 27 "v000224.cu"
template< class T, int N> static void 
# 28
stencil17(T *acc18, T q19, int lane20) {__wrapper__device_stub_stencil17<T,N>(acc18,q19,lane20);
# 33
return;}
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern int dyn_21[]; 
# 30
int idx22 = __device_builtin_variable_threadIdx.x; 
# 31
auto flag23 = lane20; 
# 32
(dyn_21[(__device_builtin_variable_blockDim.x) & (7)]) = (((dyn_21[0]) > N) ? dyn_21[0] : N); 
# 33
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 35 "v000224.cu"
template< class T, int N> static void 
# 36
__wrapper__device_stub_kick24(T &beta25, T &beta26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern unsigned dyn_27[]; 
# 38
unsigned i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
double flag29[8] = {}; 
# 40
T y30 = ((double)4); 
# 41
y30 = (__device_builtin_variable_threadIdx.x); 
# 42
(dyn_27[__device_builtin_variable_blockDim.y]) = (39); 
# 43
T lim31 = ('A'); 
# 44
beta26 = (dyn_27[5]); 
# 45
++d_scale16; 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 35 "v000224.cu"
template< class T, int N> static void 
# 36
kick24(T beta25, T beta26) {__wrapper__device_stub_kick24<T,N>(beta25,beta26);
# 46
return;}
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern unsigned dyn_27[]; 
# 38
unsigned i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
double flag29[8] = {}; 
# 40
T y30 = ((double)4); 
# 41
y30 = (__device_builtin_variable_threadIdx.x); 
# 42
(dyn_27[__device_builtin_variable_blockDim.y]) = (39); 
# 43
T lim31 = ('A'); 
# 44
beta26 = (dyn_27[5]); 
# 45
++d_scale16; 
# 46
} 
#endif
# 48 "v000224.cu"
constexpr int fold32(int len33, int stride34) { 
# 49
stride34 = (LOW12); 
# 50
int u35 = ((unsigned long long)58U); 
# 51
return ((len33 > u35) ? len33 : u35); 
# 52
} 
# 54
void relax36(size_t *out37, int n38, long long p39) { 
# 55
unsigned e40[5] = {(47), 1U, 8U, (34UL), ((unsigned)(static_cast< short>('A')))}; 
# 56
n38 &= ((p39 * (4)) * (24U * (e40[n38]))); 
# 57
int t41 = e40[2]; 
# 58
{ 
# 59
(e40[0]) |= p39; 
# 60
fold32(fold32(n38, -4), fold32(p39 - t41, (p39 > n38) ? p39 : n38)); 
# 61
} 
# 62
} 
# 64
int blend42(float a43, int len44, unsigned b45 = 39L) { 
# 65
b45 = ((((a43 > (FAST15)) ? a43 : (FAST15)) - (len44 + b45)) - len44); 
# 66
{ 
# 67
float k46 = ~len44; 
# 68
k46 -= (-(16.5F)); 
# 69
} 
# 70
double y47 = (4) * (b45 + ((9UL) + a43)); 
# 71
float prod48{(float)((fold32(a43, +b45)) | b45)}; 
# 72
return MUL10; 
# 73
} 
# 75
int main() { 
# 76
int n49 = 1787; 
# 77
for (int n50 = 8; n50 > 0; --n50) { 
# 78
cudaStream_t off51 = (0); 
# 79
for (int n52 = 14; n52 > 0; --n52) { 
# 80
if (fold32(n49, 4284) == (LOW12)) { 
# 81
return n49 - fold32(n50, n50); 
# 82
}  
# 83
int lo53 = fold32(static_cast< int>(n49 % n50), 16); 
# 84
}  
# 85
}  
# 86
(__cudaPushCallConfiguration(2, ((dim3)(1)), sizeof(unsigned) * (1024), (cudaStream_t)0)) ? (void)0 : stencil17< long, 1> (nullptr, (((n49 > n49) ? n49 : n49) > (n49 * n49)) ? (n49 > n49) ? n49 : n49 : (n49 * n49), n49 + (7 + n49)); 
# 87
(__cudaPushCallConfiguration(1, (RED9) + ((MUL10) + ((MUL10) + 236)))) ? (void)0 : kick24< int, 2> (blend42(n49, FAST15, n49 ^ n49), blend42(n49 * n49, 49U * n49)); 
# 88
return 0; 
# 89
} 

# 1 "v000224.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__442e53f5_10_v000224_cu_aa391f88
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000224.cudafe1.stub.c"
#include "v000224.cudafe1.stub.c"
# 1 "v000224.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
