# 1 "v002399.cu"
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
# 18 "v002399.cu"
template< class T> T 
# 19
pack6(T b7) { 
# 20
if (unsigned cnt8((61)); cnt8 != b7) { 
# 21
int pass9 = 0; 
# 22
while (pass9 < pass9) { 
# 23
for (int n10 = 0; n10 < pass9; ++n10) { 
# 24
b7 += 23; 
# 25
long long h11 = (59); 
# 26
b7 += 48; 
# 27
}  
# 28
++pass9; 
# 29
}  
# 30
}  
# 31
return (11.875); 
# 32
} 
# 33
static int d_sweep12; 
# 35
struct __attribute((aligned(8))) Bounds13 { 
# 36
int id14; 
# 37
float id15; 
# 38
float z16; 
# 39
}; 
# 41
namespace kern17 { 
# 42
int check_stencil18(int *acc19) { 
# 43
if (double lim20 = ((*acc19) * (acc19[1])) & 48UL; (*acc19) * (*acc19)) { 
# 44
for (int it21 = 5; it21 > 0; --it21) { 
# 45
(acc19[1]) ^= 30; 
# 46
size_t z22 = ((9) - lim20) / (1133U % it21); 
# 47
}  
# 48
(acc19[4]) |= (acc19[0]); 
# 49
}  
# 50
return (*acc19) - (+pack6(static_cast< float>(23U))); 
# 51
} 
# 53
__attribute__((visibility("hidden"))) void decay23_kernel(long long *__restrict__ out24, int lane25, int count26) ;
#if 0
# 53
{ 
# 54
count26 ^= ((static_cast< unsigned>(count26)) - count26); 
# 55
count26 = 8; 
# 56
bool res27 = (static_cast< unsigned char>((out24[count26]) | 2806LL)) == 42; 
# 57
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59 "v002399.cu"
template< class T, class U> static void 
# 60
__wrapper__device_stub_clamp28_kernel(const U *&src29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern long dyn_30[]; 
# 62
if (sizeof(Bounds13) <= ((dyn_30[d_sweep12 & 7]) * d_sweep12)) { 
# 63
return; 
# 64
}  
# 65
if ((src29[d_sweep12 & 7]) <= ((d_sweep12 > (*src29)) ? src29[1] : (d_sweep12 * (dyn_30[1])))) { 
# 66
unsigned s31 = -pack6< float> (-d_sweep12); 
# 67
(dyn_30[d_sweep12]) %= 10L; 
# 68
} else { if (pack6((T)pack6< U> (48)) != 36) { 
# 69
pack6< U> ((22.125F)); 
# 70
}  }  
# 71
} 
#endif

#pragma GCC diagnostic pop

# 59 "v002399.cu"
template< class T, class U> static void 
# 60
clamp28_kernel(const U *src29) {::kern17::__wrapper__device_stub_clamp28_kernel<T,U>(src29);
# 71
return;}
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern long dyn_30[]; 
# 62
if (sizeof(Bounds13) <= ((dyn_30[d_sweep12 & 7]) * d_sweep12)) { 
# 63
return; 
# 64
}  
# 65
if ((src29[d_sweep12 & 7]) <= ((d_sweep12 > (*src29)) ? src29[1] : (d_sweep12 * (dyn_30[1])))) { 
# 66
unsigned s31 = -pack6< float> (-d_sweep12); 
# 67
(dyn_30[d_sweep12]) %= 10L; 
# 68
} else { if (pack6((T)pack6< U> (48)) != 36) { 
# 69
pack6< U> ((22.125F)); 
# 70
}  }  
# 71
} 
#endif
# 72 "v002399.cu"
}
# 74
constexpr int check_apply32(int stride33) { 
# 75
return (17) / (+((stride33 > 27) ? 4709L : stride33)); 
# 76
} 
# 78
int main() { 
# 79
int count34 = 3908; 
# 80
auto lam38 = [=](int v35, int lo36) { 
# 81
int w37 = 0; 
# 82
while (w37 < lo36) { 
# 83
if (lo36 < (count34)) { 
# 84
continue; 
# 85
}  
# 86
v35 *= (((count34) + lo36) + 57L); 
# 87
++w37; 
# 88
}  
# 89
} ; typedef decltype(lam38) __T0;
# 90
lam38(count34, 48); 
# 91
Bounds13 q39 = Bounds13{(-39), (6.75F), (float)count34}; 
# 92
count34 %= 6; 
# 93
(__cudaPushCallConfiguration((count34 + 127) / 128, sizeof(unsigned) * (8))) ? (void)0 : kern17::decay23_kernel(nullptr, (48 + (q39.id14)) + sizeof(long long), q39.id14); 
# 94
(__cudaPushCallConfiguration((count34 + 127) / 128, 16 + 16)) ? (void)0 : kern17::clamp28_kernel< unsigned, unsigned> (nullptr); 
# 95
return 0; 
# 96
} 

# 1 "v002399.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9d5778b5_10_v002399_cu_a77613cd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002399.cudafe1.stub.c"
#include "v002399.cudafe1.stub.c"
# 1 "v002399.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
