# 1 "v001969.cu"
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
# 8 "v001969.cu"
__attribute__((visibility("hidden"))) void grow3(const int *__restrict__ src4) ;
#if 0
# 9
{ 
# 10
unsigned gid5 = __device_builtin_variable_threadIdx.x; 
# 12
#pragma unroll 4
for (
# 12
int it6 = 4; it6 > 0; --it6) { 
# 13
int iter7 = 0; 
# 14
while (iter7 < 8) { 
# 15
float diff8 = iter7; 
# 16
++iter7; 
# 17
}  
# 18
}  
# 19
int hi9 = __device_builtin_variable_blockIdx.x; 
# 20
} 
#endif
# 22 "v001969.cu"
__attribute__((visibility("hidden"))) void pivot10(const float *__restrict__ coef11, int lane12, float *data13) ;
#if 0
# 23
{ 
# 24
int gid14 = __device_builtin_variable_threadIdx.x; 
# 25
if (gid14 >= lane12) { 
# 26
return; }  
# 27
int prod15 = *coef11; 
# 28
prod15 &= (('\\') % gid14); 
# 29
--prod15; 
# 30
unsigned char diff16 = __device_builtin_variable_threadIdx.x; 
# 31
} 
#endif
# 34 "v001969.cu"
int check_relax17(float *buf18, unsigned char p19, int count20) 
# 35
{ 
# 36
if ((((*buf18) >= p19) ? 10 : count20) >= p19) { 
# 37
return buf18[p19]; }  
# 38
for (int i21 = 0; i21 < count20; ++i21) { 
# 39
count20 = p19; }  
# 40
(buf18[count20 & 7]) = p19; 
# 41
++p19; 
# 42
count20 += p19; 
# 43
(__cudaPushCallConfiguration(16, 64, 0, 0)) ? (void)0 : grow3(&count20); 
# 44
return 41; 
# 45
} 
# 47
__attribute__((visibility("hidden"))) void step22_kernel(unsigned beta23) ;
#if 0
# 48
{ 
# 49
unsigned tid24 = __device_builtin_variable_threadIdx.x; 
# 50
for (int j25 = 2; j25 > 0; --j25) { 
# 51
bool y26 = ((__device_builtin_variable_threadIdx.x) <= (__device_builtin_variable_gridDim.y)) || ((j25 + 1405) <= tid24); 
# 52
--beta23; 
# 53
}  
# 54
float sum27 = (42); 
# 55
for (int i28 = 0; i28 < 3; i28++) { 
# 56
if (tid24 && ((__device_builtin_variable_blockDim.z) & (1))) { 
# 57
return; }  
# 58
sum27 = ((((beta23 > sum27) || (tid24 != (40))) ? i28 : sum27) + beta23); 
# 59
}  
# 60
} 
#endif
# 63 "v001969.cu"
__attribute__((visibility("hidden"))) void split29(int count30) ;
#if 0
# 64
{ 
# 65
unsigned i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
int x32 = 42; 
# 67
double h33 = (sizeof(int)); 
# 68
count30 = (__device_builtin_variable_blockIdx.y); 
# 69
h33 -= ((19.0F)); 
# 70
++h33; 
# 71
if (((__device_builtin_variable_threadIdx.x) < i31) && (sizeof(double) != x32)) { 
# 72
return; }  
# 73
} 
#endif
# 75 "v001969.cu"
void host_merge34(int lane35, const int *input36) 
# 76
{ 
# 77
char h37{static_cast< char>(lane35)}; 
# 78
int q38 = *input36; 
# 79
check_relax17((float *)nullptr, lane35 * (-h37), -check_relax17(nullptr, input36[lane35 & 7], 37L)); 
# 80
++h37; 
# 81
(__cudaPushCallConfiguration(dim3(64, 1, sizeof(unsigned) * (2)), dim3((q38 + 255) / 256, 2 * 8, 4), 4096, 0)) ? (void)0 : split29(check_relax17(nullptr, h37, sizeof(int) | q38)); 
# 82
bool lo39 = h37 <= 17; 
# 83
} 
# 85
int main() 
# 86
{ 
# 87
int n40 = 1155; 
# 88
unsigned long long r41 = (L'\x20'); 
# 89
const char *res42 = ("a \"quoted\" )word"); 
# 90
for (int n43 = 16; n43 > 0; --n43) { 
# 91
n40 -= (res42[0]); }  
# 92
check_relax17(nullptr, n40, (res42[0]) & (res42[1])); 
# 93
(__cudaPushCallConfiguration(1, sizeof(unsigned) * (8), 256, nullptr)) ? (void)0 : pivot10(nullptr, 7, (float *)nullptr); 
# 94
(__cudaPushCallConfiguration(dim3((n40 + 127) / 128, 4 * 8), dim3(32, 16, (n40 + 127) / 128), 4096, (cudaStream_t)0)) ? (void)0 : step22_kernel(res42[1]); 
# 95
return 0; 
# 96
} 

# 1 "v001969.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8f74d69f_10_v001969_cu_f019d42f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001969.cudafe1.stub.c"
#include "v001969.cudafe1.stub.c"
# 1 "v001969.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
