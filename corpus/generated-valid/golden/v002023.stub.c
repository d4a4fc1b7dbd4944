#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002023.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_shade21Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_grow22Pii(int *, int);
static void __device_stub__Z13rank15_kernelIffEvPT_(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_shade21Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_shade21)), 0U);}
# 35 "v002023.cu"
void map_shade21( float *__cuda_0,int __cuda_1)
# 35 "v002023.cu"
{__device_stub__Z11map_shade21Pfi( __cuda_0,__cuda_1); }
# 1 "v002023.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_grow22Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_grow22)), 0U); }
# 36 "v002023.cu"
void map_grow22( int *__cuda_0,int __cuda_1)
# 36 "v002023.cu"
{__device_stub__Z10map_grow22Pii( __cuda_0,__cuda_1); }
# 1 "v002023.cudafe1.stub.c"
static void __device_stub__Z13rank15_kernelIffEvPT_( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))rank15_kernel<float, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_rank15_kernel<float,float>( float *&__cuda_0){__device_stub__Z13rank15_kernelIffEvPT_( (float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *))rank15_kernel<float, float> ), _Z13rank15_kernelIffEvPT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))map_grow22), _Z10map_grow22Pii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_shade21), _Z11map_shade21Pfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
