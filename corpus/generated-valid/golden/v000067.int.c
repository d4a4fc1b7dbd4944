# 1 "v000067.cu"
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
# 8 "v000067.cu"
struct __attribute((aligned(8))) Pixel3 { 
# 9
bool count4; 
# 10
int y5; 
# 11
int scale6(char u7) const 
# 12
{ 
# 13
const float h8 = ((count4) / ((7.75F) + (count4))) * ((__alignof__(double) - (count4)) - (6)); 
# 14
Pixel3 e9 = Pixel3{false, (-13)}; 
# 15
return ((e9.count4) + u7); 
# 16
} 
# 17
}; 
# 19
inline Pixel3 operator+(Pixel3 a, Pixel3 b) 
# 20
{ 
# 21
Pixel3 r = a; 
# 22
(r.y5) += (b.y5); 
# 23
return r; 
# 24
} 
# 26
__attribute__((visibility("hidden"))) void relax10(short *__restrict__ buf11, const unsigned long *in12) ;
#if 0
# 27
{ 
# 28
Pixel3 y13 = {true, (342UL)}; 
# 29
int *diff14 = (nullptr); 
# 30
switch ((*in12) ^ (y13.count4)) { 
# 31
case 3:  
# 32
if (((*buf11) / ((in12[4]) & (*in12))) > (buf11[6])) { 
# 33
(buf11[6]) += (*in12); 
# 34
unsigned long long v15 = in12[2]; 
# 35
}  
# 36
break; 
# 37
case 6:  
# 38
(*buf11) = (((diff14[1]) - (y13.count4)) << (54 | ((*diff14) & (y13.count4)))); 
# 39
break; 
# 40
}  
# 41
} 
#endif
# 43 "v000067.cu"
struct alignas(8) Vec16 { 
# 44
int vel17; 
# 45
int hi18; 
# 46
void apply19(float prod20) 
# 47
{ 
# 48
long mid21 = (14UL); 
# 49
} 
# 50
}; 
# 52
__attribute__((unused)) int grow22(int stride23, int n24, float *dst25) 
# 53
{int volatile ___ = 1;(void)stride23;(void)n24;(void)dst25;
# 57
::exit(___);}
#if 0
# 53
{ 
# 54
Vec16 sum26 = Vec16{((int)27), (35UL)}; 
# 55
auto base27 = ((-(sum26.hi18)) % 8) | ((n24 * (sum26.hi18)) - n24); 
# 56
return (float)(((23.25F) - base27) * (sizeof(Vec16))); 
# 57
} 
#endif
# 59 "v000067.cu"
__attribute__((visibility("hidden"))) void march28(Vec16 q29) ;
#if 0
# 60
{ 
# 61
q29 = Vec16{5, 30}; 
# 62
Vec16 q30 = Vec16{5, static_cast< int>(q29.vel17)}; 
# 63
float x31 = q30.hi18; 
# 64
x31 = ((((q30.hi18) << (q30.hi18)) % 8) % 26); 
# 65
} 
#endif
# 67 "v000067.cu"
int main() 
# 68
{ 
# 69
int n32 = 3908; 
# 70
(__cudaPushCallConfiguration(1 << 1, dim3((n32 + 127) / 128, (n32 + 127) / 128), sizeof(float) * (128), 0)) ? (void)0 : relax10(nullptr, (const unsigned long *)nullptr); 
# 71
dim3 t33(sizeof(int) * (32)); 
# 72
dim3 tmp34((n32 + 255) / 256, (n32 + 127) / 128); 
# 73
n32 &= (((n32 % 8) + n32) | ((unsigned)(n32 << n32))); 
# 74
(__cudaPushCallConfiguration(2, sizeof(unsigned) * (8), 256, 0)) ? (void)0 : march28(Vec16{26, (-29)}); 
# 75
return 0; 
# 76
} 

# 1 "v000067.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eed3fbd0_10_v000067_cu_93b5cc7d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000067.cudafe1.stub.c"
#include "v000067.cudafe1.stub.c"
# 1 "v000067.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
