# 1 "i000052.cu"
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
# 15 "i000052.cu"
int split4(int n5) { 
# 16
float mid6 = (19.625F) * n5; 
# 17
int e7 = 27; 
# 18
if (((unsigned long long)((mid6 > (55U)) ? n5 : 12)) > (20)) { 
# 19
int e8 = static_cast< double>((n5 % 51L) / (static_cast< float>((8.875F)))); 
# 20
++e8; 
# 21
} else { if (n5 < mid6) { 
# 22
if (n5 >= 48) { 
# 23
return 55UL; 
# 24
}  
# 25
long val9 = (37); 
# 26
}  }  
# 27
return (float)(15.75F); 
# 28
} 
# 35
__attribute__((visibility("hidden"))) void map_kick11(int *data, int n) ;
#if 0
# 35
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 36 "i000052.cu"
__attribute__((visibility("hidden"))) void map_scale12(double *data, int n) ;
#if 0
# 36
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 43 "i000052.cu"
__attribute__((visibility("hidden"))) void map_decay14(int *data, int n) ;
#if 0
# 43
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 44 "i000052.cu"
__attribute__((visibility("hidden"))) void map_warp15(unsigned *data, int n) ;
#if 0
# 44
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 46 "i000052.cu"
namespace img16 { 
# 47
constexpr int host_apply17(int stride18) { 
# 48
return sizeof(long); 
# 49
} 
# 51
__attribute__((visibility("hidden"))) void kick19_kernel(int len20, float *__restrict__ dst21) ;
#if 0
# 51
{ 
# 52
(*dst21) = (9.5F); 
# 53
int lo22{(64ULL)}; 
# 54
static_assert(((3 * 3) > 8));
# 55
(*dst21) = ((((dst21[len20 & 7]) * len20) / ((int)lo22)) + (0UL | len20)); 
# 56
} 
#endif
# 57 "i000052.cu"
}
# 59
class Acc23 { 
# 60
int val25; 
# 62
public: Acc23(int init26) : val25(init26) { } 
# 63
int mix27(int x28) const { 
# 64
return static_cast< int>(12 - (val25)); 
# 65
} 
# 66
int apply29() const { 
# 67
int y30 = (12 & (val25)) * (val25); 
# 68
return (15U) / ((val25) | 38UL); 
# 69
} 
# 70
}; 
# 72
long norm31(float *__restrict__ dst32) { 
# 73
{ 
# 74
(dst32[7]) = ((+(*dst32)) * ((20.75F) * (dst32[5]))); 
# 75
double stride33 = ((21.75F) + (*dst32)) / (6); 
# 76
} 
# 77
++(dst32[0]); 
# 78
Acc23 z34{(int)53}; 
# 79
return 5UL; 
# 80
} 
# 82
namespace img35 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 83
template< class T> static void 
# 84
__wrapper__device_stub_sweep36_kernel(T *&dst37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 84
{ 
# 85
int gid38 = __device_builtin_variable_threadIdx.x; 
# 86
T idx39 = (((dst37[gid38]) * gid38) + gid38) * ((48) - (__device_builtin_variable_blockDim.x)); 
# 87
Acc23 hi40(37 & gid38); 
# 88
} 
#endif

#pragma GCC diagnostic pop

# 83 "i000052.cu"
template< class T> static void 
# 84
sweep36_kernel(T *dst37) {::img35::__wrapper__device_stub_sweep36_kernel<T>(dst37);
# 88
return;}
#if 0
# 84
{ 
# 85
int gid38 = __device_builtin_variable_threadIdx.x; 
# 86
T idx39 = (((dst37[gid38]) * gid38) + gid38) * ((48) - (__device_builtin_variable_blockDim.x)); 
# 87
Acc23 hi40(37 & gid38); 
# 88
} 
#endif
# 90 "i000052.cu"
constexpr int check_accum41(int lane42) { 
# 91
float m43(lane42 - (((2) != (lane42 - 64UL)) ? lane42 >> lane42 : 8)); 
# 92
return m43; 
# 93
} 
# 95
__attribute__((visibility("hidden"))) void combine44(const int *__restrict__ in45) ;
#if 0
# 95
{ 
# 96
float prod46 = (float)(in45[6]); 
# 97
int val47 = (static_cast< int>(12)); 
# 98
} 
#endif
# 99 "i000052.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 100
template< class F> static void 
# 101
__wrapper__device_stub_apply_kernel55(F &f, int *&p) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 102
{ 
# 103
(p[__device_builtin_variable_threadIdx.x]) = f(__device_builtin_variable_threadIdx.x); 
# 104
} 
#endif

#pragma GCC diagnostic pop

# 100 "i000052.cu"
template< class F> static void 
# 101
apply_kernel55(F f, int *p) 
# 102
{__wrapper__device_stub_apply_kernel55<F>(f,p);
# 104
return;}
#if 0
# 102
{ 
# 103
(p[__device_builtin_variable_threadIdx.x]) = f(__device_builtin_variable_threadIdx.x); 
# 104
} 
#endif
# 106 "i000052.cu"
int main() { 
# 107
int count48 = 3335; 
# 108
auto op56 = [](int x) { return x * 2; } ; typedef decltype(op56) __T0;
# 109
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : apply_kernel55(op56, nullptr); 
# 110
for (int it49 = 0; it49 < count48; ++it49) { 
# 111
if (count48 == 59UL) { 
# 112
auto step52 = [](unsigned f50)->unsigned short { 
# 113
(__cudaPushCallConfiguration((f50 + (255)) / (256), 1 << 8, 0)) ? (void)0 : img35::combine44(static_cast< const int *>(nullptr)); 
# 114
unsigned long lim51 = (2538UL & ((f50 >= sizeof(Acc23)) ? 12 : sizeof(int))) & ((26) & f50); 
# 115
f50 = f50; 
# 116
return lim51; 
# 117
} ; typedef decltype(step52) __T1;
# 118
for (int n53 = 0; n53 < 6; n53++) { 
# 119
(__cudaPushCallConfiguration((n53 + 31) / 32, sizeof(int) * (16))) ? (void)0 : map_scale12(nullptr, it49); 
# 120
float k54 = (+count48) * 12; 
# 121
}  
# 122
} else { 
# 123
}  
# 124
}  
# 125
(__cudaPushCallConfiguration(4, 2 * 16)) ? (void)0 : map_kick11(nullptr, count48 * count48); 
# 126
(__cudaPushCallConfiguration((12 + 4) * 8, 32, sizeof(int) * (32))) ? (void)0 : map_decay14(nullptr, count48); 
# 127
(__cudaPushCallConfiguration(32, 12 + (12 + 104))) ? (void)0 : map_warp15((unsigned *)nullptr, count48); 
# 128
return 0; 
# 129
} 

# 1 "i000052.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4808ab57_10_i000052_cu_1fb92b94
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000052.cudafe1.stub.c"
#include "i000052.cudafe1.stub.c"
# 1 "i000052.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
