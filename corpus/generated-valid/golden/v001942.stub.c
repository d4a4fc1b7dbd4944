#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001942.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9stencil10PKfPiPfS1_(const float *, int *, float *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9stencil10PKfPiPfS1_(const float *__par0, int *__par1, float *__par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *, int *, float *, int *))stencil10)), 0U);}
# 25 "v001942.cu"
void stencil10( const float *__cuda_0,int *__cuda_1,float *__cuda_2,int *__cuda_3)
# 25 "v001942.cu"
{__device_stub__Z9stencil10PKfPiPfS1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001942.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const float *, int *, float *, int *))stencil10), _Z9stencil10PKfPiPfS1_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
