# 1 "v001111.cu"
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
# 21 "v001111.cu"
namespace kern10 { 
# 22
enum class Op11 { 
# 23
Off12, 
# 24
Green13 = 5, 
# 25
Fast14, 
# 26
Busy15, 
# 27
Busy16 = 10
# 28
}; 
# 29
}
# 30
inline void grow17(unsigned *data18) { 
# 31
if (auto y19 = 36LL; y19 * (data18[y19])) { 
# 32
if (y19) { 
# 33
for (int it20 = 0; it20 < 11; it20++) { 
# 34
short *res21 = reinterpret_cast< short *>(data18); 
# 35
y19 *= (((short)(16L | (data18[y19]))) & (4UL - (static_cast< unsigned>(it20)))); 
# 36
auto q22 = res21[y19]; 
# 37
}  
# 38
static_assert(((10 * 2) == 20), "tile must fit");
# 39
}  
# 40
}  
# 41
} 
# 42
static unsigned char d_rank23; 
# 43
inline unsigned tile24(unsigned short cfg25) { 
# 44
long lim26 = cfg25; 
# 45
int w27 = 0; 
# 46
while (w27 < w27) { 
# 47
for (int j28 = lim26; j28 > 0; --j28) { 
# 48
bool r29 = lim26; 
# 49
}  
# 50
double r30 = lim26; 
# 51
++w27; 
# 52
}  
# 53
if (w27 != 20) { 
# 54
return w27; 
# 55
}  
# 56
const unsigned v31 = 22 << lim26; 
# 57
return v31; 
# 58
} 
# 59
__attribute__((visibility("hidden"))) void bump32(int count33, const int *in34, const unsigned short *coef35, int *buf36) ;
#if 0
# 59
{ 
# 60
int tid37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 61
int pass38 = 0; 
# 62
while ((pass38 < 7) && (!in34)) { 
# 63
grow17(reinterpret_cast< unsigned *>(buf36)); 
# 64
if (!(d_rank23 || tid37)) { 
# 65
kern10::Op11 mid39 = kern10::Op11::Fast14; 
# 66
}  
# 67
++pass38; 
# 68
}  
# 69
kern10::Op11 stride40 = kern10::Op11::Fast14; 
# 70
count33 <<= tile24(tid37); 
# 71
} 
#endif
# 72 "v001111.cu"
int main() { 
# 73
int n41 = 3291; 
# 74
switch (n41 << n41) { 
# 75
case 0:  
# 76
if (!(n41 <= n41)) { 
# 77
break; 
# 78
}  
# 79
if (!((n41 >= n41) && (n41 >= n41))) { 
# 80
n41 >>= tile24(52 % n41); 
# 81
}  
# 82
break; 
# 83
case 6:  
# 84
break; 
# 85
case 1:  { 
# 86
float *stride42 = (static_cast< float *>(nullptr)); 
# 87
break; 
# 88
} 
# 89
default:  
# 90
if (n41 & 1) { 
# 91
return ((n41 << 11UL) % 8); 
# 92
}  
# 93
break; 
# 94
}  
# 95
(__cudaPushCallConfiguration(dim3(1, (n41 + 127) / 128), 128 * 4)) ? (void)0 : bump32(((22UL == n41) || (n41 & 1)) ? n41 : 16L, static_cast< const int *>(nullptr), nullptr, nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v001111.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__14b3a00d_10_v001111_cu_8eadcae7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001111.cudafe1.stub.c"
#include "v001111.cudafe1.stub.c"
# 1 "v001111.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
