# 1 "v002217.cu"
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
# 17 "v002217.cu"
enum class Kind5: long { Busy6 = 1L, Red7, Blue8, Busy9 = 9L}; 
# 19
float pivot10(Kind5 q11, int len12) { 
# 20
++len12; 
# 21
do { len12 += (((short)(11 - len12)) % 11); } while (0); 
# 22
float lim13 = +((((len12 + len12) + 3) + len12) + (len12 & len12)); 
# 23
long flag14 = (len12 % 48UL) % (' '); 
# 24
return 11; 
# 25
} 
# 27
__attribute__((unused)) inline double stencil15(double p16, float p17, Kind5 a18) {int volatile ___ = 1;(void)p16;(void)p17;(void)a18;
# 37
::exit(___);}
#if 0
# 27
{ 
# 28
if ((31) <= (((p17 * (3)) + (44)) + ('0'))) { 
# 29
for (int j19 = 0; j19 < 13; ++j19) { 
# 30
float tmp20{(23.375F)}; 
# 31
++tmp20; 
# 32
}  
# 33
} else { 
# 34
constexpr int t21 = (-53); 
# 35
}  
# 36
return ((p17 + ((p16 + (20UL)) + p17)) + (p17 + p17)) * (p17 + (46)); 
# 37
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39 "v002217.cu"
template< class T, int N> static void 
# 40
__wrapper__device_stub_apply22(T &p23, int *&acc24, float *__restrict__ &data25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
if (*acc24) { 
# 42
goto finish28; 
# 43
}  
# 44
switch ((*acc24) | (*acc24)) { 
# 45
case 1:  
# 46
for (int i26 = 0; i26 < 4; ++i26) { 
# 47
const bool stride27 = p23 <= (9.125F); 
# 48
(acc24[i26]) = ((+(1 >> (acc24[i26]))) + (11 << (-(acc24[i26])))); 
# 49
}  
# 50
[[fallthrough]] ; 
# 51
case 5:  
# 52
break; 
# 53
case 12:  
# 54
break; 
# 55
}  
# 56
finish28:; ; 
# 57
} 
#endif

#pragma GCC diagnostic pop

# 39 "v002217.cu"
template< class T, int N> static void 
# 40
apply22(T p23, int *acc24, float *__restrict__ data25) {__wrapper__device_stub_apply22<T,N>(p23,acc24,data25);
# 57
return;}
#if 0
# 40
{ 
# 41
if (*acc24) { 
# 42
goto finish28; 
# 43
}  
# 44
switch ((*acc24) | (*acc24)) { 
# 45
case 1:  
# 46
for (int i26 = 0; i26 < 4; ++i26) { 
# 47
const bool stride27 = p23 <= (9.125F); 
# 48
(acc24[i26]) = ((+(1 >> (acc24[i26]))) + (11 << (-(acc24[i26])))); 
# 49
}  
# 50
[[fallthrough]] ; 
# 51
case 5:  
# 52
break; 
# 53
case 12:  
# 54
break; 
# 55
}  
# 56
finish28:; ; 
# 57
} 
#endif
# 59 "v002217.cu"
inline int mix29(char p30) { 
# 60
++p30; 
# 61
if (59 < (p30 + (p30 + ('\"')))) { 
# 62
{ 
# 63
int cnt31 = (-48); 
# 64
p30 = p30; 
# 65
} 
# 66
} else { 
# 67
}  
# 68
return p30; 
# 69
} 
# 71
unsigned long decay32(float alpha33, float b34) { 
# 72
auto fn37 = [=](unsigned char stride35, double t36) mutable->float { 
# 73
++(alpha33); 
# 74
stride35 = (4UL + ((stride35 | stride35) | (stride35 + __alignof__(float)))); 
# 75
return (9.125F) * (stride35 + __alignof__(double)); 
# 76
} ; typedef decltype(fn37) __T0;
# 77
if (b34 != (21)) { 
# 78
goto done40; 
# 79
}  
# 80
for (int i38 = 0; i38 < 11; ++i38) { 
# 81
(__cudaPushCallConfiguration((i38 + 31) / 32, 32 * 2, sizeof(float) * (32))) ? (void)0 : apply22< unsigned, 4> (b34 * i38, (int *)nullptr, &alpha33); 
# 82
float base39{(6.375F)}; 
# 83
base39 = ((short)(((static_cast< int>(base39)) + b34) + (b34 + (34)))); 
# 84
}  
# 85
done40:; ; 
# 86
return 2; 
# 87
} 
# 89
int main() { 
# 90
int len41 = 1634; 
# 91
static_assert((sizeof(int) == (4)));
# 92
do { len41 += ((len41 & (0 + len41)) >> ((-len41) & 4948)); } while (0); 
# 93
do { len41 += 11; } while (0); 
# 94
return 0; 
# 95
} 

# 1 "v002217.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__86a497e2_10_v002217_cu_0fdff895
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002217.cudafe1.stub.c"
#include "v002217.cudafe1.stub.c"
# 1 "v002217.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
