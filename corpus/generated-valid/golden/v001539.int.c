# 1 "v001539.cu"
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

# 28 "v001539.cu"
template< class T, int N> static void 
# 29
__wrapper__device_stub_grow8_kernel(T *&dst9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
(dst9[6]) = N; 
# 31
if (T lim10 = ('A'); (lim10 > lim10) && ((lim10 - 32UL) >= N)) { 
# 32
do { lim10 += 9; } while (0); 
# 33
lim10--; 
# 34
} else { 
# 35
(lim10--), ((dst9[4]) = lim10); 
# 36
}  
# 37
} 
#endif

#pragma GCC diagnostic pop

# 28 "v001539.cu"
template< class T, int N> static void 
# 29
grow8_kernel(T *dst9) {__wrapper__device_stub_grow8_kernel<T,N>(dst9);
# 37
return;}
#if 0
# 29
{ 
# 30
(dst9[6]) = N; 
# 31
if (T lim10 = ('A'); (lim10 > lim10) && ((lim10 - 32UL) >= N)) { 
# 32
do { lim10 += 9; } while (0); 
# 33
lim10--; 
# 34
} else { 
# 35
(lim10--), ((dst9[4]) = lim10); 
# 36
}  
# 37
} 
#endif
# 38 "v001539.cu"
enum class State11 { 
# 39
Blue12, 
# 40
Mul13, 
# 41
Low14, 
# 42
High15, 
# 43
Slow16
# 44
}; 
# 46
class Pixel17 { 
# 47
int weight18; 
# 49
public: Pixel17(int init19) : weight18(init19) { } 
# 50
int mix20() const { 
# 51
return (unsigned)((42UL == (weight18)) ? weight18 : sizeof(unsigned)); 
# 52
} 
# 53
}; 
# 55
struct Acc21 { 
# 56
int z22; 
# 57
int val23; 
# 58
float w24; 
# 59
void scale25(int y26) { 
# 60
y26 = (-1072); 
# 61
} 
# 62
int total27() const { 
# 63
return (z22) + 43U; 
# 64
} 
# 65
}; 
# 66
static unsigned c_grow28; 
# 67
static_assert((sizeof(int) == (4)), "bad config");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 69
template< class T, class U> static void 
# 70
__wrapper__device_stub_warp29_kernel(U *__restrict__ &out30, const long *&in31, unsigned &b32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 70
{ 
# 71
Acc21 cnt33 = Acc21{(56ULL), (46ULL), (-37)}; 
# 72
(*out30) = ((out30[b32]) * (static_cast< U>(c_grow28))); 
# 73
} 
#endif

#pragma GCC diagnostic pop

# 69 "v001539.cu"
template< class T, class U> static void 
# 70
warp29_kernel(U *__restrict__ out30, const long *in31, unsigned b32) {__wrapper__device_stub_warp29_kernel<T,U>(out30,in31,b32);
# 73
return;}
#if 0
# 70
{ 
# 71
Acc21 cnt33 = Acc21{(56ULL), (46ULL), (-37)}; 
# 72
(*out30) = ((out30[b32]) * (static_cast< U>(c_grow28))); 
# 73
} 
#endif
# 75 "v001539.cu"
int main() { 
# 76
int size34 = 2541; 
# 77
do { size34 += (-20); } while (0); 
# 78
size34 = size34; 
# 79
Acc21 idx35 = Acc21{(42U), 48, static_cast< float>(size34)}; 
# 80
--(idx35.w24); 
# 81
idx35 = Acc21{}; 
# 82
(__cudaPushCallConfiguration(256, 32 * 8)) ? (void)0 : grow8_kernel< float, 3> (static_cast< float *>(nullptr)); 
# 83
(__cudaPushCallConfiguration(dim3((size34 + 63) / 64, 1), 8 + (8 + (32 + (32 + 48))))) ? (void)0 : warp29_kernel< double, float> ((float *)nullptr, nullptr, idx35.total27()); 
# 84
return 0; 
# 85
} 

# 1 "v001539.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__30569994_10_v001539_cu_c_grow28
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001539.cudafe1.stub.c"
#include "v001539.cudafe1.stub.c"
# 1 "v001539.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
