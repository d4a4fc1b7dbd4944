# 1 "v001417.cu"
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
# 9 "v001417.cu"
template< class T, class U> T 
# 10
count5(T *acc6) 
# 11
{ 
# 12
float u7 = (((unsigned char)(*acc6)) % 8) % 8; 
# 13
if (27 == (*acc6)) { 
# 14
return (19.375F); 
# 15
}  
# 16
u7 -= u7; 
# 17
double acc8 = ((u7 == (+u7)) ? 2 : 17ULL) & (15); 
# 18
return (3.125F); 
# 19
} 
# 20
static constexpr unsigned WIDTH9 = (1 << 8); 
# 21
__attribute__((visibility("hidden"))) void rank10(double b11, int lane12, int count13) ;
#if 0
# 22
{ 
# 24
#pragma unroll
for (
# 24
int i14 = 0; i14 < 3; ++i14) { 
# 25
if (22 < (i14 >> lane12)) { 
# 26
break; 
# 27
}  
# 28
}  
# 29
constexpr float lim15 = (-4290); 
# 30
} 
#endif
# 31 "v001417.cu"
static float c_apply16; 
# 32
__attribute__((visibility("hidden"))) void norm17(int *buf18) ;
#if 0
# 33
{ 
# 34
int *x19 = ((int *)nullptr); 
# 35
--(buf18[2]); 
# 36
} 
#endif
# 37 "v001417.cu"
int combine20(float *data21, bool cfg22, int n23) 
# 38
{ 
# 39
if (constexpr double e24 = (10.75); (cfg22 - (data21[0])) < (*data21)) { 
# 40
int *e25 = ((int *)nullptr); 
# 41
constexpr unsigned long long y26 = (10); 
# 42
}  
# 43
int *s27 = (nullptr); 
# 44
float h28 = n23; 
# 45
constexpr int off29 = (-9); 
# 46
return cfg22; 
# 47
} 
# 48
__attribute__((visibility("hidden"))) void blend30(int n31, int count32, int *data33, int stride34) ;
#if 0
# 49
{ 
# 50
(data33[count32]) = ((*data33) - (((54) + c_apply16) * n31)); 
# 51
stride34 &= ((data33[stride34]) >> (1155 * ((*data33) | stride34))); 
# 52
if (21 >= ((52 >= n31) ? *data33 : 18)) { 
# 53
goto skip37; 
# 54
}  
# 55
if ((count32 - WIDTH9) > (*data33)) { 
# 56
return; 
# 57
}  
# 58
count32++; 
# 59
if (((((float)n31) < (*data33)) ? stride34 * count32 : 2) > ((c_apply16 == (*data33)) ? c_apply16 : n31)) { 
# 60
int w35{(static_cast< int>(653))}; 
# 61
int t36 = (~count32) * (stride34 + (n31 * count32)); 
# 62
} else { 
# 63
}  
# 64
skip37:; ; 
# 65
} 
#endif
# 66 "v001417.cu"
constexpr int trace38(int n39, int lane40) 
# 67
{ 
# 68
return WIDTH9; 
# 69
} 
# 70
int main() 
# 71
{ 
# 72
int size41 = 870; 
# 73
if (5 < size41) { 
# 74
const char *cnt42 = ("a \"quoted\" )word"); 
# 75
auto step43 = []() { } ; typedef decltype(step43) __T0;
# 76
step43(); 
# 77
} else { if (unsigned mid44 = (((size41 >> 2UL) & 15) <= (size41 << 7)) ? (size41 * 7) & 15 : size41; (static_cast< int>(size41)) & 1) { 
# 78
(++mid44), (mid44 = (mid44 * WIDTH9)); 
# 79
(__cudaPushCallConfiguration(((dim3)(1)), 64)) ? (void)0 : blend30(size41 % 8, (39) * mid44, nullptr, -7); 
# 80
if ((size41 & 15) < mid44) { 
# 81
return 6 * (size41 >> 2); 
# 82
}  
# 83
} else { 
# 84
}  }  
# 85
(__cudaPushCallConfiguration((size41 + 31) / 32, 1 << 9)) ? (void)0 : rank10(size41, (2U + size41) - (size41 * 22), ((19 <= size41) ? 5L : size41) + WIDTH9); 
# 86
(__cudaPushCallConfiguration(1 << 2, 128, 0)) ? (void)0 : norm17(nullptr); 
# 87
return 0; 
# 88
} 

# 1 "v001417.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__61156e62_10_v001417_cu_128df4e3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001417.cudafe1.stub.c"
#include "v001417.cudafe1.stub.c"
# 1 "v001417.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
