# 1 "rdc_extern_device_link.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1
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
# 6 "rdc_extern_device_link.cu"
__attribute__((unused)) extern float lookup_gain(int channel); 
# 7
__attribute__((visibility("hidden"))) extern int g_overflow_count; 
# 8
__attribute__((visibility("hidden"))) extern float c_calibration[16]; 
# 10
__attribute__((visibility("hidden"))) int g_samples_seen; 
# 11
static int s_local_counter; 
# 12
__attribute__((visibility("hidden"))) int c_channels; 
# 13
static float s_offset[2]; 
# 15
__attribute__((unused)) float calibrate(float raw, int ch) 
# 16
{int volatile ___ = 1;(void)raw;(void)ch;
# 18
::exit(___);}
#if 0
# 16
{ 
# 17
return ((raw + (s_offset[ch & 1])) * (c_calibration[ch & 15])) * lookup_gain(ch); 
# 18
} 
#endif
# 20 "rdc_extern_device_link.cu"
__attribute__((visibility("hidden"))) void process_samples(const float *raw, float *out, int n) ;
#if 0
# 21
{ 
# 22
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
if (i >= n) { return; }  
# 24
float v = calibrate(raw[i], i % c_channels); 
# 25
if (v > (1.0F)) { v = (1.0F); ++g_overflow_count; }  
# 26
(out[i]) = v; 
# 27
++g_samples_seen; 
# 28
++s_local_counter; 
# 29
} 
#endif
# 31 "rdc_extern_device_link.cu"
static void reset_local() ;
#if 0
# 31
{ s_local_counter = 0; } 
#endif
# 33 "rdc_extern_device_link.cu"
int main() 
# 34
{ 
# 35
(__cudaPushCallConfiguration(1, 1)) ? (void)0 : reset_local(); 
# 36
(__cudaPushCallConfiguration(64, 128)) ? (void)0 : process_samples(nullptr, nullptr, 8192); 
# 37
return 0; 
# 38
} 

# 1 "rdc_extern_device_link.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d180d213_25_rdc_extern_device_link_cu_ec4ccc44
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "rdc_extern_device_link.cudafe1.stub.c"
#include "rdc_extern_device_link.cudafe1.stub.c"
# 1 "rdc_extern_device_link.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

extern "C" {
extern __attribute__ ((section (".nvHRKI"))) __attribute__((weak)) const unsigned char hostRefKernelArrayInternalLinkage[] = {
/* __nv_static_47__d180d213_25_rdc_extern_device_link_cu_ec4ccc44_*11reset_local* */
0x5f,0x5f,0x6e,0x76,0x5f,0x73,0x74,0x61,0x74,0x69,0x63,0x5f,0x34,0x37,0x5f,0x5f,0x64,0x31,0x38,0x30,0x64,0x32,0x31,0x33,0x5f,0x32,0x35,0x5f,0x72,0x64,0x63,0x5f,0x65,0x78,0x74,0x65,0x72,0x6e,0x5f,0x64,0x65,0x76,0x69,0x63,0x65,0x5f,0x6c,0x69,0x6e,0x6b,0x5f,0x63,0x75,0x5f,0x65,0x63,0x34,0x63,0x63,0x63,0x34,0x34,0x5f,0x2a,0x31,0x31,0x72,0x65,0x73,0x65,0x74,0x5f,0x6c,0x6f,0x63,0x61,0x6c,0x2a,0x0,
};
}

extern "C" {
extern __attribute__ ((section (".nvHRKE"))) __attribute__((weak)) const unsigned char hostRefKernelArrayExternalLinkage[] = {
/* _Z15process_samples* */
0x5f,0x5a,0x31,0x35,0x70,0x72,0x6f,0x63,0x65,0x73,0x73,0x5f,0x73,0x61,0x6d,0x70,0x6c,0x65,0x73,0x2a,0x0,
};
}

extern "C" {
extern __attribute__ ((section (".nvHRDI"))) __attribute__((weak)) const unsigned char hostRefDeviceArrayInternalLinkage[] = {
0x0};
}

extern "C" {
extern __attribute__ ((section (".nvHRDE"))) __attribute__((weak)) const unsigned char hostRefDeviceArrayExternalLinkage[] = {
0x0};
}

extern "C" {
extern __attribute__ ((section (".nvHRCI"))) __attribute__((weak)) const unsigned char hostRefConstantArrayInternalLinkage[] = {
0x0};
}

extern "C" {
extern __attribute__ ((section (".nvHRCE"))) __attribute__((weak)) const unsigned char hostRefConstantArrayExternalLinkage[] = {
0x0};
}
